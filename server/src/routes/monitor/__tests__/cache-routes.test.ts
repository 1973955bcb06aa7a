import { eq } from 'drizzle-orm';
import { sysCaptcha, sysLoginFailure } from '../../../db/schema/auth-state';
import { sysSession } from '../../../db/schema/sys-session';
import { counterKeys } from '../../../services/rate-limit';
import { call, loginAs } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';

/*
 * The cache monitor (issue 10, RuoYi's monitor/cache): the server's short-lived stores
 * with their counts, keys and values (no secrets), and clearing one key, one store or all.
 */
const { t, tokens } = useTestApp({ logins: ['admin', 'staff'] });

const get = async (url: string) => (await call(t.app, 'GET', url, { token: tokens.admin, lang: 'en' })).body;
const del = async (url: string, token = tokens.admin) =>
  (await call(t.app, 'DELETE', url, { token, lang: 'en' })).body;

describe('cache monitor', () => {
  it('sums up the stores, with the figures RuoYi-Vue3 reads', async () => {
    const answer = await get('/monitor/cache');
    expect(answer.code).toBe(200);
    const data = answer.data as {
      caches: { cacheName: string; count: number; remark: string }[];
      dbSize: number;
      info: Record<string, string>;
      commandStats: { name: string; value: string }[];
    };
    const sessions = data.caches.find((cache) => cache.cacheName === 'login_tokens:');
    expect(sessions).toEqual({ cacheName: 'login_tokens:', count: 2, remark: 'Signed-in sessions' });
    expect(data.dbSize).toBeGreaterThanOrEqual(2);
    expect(data.info).toMatchObject({ redis_mode: 'standalone', redis_version: process.version });
    expect(data.commandStats).toContainEqual({ name: 'login_tokens:', value: '2' });
  });

  it('lists names, keys and a value without secrets', async () => {
    const names = await get('/monitor/cache/getNames');
    expect((names.data as { cacheName: string }[]).map((entry) => entry.cacheName)).toEqual([
      'login_tokens:',
      'captcha_codes:',
      'pwd_err_cnt:',
      'rate_limit:',
      'repeat_submit:',
      'email_codes:',
      'auth_cache:',
    ]);
    await t.db
      .insert(sysCaptcha)
      .values({ uuid: 'abc123', answer: 'qz7k', expireTime: new Date(Date.now() + 60_000) });
    const keys = await get('/monitor/cache/getKeys/captcha_codes:');
    expect(keys.data).toEqual(['captcha_codes:abc123']);
    const value = await get('/monitor/cache/getValue/captcha_codes:/captcha_codes:abc123');
    expect(value.data).toMatchObject({ cacheName: 'captcha_codes:', cacheKey: 'captcha_codes:abc123' });
    expect((value.data as { cacheValue: string }).cacheValue).toContain('expireTime');
    expect((value.data as { cacheValue: string }).cacheValue).not.toContain('qz7k');

    const [session] = await t.db.select().from(sysSession).where(eq(sysSession.userName, 'staff'));
    const sessionValue = await get(
      `/monitor/cache/getValue/login_tokens:/login_tokens:${session?.sessionId}`,
    );
    const text = (sessionValue.data as { cacheValue: string }).cacheValue;
    expect(JSON.parse(text)).toMatchObject({ userName: 'staff' });
    expect(text).not.toContain(session?.tokenHash ?? 'none');

    // A key of another store, an unknown store, a key gone.
    expect((await get('/monitor/cache/getValue/pwd_err_cnt:/captcha_codes:abc123')).code).toBe(500);
    expect((await get('/monitor/cache/getKeys/redis_secrets:')).msg).toBe('There is no such cache');
    expect((await get('/monitor/cache/getValue/captcha_codes:/captcha_codes:gone')).msg).toContain(
      'no longer',
    );
  });

  it('keeps account locks apart from the address counters that share their table', async () => {
    await t.db.insert(sysLoginFailure).values([
      { userName: 'noy', failCount: 5, lockUntil: new Date(Date.now() + 600_000) },
      { userName: counterKeys.loginIp('10.0.0.9'), failCount: 3 },
    ]);
    expect((await get('/monitor/cache/getKeys/pwd_err_cnt:')).data).toEqual(['pwd_err_cnt:noy']);
    expect((await get('/monitor/cache/getKeys/rate_limit:')).data).toEqual(['rate_limit: login-ip:10.0.0.9']);
    // Clearing the account's key unlocks it and leaves the counter.
    expect((await del('/monitor/cache/clearCacheKey/pwd_err_cnt:noy')).code).toBe(200);
    expect(await t.db.$count(sysLoginFailure)).toBe(1);
    // The counter's own key, as the screen sends it back, clears the counter.
    expect(
      (await del(`/monitor/cache/clearCacheKey/${encodeURIComponent('rate_limit: login-ip:10.0.0.9')}`)).code,
    ).toBe(200);
    expect(await t.db.$count(sysLoginFailure)).toBe(0);
  });

  it('clears one store and all stores, keeping the caller signed in', async () => {
    expect((await del('/monitor/cache/clearCacheName/captcha_codes:')).code).toBe(200);
    expect(await t.db.$count(sysCaptcha)).toBe(0);

    const cleared = await del('/monitor/cache/clearCacheAll');
    expect(cleared).toEqual({ code: 200, msg: 'Cleared' });
    expect(await t.db.$count(sysLoginFailure)).toBe(0);
    // The staff user is signed out; the admin who cleared is not.
    expect((await call(t.app, 'GET', '/getInfo', { token: tokens.staff })).body.code).toBe(401);
    expect((await call(t.app, 'GET', '/getInfo', { token: tokens.admin })).body.code).toBe(200);
  });

  it('needs the cache permission', async () => {
    const other = await loginAs(t.app, 'staff', 'staff123');
    for (const url of ['/monitor/cache', '/monitor/cache/getNames', '/monitor/cache/getKeys/login_tokens:'])
      expect((await call(t.app, 'GET', url, { token: other })).body.code).toBe(403);
    expect((await del('/monitor/cache/clearCacheAll', other)).code).toBe(403);
  });
});
