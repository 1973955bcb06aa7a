import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { houseLeaseExpires } from '../../../db/schema/house-lease-expires';
import { houseRoom } from '../../../db/schema/house-room';
import { localDate } from '../../../services/lease-reminders';
import { call, createTestApp, loginAs, type TestApp } from '../../../testing/test-app';
import { loginAsNewUser } from '../../../testing/test-users';
import { insertHouse } from './house-room-fixtures';

let t: TestApp;
let admin: string;
let staff: string;
let outsider: string;
let rentedId: number;
let otherId: number;

const BASE = '/system/houseLease';
const en = { lang: 'en' };

interface Lease {
  id: number;
  roomId: number;
  houseName: string | null;
  houseCode: string | null;
  tenantName: string;
  startDate: string;
  endDate: string;
  rent: number | null;
  status: string;
}

async function rentOut(houseId: number, tenantName: string, endDate: string) {
  const { body } = await call(t.app, 'PUT', `/system/houseRoom/handlePush/${houseId}`, {
    token: admin,
    ...en,
    body: { tenantName, startDate: '2026-01-01', endDate, rent: 950, currency: 'USD' },
  });
  expect(body.code).toBe(200);
}

async function list(query: Record<string, string> = {}, token = admin) {
  const { body } = await call(t.app, 'GET', `${BASE}/list`, { token, ...en, query });
  return body as unknown as { code: number; rows: Lease[]; total: number };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin', 'admin123');
  staff = await loginAs(t.app, 'staff', 'staff123');
  outsider = await loginAsNewUser(t, 'driver', 'vehicle_staff');
  rentedId = await insertHouse(t, 'pendingRent');
  otherId = await insertHouse(t, 'pendingRent');
  await rentOut(rentedId, 'Ms Keo', '2999-12-31');
  await rentOut(otherId, 'Mr Bounmy', '2998-06-30');
});
afterAll(async () => {
  await t.close();
});

describe('lease lists', () => {
  it('answers 401 without a session and 403 without the permissions', async () => {
    expect((await call(t.app, 'GET', `${BASE}/list`)).body.code).toBe(401);
    const attempts = [
      call(t.app, 'GET', `${BASE}/list`, { token: outsider }),
      call(t.app, 'GET', `${BASE}/1`, { token: outsider }),
      call(t.app, 'PUT', `${BASE}/terminate/1`, { token: outsider }),
    ];
    for (const attempt of await Promise.all(attempts)) expect(attempt.body.code).toBe(403);
  });

  it('lists every lease with its house, rent and status; filters by tenant, status and end date', async () => {
    const page = await list();
    expect(page.total).toBe(2);
    const keo = page.rows.find((row) => row.tenantName === 'Ms Keo');
    expect(keo).toMatchObject({ roomId: rentedId, rent: 950, status: 'active', endDate: '2999-12-31' });
    expect(keo?.houseName).toBeTruthy();
    expect(keo?.houseCode).toMatch(/^T\d{8}$/);
    expect((await list({ tenantName: 'keo' })).rows.map((row) => row.tenantName)).toEqual(['Ms Keo']);
    expect((await list({ endDateEnd: '2998-12-31' })).rows.map((row) => row.tenantName)).toEqual([
      'Mr Bounmy',
    ]);
    expect((await list({ status: 'terminated' })).total).toBe(0);
    expect((await list({}, staff)).code).toBe(200);
  });

  it('ends a lease early: terminated, ends today, the house back to pendingRent, its reminder dropped', async () => {
    const [keo] = (await list({ tenantName: 'Keo' })).rows;
    const ended = await call(t.app, 'PUT', `${BASE}/terminate/${keo?.id}`, { token: staff, ...en });
    expect(ended.body.code).toBe(200);
    const [after] = (await list({ tenantName: 'Keo' })).rows;
    expect(after).toMatchObject({ status: 'terminated', endDate: localDate(new Date()) });
    const [house] = await t.db.select().from(houseRoom).where(eq(houseRoom.id, rentedId));
    expect(house?.status).toBe('pendingRent');
    const reminders = await t.db
      .select()
      .from(houseLeaseExpires)
      .where(eq(houseLeaseExpires.roomId, rentedId));
    expect(reminders).toEqual([]);

    const again = await call(t.app, 'PUT', `${BASE}/terminate/${keo?.id}`, { token: admin, ...en });
    expect(again.body).toMatchObject({ code: 500, msg: 'Only an active lease can be ended early' });
    const missing = await call(t.app, 'PUT', `${BASE}/terminate/999999`, { token: admin, ...en });
    expect(missing.body).toMatchObject({ code: 500, msg: 'The lease does not exist' });
  });

  it('exports with the status label', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/web-api${BASE}/export`,
      headers: {
        authorization: `Bearer ${admin}`,
        'accept-language': 'en',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'status=terminated',
    });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const values = (sheet.getRow(2).values as unknown[]).map(String);
    expect(values).toEqual(expect.arrayContaining(['Ms Keo', 'Terminated']));
    expect(sheet.rowCount).toBe(2);
  });
});
