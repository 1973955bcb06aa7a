import { eq } from 'drizzle-orm';
import { houseLease } from '../../../db/schema/house-lease';
import { houseLeaseExpires } from '../../../db/schema/house-lease-expires';
import { houseRoom } from '../../../db/schema/house-room';
import { houseRoomStatusLog } from '../../../db/schema/house-room-status-log';
import { call } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';
import { HOUSE_STATUSES, type HouseAction, TRANSITIONS } from '../house-room-states';
import { insertHouse } from './house-room-fixtures';

const { t, tokens } = useTestApp({ logins: ['admin'] });

const lease = {
  tenantName: 'Mr. Vong',
  tenantPhone: '+856 20 5555 1234',
  startDate: '2026-01-01',
  endDate: '2026-12-31',
};

/** The route of each action of the table (complete is the edit route, tested with the form). */
const ROUTE: Record<Exclude<HouseAction, 'complete'>, { path: string; body?: Record<string, unknown> }> = {
  audit: { path: 'handleAudit' },
  close: { path: 'handleClose' },
  open: { path: 'handleOpen' },
  rent: { path: 'handlePush', body: lease },
  sold: { path: 'handleSold' },
  endLease: { path: 'handleEndLease' },
};

const statusOf = async (id: number) =>
  (await t.db.select({ status: houseRoom.status }).from(houseRoom).where(eq(houseRoom.id, id)))[0]?.status;

const cases = (Object.keys(ROUTE) as (keyof typeof ROUTE)[]).flatMap((action) =>
  HOUSE_STATUSES.map((from) => [action, from, TRANSITIONS[action].from.includes(from)] as const),
);

describe('houses: the transition table, every action from every status', () => {
  it.each(cases)('%s from %s (allowed: %s)', async (action, from, allowed) => {
    const id = await insertHouse(t, from);
    const { path, body } = ROUTE[action];
    const answer = (
      await call(t.app, 'PUT', `/system/houseRoom/${path}/${id}`, { token: tokens.admin, lang: 'en', body })
    ).body;
    const log = await t.db.select().from(houseRoomStatusLog).where(eq(houseRoomStatusLog.roomId, id));
    if (allowed) {
      expect(answer.code).toBe(200);
      const expected = TRANSITIONS[action].to({ rent: 800 });
      expect(await statusOf(id)).toBe(expected);
      expect(log).toEqual([
        expect.objectContaining({ fromStatus: from, toStatus: expected, action, operator: 'admin' }),
      ]);
    } else {
      expect(answer.code).toBe(500);
      const refusedOpen = action === 'open' && (from === 'pendingReview' || from === 'toBeCompleted');
      expect(answer.msg).toMatch(refusedOpen ? /^Please audit first$/ : /^Cannot .+ a house that is .+$/);
      expect(await statusOf(id)).toBe(from);
      expect(log).toEqual([]);
    }
  });
});

