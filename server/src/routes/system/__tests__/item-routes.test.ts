import { eq } from 'drizzle-orm';
import { houseCustomer } from '../../../db/schema/house-customer';
import { sysUser } from '../../../db/schema/sys-user';
import { today } from '../../../services/car-status';
import { firstSheet, postExport } from '../../../testing/export-request';
import { insertId } from '../../../testing/insert-id';
import { call } from '../../../testing/test-app';
import { loginAsNewUser } from '../../../testing/test-users';
import { useTestApp } from '../../../testing/use-test-app';
import { insertHouse } from '../../house/__tests__/house-room-fixtures';
import { insertCar } from '../../vehicle/__tests__/car-fixtures';

/*
 * Staff to-dos (issue 11, system/item): CRUD and export with `system:item:*`, an active
 * assignee, links to a house, car or customer that exist, "my items" by assignee, open
 * items past their due date overdue, done stamped with its time.
 */
const { t, tokens } = useTestApp({ logins: ['admin'] });
let outsider: string;
let staffId: number;
let houseId: number;
let carId: number;
let customerId: number;

interface Item {
  itemId: number;
  title: string;
  assigneeId: number;
  assigneeName: string | null;
  dueDate: string | null;
  status: string;
  overdue: boolean;
  houseName: string | null;
  carName: string | null;
  customerName: string | null;
  finishTime: string | null;
}

beforeAll(async () => {
  outsider = await loginAsNewUser(t, 'item-outsider', 'vehicle_staff');
  const [staff] = await t.db.select().from(sysUser).where(eq(sysUser.userName, 'staff'));
  staffId = staff?.userId ?? 0;
  houseId = await insertHouse(t, 'pendingRent', { name: 'Garden house' });
  carId = await insertCar(t, {
    plateNumber: 'IT 2002',
    brand: 'Honda',
    model: 'City',
    carStatus: 'pendingRent',
  });
  customerId = await insertId(t.db, houseCustomer, { clientName: 'Mr Bounmy', phoneNumber: '02055550000' });
});

const add = (body: Record<string, unknown>, token = tokens.admin) =>
  call(t.app, 'POST', '/system/item', { token, lang: 'en', body });
async function list(query: Record<string, string> = {}) {
  const { body } = await call(t.app, 'GET', '/system/item/list', { token: tokens.admin, query });
  return body as unknown as { rows: Item[]; total: number };
}

describe('items', () => {
  it('adds items with links named in the list; open items past due are overdue and come first', async () => {
    expect(
      (
        await add({
          title: 'Call the landlord',
          assigneeId: staffId,
          dueDate: '2020-01-02',
          priority: '1',
          roomId: houseId,
          customerId,
        })
      ).body.code,
    ).toBe(200);
    expect(
      (await add({ title: 'Wash the Honda', assigneeId: staffId, dueDate: '2999-12-31', carId })).body.code,
    ).toBe(200);
    expect(
      (await add({ title: 'Old done thing', assigneeId: 1, dueDate: '2020-01-01', status: '2' })).body.code,
    ).toBe(200);
    const rows = (await list()).rows;
    expect(rows.map((row) => [row.title, row.overdue])).toEqual([
      ['Call the landlord', true],
      ['Wash the Honda', false],
      ['Old done thing', false],
    ]);
    expect(rows[0]).toMatchObject({
      assigneeName: expect.stringContaining('staff'),
      houseName: expect.stringContaining('Garden house'),
      customerName: 'Mr Bounmy',
    });
    expect(rows[1]?.carName).toBe('Honda City (IT 2002)');
    expect(rows[2]?.finishTime).toMatch(/^\d{4}-\d{2}-\d{2} /);
  });

  it('filters my items (by assignee), overdue ones, status and words', async () => {
    expect((await list({ assigneeId: String(staffId) })).total).toBe(2);
    expect((await list({ overdue: '1' })).rows.map((row) => row.title)).toEqual(['Call the landlord']);
    expect((await list({ status: '2' })).rows.map((row) => row.title)).toEqual(['Old done thing']);
    expect((await list({ title: 'honda' })).total).toBe(1);
    expect((await list({ carId: String(carId) })).total).toBe(1);
  });

  it('stamps done with its time and clears it when reopened; a done item is not overdue', async () => {
    const [item] = (await list({ title: 'landlord' })).rows;
    if (!item) throw new Error('no item');
    const done = await call(t.app, 'PUT', '/system/item', {
      token: tokens.admin,
      body: {
        itemId: item.itemId,
        title: item.title,
        assigneeId: staffId,
        dueDate: '2020-01-02',
        status: '2',
      },
    });
    expect(done.body.code).toBe(200);
    const after = (await call(t.app, 'GET', `/system/item/${item.itemId}`, { token: tokens.admin })).body
      .data as Item;
    expect(after).toMatchObject({ status: '2', overdue: false });
    expect(after.finishTime).not.toBeNull();
    await call(t.app, 'PUT', '/system/item', {
      token: tokens.admin,
      body: { itemId: item.itemId, title: item.title, assigneeId: staffId, dueDate: today(), status: '1' },
    });
    const reopened = (await call(t.app, 'GET', `/system/item/${item.itemId}`, { token: tokens.admin })).body
      .data as Item;
    // Due today is not yet overdue.
    expect(reopened).toMatchObject({ status: '1', overdue: false, finishTime: null });
  });

  it('refuses an unknown assignee, house, car or customer and a bad date, on their fields', async () => {
    expect(
      (await add({ title: 'X', assigneeId: 999999, roomId: 999999, carId: 999999, customerId: 999999 })).body
        .fieldErrors,
    ).toEqual([
      { field: 'assigneeId', message: 'Choose an active user' },
      { field: 'roomId', message: 'The house does not exist' },
      { field: 'carId', message: 'The car does not exist' },
      { field: 'customerId', message: 'The customer does not exist' },
    ]);
    expect((await add({ title: 'X', assigneeId: staffId, dueDate: '2026-02-30x' })).body.fieldErrors).toEqual(
      [expect.objectContaining({ field: 'dueDate' })],
    );
    expect((await add({ title: 'X', assigneeId: staffId, priority: '9' })).body.code).not.toBe(200);
  });

  it('offers users, houses, cars and customers to link, and exports with names', async () => {
    const options = async (kind: string, name: string) =>
      (await call(t.app, 'GET', '/system/item/linkOptions', { token: tokens.admin, query: { kind, name } }))
        .body.data as {
        value: number;
        label: string;
      }[];
    expect(await options('car', 'IT 20')).toEqual([{ value: carId, label: 'Honda City (IT 2002)' }]);
    expect((await options('customer', 'bounmy'))[0]?.value).toBe(customerId);
    expect((await options('house', 'garden'))[0]?.value).toBe(houseId);
    expect((await options('user', 'staff')).map((option) => option.value)).toContain(staffId);

    const exported = await postExport(t.app, '/system/item/export', {
      token: tokens.admin,
      lang: 'en',
      form: { title: 'Honda' },
    });
    const sheet = await firstSheet(exported);
    const values = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(values).toEqual(expect.arrayContaining(['Wash the Honda', 'Honda City (IT 2002)']));
  });

  it('asks for system:item permissions', async () => {
    for (const attempt of [
      call(t.app, 'GET', '/system/item/list', { token: outsider }),
      call(t.app, 'GET', '/system/item/linkOptions', { token: outsider, query: { kind: 'user' } }),
      add({ title: 'X', assigneeId: staffId }, outsider),
      call(t.app, 'DELETE', '/system/item/1', { token: outsider }),
    ])
      expect((await attempt).body.code).toBe(403);
  });
});
