import { houseRoom } from '../../../db/schema/house-room';
import { firstSheet, postExport } from '../../../testing/export-request';
import { insertId } from '../../../testing/insert-id';
import { call, type Envelope } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';

const { t, tokens } = useTestApp({
  logins: ['admin', 'staff'],
  newUsers: { outsider: ['driver', 'vehicle_staff'] },
});
let houseId: number;

beforeAll(async () => {
  houseId = await insertId(t.db, houseRoom, {
    houseCode: 'C0000001',
    name: 'Apartment 80 m²',
    status: 'pendingRent',
  });
});

interface Customer {
  id: number;
  clientName: string;
  phoneNumber: string;
  email: string;
  clientSource: string | null;
  budgetMin: number | null;
  budgetMax: number | null;
  status: string;
  statusHistory?: { fromStatus: string | null; toStatus: string; operator: string; operTime: string }[];
  houses?: { linkId: number; roomId: number; houseName: string; relation: string; createBy: string }[];
}

const en = { lang: 'en' };
const BASE = '/system/houseCustomer';

async function send(
  method: 'POST' | 'PUT',
  body: Record<string, unknown>,
  token = tokens.admin,
): Promise<Envelope> {
  return (await call(t.app, method, BASE, { token, ...en, body })).body;
}

async function list(query: Record<string, string> = {}) {
  const { body } = await call(t.app, 'GET', `${BASE}/list`, { token: tokens.admin, ...en, query });
  return body as unknown as { rows: Customer[]; total: number };
}

async function one(id: number): Promise<Customer> {
  return (await call(t.app, 'GET', `${BASE}/${id}`, { token: tokens.admin, ...en })).body.data as Customer;
}

async function idOf(clientName: string): Promise<number> {
  const row = (await list({ clientName })).rows[0];
  if (!row) throw new Error(`no customer ${clientName}`);
  return row.id;
}

