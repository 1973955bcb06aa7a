import { eq } from 'drizzle-orm';
import { houseLeaseExpires } from '../../../db/schema/house-lease-expires';
import { houseRoom } from '../../../db/schema/house-room';
import { localDate } from '../../../services/lease-reminders';
import { firstSheet, postExport } from '../../../testing/export-request';
import { call } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';
import { insertHouse } from './house-room-fixtures';

const { t, tokens } = useTestApp({
  logins: ['admin', 'staff'],
  newUsers: { outsider: ['driver', 'vehicle_staff'] },
});
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
    token: tokens.admin,
    ...en,
    body: { tenantName, startDate: '2026-01-01', endDate, rent: 950, currency: 'USD' },
  });
  expect(body.code).toBe(200);
}

async function list(query: Record<string, string> = {}, token = tokens.admin) {
  const { body } = await call(t.app, 'GET', `${BASE}/list`, { token, ...en, query });
  return body as unknown as { code: number; rows: Lease[]; total: number };
}

beforeAll(async () => {
  rentedId = await insertHouse(t, 'pendingRent');
  otherId = await insertHouse(t, 'pendingRent');
  await rentOut(rentedId, 'Ms Keo', '2999-12-31');
  await rentOut(otherId, 'Mr Bounmy', '2998-06-30');
});

describe('lease lists', () => {
  it('answers 401 without a session and 403 without the permissions', async () => {
    expect((await call(t.app, 'GET', `${BASE}/list`)).body.code).toBe(401);
    const attempts = [
      call(t.app, 'GET', `${BASE}/list`, { token: tokens.outsider }),
      call(t.app, 'GET', `${BASE}/1`, { token: tokens.outsider }),
      call(t.app, 'PUT', `${BASE}/terminate/1`, { token: tokens.outsider }),
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
    expect((await list({}, tokens.staff)).code).toBe(200);
  });

  it('ends a lease early: terminated, ends today, the house back to pendingRent, its reminder dropped', async () => {
    const [keo] = (await list({ tenantName: 'Keo' })).rows;
    const ended = await call(t.app, 'PUT', `${BASE}/terminate/${keo?.id}`, { token: tokens.staff, ...en });
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

    const again = await call(t.app, 'PUT', `${BASE}/terminate/${keo?.id}`, { token: tokens.admin, ...en });
    expect(again.body).toMatchObject({ code: 500, msg: 'Only an active lease can be ended early' });
    const missing = await call(t.app, 'PUT', `${BASE}/terminate/999999`, { token: tokens.admin, ...en });
    expect(missing.body).toMatchObject({ code: 500, msg: 'The lease does not exist' });
  });

  it('exports with the status label', async () => {
    const response = await postExport(t.app, `${BASE}/export`, {
      token: tokens.admin,
      lang: 'en',
      form: { status: 'terminated' },
    });
    expect(response.statusCode).toBe(200);
    const sheet = await firstSheet(response);
    const values = (sheet.getRow(2).values as unknown[]).map(String);
    expect(values).toEqual(expect.arrayContaining(['Ms Keo', 'Terminated']));
    expect(sheet.rowCount).toBe(2);
  });
});
