import { firstSheet, postExport } from '../../../testing/export-request';
import { call } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';

const { t, tokens } = useTestApp({
  logins: ['admin', 'staff'],
  newUsers: { driver: ['driver', 'vehicle_staff'] },
});

interface Customer {
  id: number;
  clientName: string;
  carModelRequirement: string | null;
  status: string;
  statusHistory?: { toStatus: string }[];
}
interface Table {
  code: number;
  rows: Customer[];
  total: number;
}

const en = { lang: 'en' };
const BASE = '/vehicle/customer';
const HOUSE_BASE = '/system/houseCustomer';

async function list(token: string, base = BASE, query: Record<string, string> = {}) {
  return (await call(t.app, 'GET', `${base}/list`, { token, ...en, query })).body as unknown as Table;
}
async function idIn(base: string, clientName: string): Promise<number> {
  const row = (await list(tokens.admin, base, { clientName })).rows[0];
  if (!row) throw new Error(`no customer ${clientName}`);
  return row.id;
}

describe('vehicle customers', () => {
  it('answers 401 without a session and 403 without vehicle:customer permissions', async () => {
    expect((await call(t.app, 'GET', `${BASE}/list`, en)).body.code).toBe(401);
    // The house staff role has house customers, not vehicle ones.
    const refused = await call(t.app, 'GET', `${BASE}/list`, { token: tokens.staff, ...en });
    expect(refused.body.code).toBe(403);
    expect((await list(tokens.driver)).code).toBe(200);
  });

  it('needs a car model requirement besides the customer rules, with field errors', async () => {
    const { body } = await call(t.app, 'POST', BASE, {
      token: tokens.driver,
      ...en,
      body: { clientName: 'Mr Bounmy', phoneNumber: '020 5551 2345' },
    });
    expect(body.code).toBe(500);
    expect(body.fieldErrors).toEqual([
      { field: 'carModelRequirement', message: 'Enter the car model the customer wants' },
    ]);
    const noContact = await call(t.app, 'POST', BASE, {
      token: tokens.driver,
      ...en,
      body: { clientName: 'Mr Bounmy', carModelRequirement: 'Toyota Vios' },
    });
    expect(noContact.body.fieldErrors).toEqual([
      { field: 'phoneNumber', message: 'Enter a phone number or an e-mail address' },
    ]);
  });

  it('lists only customers with a car interest; they are the house screen customers too', async () => {
    const added = await call(t.app, 'POST', BASE, {
      token: tokens.driver,
      ...en,
      body: { clientName: 'Mr Bounmy', phoneNumber: '020 5551 2345', carModelRequirement: 'Toyota Vios' },
    });
    expect(added.body.code).toBe(200);
    await call(t.app, 'POST', HOUSE_BASE, {
      token: tokens.admin,
      ...en,
      body: { clientName: 'Ms Dara', phoneNumber: '020 5559 9999', layoutRequirement: '2 bedrooms' },
    });
    const cars = await list(tokens.driver);
    expect(cars.rows.map((row) => row.clientName)).toEqual(['Mr Bounmy']);
    expect(cars.total).toBe(1);
    const houses = await list(tokens.admin, HOUSE_BASE);
    expect(houses.rows.map((row) => row.clientName).sort()).toEqual(['Mr Bounmy', 'Ms Dara']);

    const id = await idIn(BASE, 'Mr Bounmy');
    const read = await call(t.app, 'GET', `${BASE}/${id}`, { token: tokens.driver, ...en });
    expect((read.body.data as Customer).statusHistory?.[0]?.toStatus).toBe('new');
  });

  it('does not read, edit or delete a customer without a car interest', async () => {
    const houseOnly = await idIn(HOUSE_BASE, 'Ms Dara');
    const read = await call(t.app, 'GET', `${BASE}/${houseOnly}`, { token: tokens.driver, ...en });
    expect(read.body).toMatchObject({ code: 500, msg: 'The customer does not exist' });
    const edit = await call(t.app, 'PUT', BASE, {
      token: tokens.driver,
      ...en,
      body: { id: houseOnly, clientName: 'Taken', carModelRequirement: 'Honda City' },
    });
    expect(edit.body.msg).toBe('The customer does not exist');
    const removed = await call(t.app, 'DELETE', `${BASE}/${houseOnly}`, { token: tokens.driver, ...en });
    expect(removed.body.msg).toBe('The customer does not exist');
    expect((await list(tokens.admin, HOUSE_BASE, { clientName: 'Ms Dara' })).rows[0]?.clientName).toBe(
      'Ms Dara',
    );
  });

  it('keeps the car model on edit, records status changes, exports and deletes', async () => {
    const id = await idIn(BASE, 'Mr Bounmy');
    const cleared = await call(t.app, 'PUT', BASE, {
      token: tokens.driver,
      ...en,
      body: { id, clientName: 'Mr Bounmy', carModelRequirement: '' },
    });
    expect(cleared.body.fieldErrors).toEqual([
      { field: 'carModelRequirement', message: 'Enter the car model the customer wants' },
    ]);
    const edited = await call(t.app, 'PUT', BASE, {
      token: tokens.driver,
      ...en,
      body: { id, clientName: 'Mr Bounmy', carModelRequirement: 'Honda City', status: 'viewingCar' },
    });
    expect(edited.body.code).toBe(200);
    const read = (await call(t.app, 'GET', `${BASE}/${id}`, { token: tokens.driver, ...en })).body
      .data as Customer;
    expect(read.carModelRequirement).toBe('Honda City');
    expect(read.statusHistory?.map((entry) => entry.toStatus)).toEqual(['viewingCar', 'new']);

    // The export has the car customers only.
    const exported = await postExport(t.app, `${BASE}/export`, { token: tokens.driver, lang: 'en' });
    expect(exported.statusCode).toBe(200);
    const sheet = await firstSheet(exported);
    expect(sheet.rowCount).toBe(2);
    expect((sheet.getRow(2).values as unknown[]).map(String)).toEqual(
      expect.arrayContaining(['Mr Bounmy', 'Honda City']),
    );

    const removed = await call(t.app, 'DELETE', `${BASE}/${id}`, { token: tokens.driver, ...en });
    expect(removed.body.code).toBe(200);
    expect((await list(tokens.admin, HOUSE_BASE)).rows.map((row) => row.clientName)).toEqual(['Ms Dara']);
  });
});
