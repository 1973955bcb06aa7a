import { houseCustomer } from '../../../db/schema/house-customer';
import { sysUser } from '../../../db/schema/sys-user';
import { postExport } from '../../../testing/export-request';
import { insertId } from '../../../testing/insert-id';
import { call } from '../../../testing/test-app';
import { loginAsNewUser } from '../../../testing/test-users';
import { useTestApp } from '../../../testing/use-test-app';
import { insertHouse } from '../../house/__tests__/house-room-fixtures';

/*
 * Work records (issue 11, system/work): viewing appointments and visits with a staff
 * member, customer and house or car, CRUD and export with `system:work:*`, the list by
 * period (the calendar) and the per-staff summary.
 */
const { t, tokens } = useTestApp({ logins: ['admin'] });
let outsider: string;
let staffId: number;
let adminId: number;
let houseId: number;
let customerId: number;

interface Work {
  workId: number;
  startTime: string;
  endTime: string | null;
  staffName: string | null;
  customerName: string | null;
  houseName: string | null;
  result: string;
}

beforeAll(async () => {
  outsider = await loginAsNewUser(t, 'work-outsider', 'vehicle_staff');
  const users = await t.db.select().from(sysUser);
  staffId = users.find((user) => user.userName === 'staff')?.userId ?? 0;
  adminId = users.find((user) => user.userName === 'admin')?.userId ?? 0;
  houseId = await insertHouse(t, 'pendingRent', { name: 'Lake view' });
  customerId = await insertId(t.db, houseCustomer, { clientName: 'Ms Dara', phoneNumber: '02055551111' });
});

const add = (body: Record<string, unknown>, token = tokens.admin) =>
  call(t.app, 'POST', '/system/work', { token, lang: 'en', body });
async function list(query: Record<string, string> = {}) {
  const { body } = await call(t.app, 'GET', '/system/work/list', { token: tokens.admin, query });
  return body as unknown as { rows: Work[]; total: number };
}

describe('work records', () => {
  it('records a viewing with its customer and house, named in the list, newest first', async () => {
    const viewing = {
      workType: '1',
      startTime: '2026-11-20 14:30',
      endTime: '2026-11-20 15:00',
      staffId,
      customerId,
      roomId: houseId,
      location: 'Ban Sithan',
      notes: 'Wants a garden',
    };
    expect((await add(viewing)).body.code).toBe(200);
    expect(
      (await add({ ...viewing, startTime: '2026-12-02 09:00:00', endTime: null, result: '2' })).body.code,
    ).toBe(200);
    expect((await add({ workType: '3', startTime: '2026-11-21 10:00', staffId: adminId })).body.code).toBe(
      200,
    );
    const rows = (await list()).rows;
    expect(rows.map((row) => row.startTime)).toEqual([
      '2026-12-02 09:00:00',
      '2026-11-21 10:00:00',
      '2026-11-20 14:30:00',
    ]);
    expect(rows[2]).toMatchObject({
      endTime: '2026-11-20 15:00:00',
      staffName: expect.stringContaining('staff'),
      customerName: 'Ms Dara',
      houseName: expect.stringContaining('Lake view'),
      result: '0',
    });
  });

  it('lists a month for the calendar and one staff member’s records', async () => {
    const november = await list({ 'params[beginTime]': '2026-11-01', 'params[endTime]': '2026-11-30' });
    expect(november.total).toBe(2);
    expect((await list({ staffId: String(staffId) })).total).toBe(2);
    expect((await list({ keyword: 'sithan' })).total).toBe(2);
  });

  it('sums up each staff member’s records in a period by result', async () => {
    const { body } = await call(t.app, 'GET', '/system/work/staffSummary', { token: tokens.admin });
    expect(body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          staffId,
          total: 2,
          planned: 1,
          closed: 1,
          lastTime: '2026-12-02 09:00:00',
        }),
        expect.objectContaining({ staffId: adminId, total: 1, planned: 1, closed: 0 }),
      ]),
    );
    const november = await call(t.app, 'GET', '/system/work/staffSummary', {
      token: tokens.admin,
      query: { 'params[beginTime]': '2026-11-01', 'params[endTime]': '2026-11-30' },
    });
    expect(
      (november.body.data as { staffId: number; total: number }[]).find((row) => row.staffId === staffId)
        ?.total,
    ).toBe(1);
  });

  it('refuses an end before the start, an impossible date and unknown links, on their fields', async () => {
    const base = { workType: '2', startTime: '2026-11-20 14:30', staffId };
    expect((await add({ ...base, endTime: '2026-11-20 14:00' })).body.fieldErrors).toEqual([
      { field: 'endTime', message: 'The end must not be before the start' },
    ]);
    expect((await add({ ...base, startTime: '2026-02-30 10:00' })).body.fieldErrors).toEqual([
      { field: 'startTime', message: 'Enter a date and time such as 2026-11-26 14:30' },
    ]);
    expect((await add({ ...base, staffId: 999999, customerId: 999999 })).body.fieldErrors).toEqual([
      { field: 'staffId', message: 'Choose an active user' },
      { field: 'customerId', message: 'The customer does not exist' },
    ]);
    expect((await add({ ...base, workType: '7' })).body.code).not.toBe(200);
  });

  it('edits a record’s result and exports, with the permissions', async () => {
    const [row] = (await list({ keyword: 'garden' })).rows;
    if (!row) throw new Error('no record');
    const edit = await call(t.app, 'PUT', '/system/work', {
      token: tokens.admin,
      body: { workId: row.workId, workType: '2', startTime: row.startTime, staffId, result: '1' },
    });
    expect(edit.body.code).toBe(200);
    const one = (await call(t.app, 'GET', `/system/work/${row.workId}`, { token: tokens.admin })).body
      .data as Work;
    expect(one).toMatchObject({ result: '1', startTime: row.startTime });
    const exported = await postExport(t.app, '/system/work/export', { token: tokens.admin });
    expect(exported.headers['content-type']).toContain('spreadsheetml');
    for (const attempt of [
      call(t.app, 'GET', '/system/work/list', { token: outsider }),
      call(t.app, 'GET', '/system/work/staffSummary', { token: outsider }),
      call(t.app, 'GET', '/system/work/linkOptions', { token: outsider, query: { kind: 'customer' } }),
      add({ workType: '1', startTime: '2026-11-20 14:30', staffId }, outsider),
    ])
      expect((await attempt).body.code).toBe(403);
  });
});
