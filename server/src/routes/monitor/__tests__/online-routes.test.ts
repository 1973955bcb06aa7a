import { findSession } from '../../../services/sessions';
import { call, loginAs } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';

const { t, tokens } = useTestApp({ logins: ['admin'] });

interface OnlineRow {
  tokenId: string;
  userName: string;
  deptName: string;
  ipaddr: string;
  loginTime: string;
}

async function online(query: Record<string, string> = {}, token = tokens.admin) {
  return (await call(t.app, 'GET', '/monitor/online/list', { token, query })).body;
}

describe('online users', () => {
  it('lists the active sessions without their tokens', async () => {
    const staff = await loginAs(t.app, 'staff', 'staff123');
    const { code, rows, total } = await online();
    expect(code).toBe(200);
    const list = rows as OnlineRow[];
    expect(total).toBe(list.length);
    expect(list.map((row) => row.userName).sort()).toEqual(['admin', 'staff']);
    const staffRow = list.find((row) => row.userName === 'staff');
    expect(staffRow?.deptName).not.toBe('');
    expect(staffRow?.loginTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(staffRow?.ipaddr).toBe('127.0.0.1');
    expect(JSON.stringify(rows)).not.toContain(staff);
  });

  it('filters by user name and IP address, and pages', async () => {
    expect(((await online({ userName: 'staf' })).rows as OnlineRow[]).map((row) => row.userName)).toEqual([
      'staff',
    ]);
    expect((await online({ ipaddr: '127.0.0' })).total).toBeGreaterThanOrEqual(2);
    expect((await online({ ipaddr: '10.9.9.9' })).total).toBe(0);
    const page = await online({ pageNum: '1', pageSize: '1' });
    expect((page.rows as unknown[]).length).toBe(1);
    expect(page.total).toBeGreaterThanOrEqual(2);
  });

  it('needs monitor:online:list and monitor:online:forceLogout', async () => {
    const staff = await loginAs(t.app, 'staff', 'staff123');
    expect((await online({}, staff)).code).toBe(403);
    expect((await call(t.app, 'DELETE', '/monitor/online/abc', { token: staff })).body.code).toBe(403);
    expect((await call(t.app, 'GET', '/monitor/online/list')).body.code).toBe(401);
  });

  it('forces a session out: its token then answers 401, other sessions keep working', async () => {
    const victim = await loginAs(t.app, 'staff', 'staff123');
    const other = await loginAs(t.app, 'staff', 'staff123');
    expect((await call(t.app, 'GET', '/getInfo', { token: victim })).body.code).toBe(200);
    const victimId = (await findSession(t.db, victim))?.sessionId ?? '';
    expect(((await online({ userName: 'staff' })).rows as OnlineRow[]).map((row) => row.tokenId)).toContain(
      victimId,
    );

    const answer = await call(t.app, 'DELETE', `/monitor/online/${victimId}`, { token: tokens.admin });
    expect(answer.body.code).toBe(200);
    expect((await call(t.app, 'GET', '/getInfo', { token: victim })).body.code).toBe(401);
    expect((await call(t.app, 'GET', '/getInfo', { token: other })).body.code).toBe(200);
    const after = (await online({ userName: 'staff' })).rows as OnlineRow[];
    expect(after.some((row) => row.tokenId === victimId)).toBe(false);

    // an id that is already gone is not an error; a malformed one is refused
    expect(
      (await call(t.app, 'DELETE', `/monitor/online/${victimId}`, { token: tokens.admin })).body.code,
    ).toBe(200);
    expect((await call(t.app, 'DELETE', '/monitor/online/bad id!', { token: tokens.admin })).body.code).toBe(
      500,
    );
  });
});