describe('houses: transition details', () => {
  it('reviews a sale-only house to notSold, and all of several ids or none', async () => {
    const sale = await insertHouse(t, 'pendingReview', { rent: null, salePrice: 90_000 });
    const rent = await insertHouse(t, 'pendingReview');
    const listed = await insertHouse(t, 'pendingRent');
    const refused = await call(t.app, 'PUT', `/system/houseRoom/handleAudit/${sale},${rent},${listed}`, {
      token: tokens.admin,
      lang: 'zh',
    });
    expect(refused.body).toEqual({ code: 500, msg: '无法审核：房源当前为“待租”' });
    expect(await statusOf(sale)).toBe('pendingReview');
    const ok = await call(t.app, 'PUT', `/system/houseRoom/handleAudit/${sale},${rent}`, {
      token: tokens.admin,
    });
    expect(ok.body.code).toBe(200);
    expect(await statusOf(sale)).toBe('notSold');
    expect(await statusOf(rent)).toBe('pendingRent');
    const missing = await call(t.app, 'PUT', '/system/houseRoom/handleAudit/999999', {
      token: tokens.admin,
      lang: 'en',
    });
    expect(missing.body).toEqual({ code: 500, msg: 'The house does not exist' });
  });

  it('takes off with "Successfully taken off" and puts on to the listed status it had', async () => {
    const id = await insertHouse(t, 'notSold', { salePrice: 50_000 });
    const close = await call(t.app, 'PUT', `/system/houseRoom/handleClose/${id}`, {
      token: tokens.admin,
      lang: 'en',
    });
    expect(close.body).toEqual({ code: 200, msg: 'Successfully taken off' });
    const lo = await call(t.app, 'PUT', `/system/houseRoom/handleClose/${id}`, {
      token: tokens.admin,
      lang: 'lo',
    });
    expect(lo.body.code).toBe(500);
    // It has a rent too, but it was notSold when taken off.
    expect(
      (await call(t.app, 'PUT', `/system/houseRoom/handleOpen/${id}`, { token: tokens.admin })).body.code,
    ).toBe(200);
    expect(await statusOf(id)).toBe('notSold');
  });

  it('rents out with a lease and its reminder, shows both on the detail, then ends the lease', async () => {
    const id = await insertHouse(t, 'pendingRent', { deposit: 400 });
    const bad = await call(t.app, 'PUT', `/system/houseRoom/handlePush/${id}`, {
      token: tokens.admin,
      lang: 'en',
      body: { ...lease, endDate: '2025-12-31' },
    });
    expect(bad.body).toEqual({
      code: 500,
      msg: 'Invalid request: The end date must be after the start date',
      fieldErrors: [{ field: 'endDate', message: 'The end date must be after the start date' }],
    });
    const noTenant = await call(t.app, 'PUT', `/system/houseRoom/handlePush/${id}`, {
      token: tokens.admin,
      lang: 'en',
      body: { startDate: '2026-01-01', endDate: '2026-02-01' },
    });
    expect(noTenant.body.fieldErrors).toEqual([{ field: 'tenantName', message: 'Tenant name is required' }]);
    const ok = await call(t.app, 'PUT', `/system/houseRoom/handlePush/${id}`, {
      token: tokens.admin,
      body: lease,
    });
    expect(ok.body.code).toBe(200);
    const [row] = await t.db.select().from(houseLease).where(eq(houseLease.roomId, id));
    expect(row).toMatchObject({
      tenantName: 'Mr. Vong',
      rent: 800,
      currency: 'USD',
      deposit: 400,
      status: 'active',
    });
    const [reminder] = await t.db.select().from(houseLeaseExpires).where(eq(houseLeaseExpires.roomId, id));
    expect(reminder).toMatchObject({ endDate: '2026-12-31', reminderLead: 1, reminderUnit: 'month' });
    const detail = (await call(t.app, 'GET', `/system/houseRoom/${id}`, { token: tokens.admin })).body
      .data as {
      lease: Record<string, unknown>;
      history: unknown[];
    };
    expect(detail.lease).toMatchObject({
      tenantName: 'Mr. Vong',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
    });
    expect(detail.history).toHaveLength(1);
    expect(
      (await call(t.app, 'PUT', `/system/houseRoom/handleEndLease/${id}`, { token: tokens.admin })).body.code,
    ).toBe(200);
    expect(await statusOf(id)).toBe('pendingRent');
    const [ended] = await t.db.select().from(houseLease).where(eq(houseLease.roomId, id));
    expect(ended?.status).toBe('ended');
  });
});

describe('houses: agent assignment', () => {
  it('lists active users and assigns one as the agent of several houses', async () => {
    const users = (await call(t.app, 'GET', '/system/houseRoom/userList', { token: tokens.admin })).body
      .data as {
      userId: number;
      userName: string;
      nickName: string;
    }[];
    const staff = users.find((user) => user.userName === 'staff');
    expect(staff).toBeDefined();
    const a = await insertHouse(t, 'pendingRent');
    const b = await insertHouse(t, 'notSold');
    const answer = await call(t.app, 'PUT', `/system/houseRoom/authUser/${a},${b}`, {
      token: tokens.admin,
      query: { userId: String(staff?.userId) },
    });
    expect(answer.body.code).toBe(200);
    const rows = await t.db
      .select()
      .from(houseRoom)
      .where(eq(houseRoom.agentUserId, staff?.userId ?? 0));
    expect(rows.map((row) => row.agent)).toEqual([staff?.nickName, staff?.nickName]);
    const missing = await call(t.app, 'PUT', `/system/houseRoom/authUser/${a}`, {
      token: tokens.admin,
      lang: 'en',
      query: { userId: '999999' },
    });
    expect(missing.body.msg).toBe('The user does not exist or is disabled');
    const noUser = await call(t.app, 'PUT', `/system/houseRoom/authUser/${a}`, {
      token: tokens.admin,
      lang: 'en',
    });
    expect(noUser.body.code).toBe(500);
  });
});
