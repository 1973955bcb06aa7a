import { QueryStats } from '../../../db/query-stats';
import { call, loginAs } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';

/*
 * The data-source monitor (issue 10, RuoYi's monitor/druid): the pool and the timings of
 * this process's SQL statements, most frequent and slowest, without values; reset.
 */
const { t, tokens } = useTestApp({ logins: ['admin'] });

interface Druid {
  kind: string;
  pool: { max: number; total: number; idle: number; waiting: number } | null;
  summary: { count: number; statements: number; errors: number; avgMs: number };
  statements: { sql: string; count: number; maxMs: number; avgMs: number }[];
}
const druid = async (query: Record<string, string> = {}) =>
  (await call(t.app, 'GET', '/monitor/druid', { token: tokens.admin, query })).body.data as Druid;

describe('data-source monitor', () => {
  it('times every statement of the process, without the values it was run with', async () => {
    await loginAs(t.app, 'staff', 'staff123');
    const data = await druid({ orderBy: 'count' });
    expect(data.summary.count).toBeGreaterThan(10);
    expect(data.summary.statements).toBeGreaterThan(3);
    const counts = data.statements.map((entry) => entry.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const userLookup = data.statements.find((entry) => /from "sys_user"/.test(entry.sql));
    expect(userLookup?.sql).toContain('$1');
    expect(JSON.stringify(data.statements)).not.toContain('staff123');
    expect(JSON.stringify(data.statements)).not.toContain("'staff'");
    if (data.kind === 'postgres') expect(data.pool).toMatchObject({ max: 10 });
    else expect(data.pool).toBeNull();

    const slowest = await druid({ orderBy: 'maxMs', limit: '3' });
    expect(slowest.statements).toHaveLength(3);
    expect(slowest.statements[0]?.maxMs).toBeGreaterThanOrEqual(slowest.statements[2]?.maxMs ?? 0);
  });

  it('starts again on reset, and needs its permission', async () => {
    expect((await call(t.app, 'DELETE', '/monitor/druid/reset', { token: tokens.admin })).body.code).toBe(
      200,
    );
    // Only what ran since: the reset's own operation-log write and this read's session check.
    expect((await druid()).summary.count).toBeLessThan(10);
    const staff = await loginAs(t.app, 'staff', 'staff123');
    expect((await call(t.app, 'GET', '/monitor/druid', { token: staff })).body.code).toBe(403);
    expect(
      (await call(t.app, 'GET', '/monitor/druid', { token: tokens.admin, query: { orderBy: 'sql' } })).body
        .code,
    ).not.toBe(200);
  });
});

describe('the page RuoYi-Vue3 frames', () => {
  it('shows the figures to a session from the Admin-Token cookie, framable by our own pages only', async () => {
    t.app.queryStats.record('select "<script>alert(1)</script>" from "x"', 900, false);
    const page = await t.app.inject({
      method: 'GET',
      url: '/web-api/druid/login.html',
      headers: { cookie: `sidebarStatus=1; Admin-Token=${tokens.admin}`, 'accept-language': 'en' },
    });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['content-security-policy']).not.toContain('script-src');
    expect(page.body).toContain('Slowest statements of this server process');
    expect(page.body).toContain('&#60;script&#62;');
    expect(page.body).not.toContain('<script>');
  });

  it('takes the cookie on that page only, and never for a write', async () => {
    const cookie = { cookie: `Admin-Token=${tokens.admin}` };
    const json = await t.app.inject({ method: 'GET', url: '/web-api/monitor/druid', headers: cookie });
    expect(json.json().code).toBe(401);
    const reset = await t.app.inject({
      method: 'DELETE',
      url: '/web-api/monitor/druid/reset',
      headers: cookie,
    });
    expect(reset.json().code).toBe(401);
    const anonymous = await t.app.inject({ method: 'GET', url: '/web-api/druid/login.html' });
    expect(anonymous.json().code).toBe(401);
    const staff = await loginAs(t.app, 'staff', 'staff123');
    const refused = await t.app.inject({
      method: 'GET',
      url: '/web-api/druid/login.html',
      headers: { cookie: `Admin-Token=${staff}` },
    });
    expect(refused.json().code).toBe(403);
  });
});

describe('QueryStats', () => {
  it('counts errors and slow statements and keeps the most run ones when full', async () => {
    const stats = new QueryStats();
    await expect(stats.time('select 1', async () => Promise.reject(new Error('boom')))).rejects.toThrow(
      'boom',
    );
    stats.record('select 2', 700, false);
    expect(stats.summary()).toMatchObject({ count: 2, errors: 1, slow: 1, statements: 2 });
    for (let i = 0; i < 600; i += 1) stats.record(`select ${i + 10}`, 1, false);
    expect(stats.summary().statements).toBe(500);
  });
});