describe('customers', () => {
  it('answers 401 without a session and 403 without house:customer permissions', async () => {
    expect((await call(t.app, 'GET', `${BASE}/list`)).body.code).toBe(401);
    const attempts = [
      call(t.app, 'GET', `${BASE}/list`, { token: tokens.outsider }),
      call(t.app, 'GET', `${BASE}/1`, { token: tokens.outsider }),
      call(t.app, 'POST', BASE, {
        token: tokens.outsider,
        body: { clientName: 'x', phoneNumber: '02055551234' },
      }),
      call(t.app, 'PUT', BASE, { token: tokens.outsider, body: { id: 1, clientName: 'x' } }),
      call(t.app, 'DELETE', `${BASE}/1`, { token: tokens.outsider }),
      call(t.app, 'POST', `${BASE}/1/houses`, {
        token: tokens.outsider,
        body: { roomId: 1, relation: 'viewed' },
      }),
      call(t.app, 'DELETE', `${BASE}/1/houses/1`, { token: tokens.outsider }),
      call(t.app, 'GET', `${BASE}/houseOptions`, { token: tokens.outsider }),
    ];
    for (const attempt of await Promise.all(attempts)) expect(attempt.body.code).toBe(403);
  });

  it('needs a name and a contact, budget min <= max and known choices, with field errors', async () => {
    expect(await send('POST', { phoneNumber: '02055551234' })).toMatchObject({
      code: 500,
      fieldErrors: [{ field: 'clientName' }],
    });
    expect(await send('POST', { clientName: 'Nobody' })).toMatchObject({
      code: 500,
      fieldErrors: [{ field: 'phoneNumber', message: 'Enter a phone number or an e-mail address' }],
    });
    expect(await send('POST', { clientName: 'Bad mail', email: 'not-an-address' })).toMatchObject({
      fieldErrors: [{ field: 'email' }],
    });
    const budget = await send('POST', {
      clientName: 'Rich',
      email: 'rich@example.la',
      budgetMin: 900,
      budgetMax: 500,
    });
    expect(budget).toMatchObject({
      code: 500,
      fieldErrors: [{ field: 'budgetMax', message: 'The budget maximum cannot be below the minimum' }],
    });
    const choice = await send('POST', {
      clientName: 'Odd',
      email: 'odd@example.la',
      clientSource: 'carrier-pigeon',
    });
    expect(choice).toMatchObject({
      fieldErrors: [
        { field: 'clientSource', message: 'Client source: "carrier-pigeon" is not one of the choices' },
      ],
    });
    expect((await list()).total).toBe(0);
  });

  it('adds with every field, status new by default and its first history entry; lists and filters', async () => {
    const body = {
      clientName: 'Khamla',
      phoneNumber: '020 5555 0001',
      email: 'Khamla@Example.la',
      clientSource: 'referral',
      budgetMin: 500,
      budgetMax: 900,
      currency: 'USD',
      preferredAreas: 'Sisattanak, Chanthabouly',
      layoutRequirement: '2 bedrooms',
      carModelRequirement: 'SUV',
      expectedMoveInDate: '2027-02-01',
      otherRequirements: 'Near an international school',
      remark: 'Prefers WhatsApp',
    };
    expect(await send('POST', body, tokens.staff)).toMatchObject({ code: 200 });
    expect(
      await send('POST', { clientName: 'Vong', email: 'vong@example.la', status: 'contacted' }),
    ).toMatchObject({
      code: 200,
    });
    const id = await idOf('Khamla');
    const saved = await one(id);
    expect(saved).toMatchObject({ ...body, email: 'khamla@example.la', status: 'new' });
    expect(saved.statusHistory).toEqual([
      expect.objectContaining({ fromStatus: null, toStatus: 'new', operator: 'staff' }),
    ]);
    expect((await list({ status: 'contacted' })).rows.map((row) => row.clientName)).toEqual(['Vong']);
    expect((await list({ clientSource: 'referral' })).rows.map((row) => row.clientName)).toEqual(['Khamla']);
    expect((await list({ phoneNumber: '5555 0001' })).total).toBe(1);
  });

  it('records each status change with who and when; an edit without a contact is refused', async () => {
    const id = await idOf('Khamla');
    const base = { id, clientName: 'Khamla', phoneNumber: '020 5555 0001' };
    expect(await send('PUT', { ...base, status: 'viewing' })).toMatchObject({ code: 200 });
    expect(await send('PUT', { ...base, status: 'signed' })).toMatchObject({ code: 200 });
    expect(await send('PUT', { ...base, remark: 'same status' })).toMatchObject({ code: 200 });
    const history = (await one(id)).statusHistory ?? [];
    expect(history.map((entry) => [entry.fromStatus, entry.toStatus, entry.operator])).toEqual([
      ['viewing', 'signed', 'admin'],
      ['new', 'viewing', 'admin'],
      [null, 'new', 'staff'],
    ]);
    expect(history[0]?.operTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const refused = await send('PUT', { ...base, phoneNumber: '', email: '' });
    expect(refused).toMatchObject({ fieldErrors: [{ field: 'phoneNumber' }] });
    expect(await send('PUT', { ...base, status: 'nonsense' })).toMatchObject({
      fieldErrors: [{ field: 'status' }],
    });
  });

  it('links houses the customer viewed or leased, once each, and unlinks them', async () => {
    const id = await idOf('Khamla');
    const link = (body: Record<string, unknown>, token = tokens.staff) =>
      call(t.app, 'POST', `${BASE}/${id}/houses`, { token, ...en, body });
    expect((await link({ roomId: houseId, relation: 'viewed' })).body.code).toBe(200);
    // Linked again by someone else (the same user within a second is a duplicate submit): no second row.
    expect((await link({ roomId: houseId, relation: 'viewed' }, tokens.admin)).body.code).toBe(200);
    expect((await link({ roomId: houseId, relation: 'leased' })).body.code).toBe(200);
    expect((await link({ roomId: 999999, relation: 'viewed' })).body).toMatchObject({
      code: 500,
      fieldErrors: [{ field: 'roomId', message: 'The house does not exist' }],
    });
    expect((await link({ roomId: houseId, relation: 'owned' })).body).toMatchObject({
      fieldErrors: [{ field: 'relation' }],
    });
    const houses = (await one(id)).houses ?? [];
    expect(houses.map((house) => [house.houseName, house.relation, house.createBy]).sort()).toEqual([
      ['Apartment 80 m²', 'leased', 'staff'],
      ['Apartment 80 m²', 'viewed', 'staff'],
    ]);
    const [first] = houses;
    const removed = await call(t.app, 'DELETE', `${BASE}/${id}/houses/${first?.linkId}`, {
      token: tokens.staff,
    });
    expect(removed.body.code).toBe(200);
    expect((await one(id)).houses).toHaveLength(1);
    const again = await call(t.app, 'DELETE', `${BASE}/${id}/houses/${first?.linkId}`, {
      token: tokens.staff,
      ...en,
    });
    expect(again.body).toMatchObject({ code: 500, msg: 'The house is not linked to this customer' });

    const options = await call(t.app, 'GET', `${BASE}/houseOptions`, {
      token: tokens.staff,
      query: { name: 'c0000' },
    });
    expect(options.body.data).toEqual([{ id: houseId, name: 'Apartment 80 m²', houseCode: 'C0000001' }]);
  });

  it('exports with dictionary labels and deletes', async () => {
    const response = await postExport(t.app, `${BASE}/export`, {
      token: tokens.admin,
      lang: 'en',
      form: { clientName: 'Khamla' },
    });
    expect(response.statusCode).toBe(200);
    const sheet = await firstSheet(response);
    const values = (sheet.getRow(2).values as unknown[]).map(String);
    expect(values).toEqual(expect.arrayContaining(['Khamla', 'Friend referral', 'Signed']));

    const id = await idOf('Vong');
    expect((await call(t.app, 'DELETE', `${BASE}/${id}`, { token: tokens.admin })).body.code).toBe(200);
    expect((await list({ clientName: 'Vong' })).total).toBe(0);
  });
});
