import { Type } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { loadConfig } from '../../config';
import { sysSession } from '../../db/schema/sys-session';
import { sysUser } from '../../db/schema/sys-user';
import { call, createTestApp, loginAs, type TestApp } from '../../testing/test-app';
import { useTestApp } from '../../testing/use-test-app';
import { authPlugin } from '../auth';
import { languagePlugin } from '../language';

const { t } = useTestApp({ app: { env: { AUTH_CACHE_MS: '0' } } });

describe('authentication', () => {
  it('answers code 401 (HTTP 200) without a token or with an unknown one', async () => {
    const none = await call(t.app, 'GET', '/getInfo', { lang: 'en' });
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ code: 401, msg: 'Authentication failed, cannot access system resources' });
    const unknown = await call(t.app, 'GET', '/system/dict/type/list', { token: 'not-a-token', lang: 'zh' });
    expect(unknown.body).toEqual({ code: 401, msg: '认证失败，无法访问系统资源' });
  });

  it('answers 401 for an expired session and deletes nothing else', async () => {
    const token = await loginAs(t.app, 'staff', 'staff123');
    expect((await call(t.app, 'GET', '/getInfo', { token })).body.code).toBe(200);
    await t.db
      .update(sysSession)
      .set({ expireTime: new Date(Date.now() - 1000) })
      .where(eq(sysSession.userName, 'staff'));
    expect((await call(t.app, 'GET', '/getInfo', { token })).body.code).toBe(401);
  });

  it('slides the expiry forward on every request', async () => {
    const token = await loginAs(t.app, 'staff', 'staff123');
    const soon = new Date(Date.now() + 60_000);
    await t.db.update(sysSession).set({ expireTime: soon }).where(eq(sysSession.userName, 'staff'));
    expect((await call(t.app, 'GET', '/getInfo', { token })).body.code).toBe(200);
    const rows = await t.db.select().from(sysSession).where(eq(sysSession.userName, 'staff'));
    const live = rows.find((row) => row.expireTime > soon);
    expect(live).toBeDefined();
    const minutes = ((live?.expireTime.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
  });

  it('does not write the session again while it is within 30 s of a full timeout', async () => {
    const token = await loginAs(t.app, 'staff', 'staff123');
    const marker = new Date(Date.now() - 5_000);
    await t.db.update(sysSession).set({ lastAccessTime: marker }).where(eq(sysSession.userName, 'staff'));
    expect((await call(t.app, 'GET', '/getInfo', { token })).body.code).toBe(200);
    const rows = await t.db.select().from(sysSession).where(eq(sysSession.userName, 'staff'));
    // Just logged in: the expiry is already a full timeout ahead, so nothing was written.
    expect(rows.some((row) => row.lastAccessTime.getTime() === marker.getTime())).toBe(true);
  });

  it('stops a session at once when its user is disabled', async () => {
    const token = await loginAs(t.app, 'staff', 'staff123');
    await t.db.update(sysUser).set({ status: '1' }).where(eq(sysUser.userName, 'staff'));
    expect((await call(t.app, 'GET', '/getInfo', { token })).body.code).toBe(401);
    await t.db.update(sysUser).set({ status: '0' }).where(eq(sysUser.userName, 'staff'));
  });
});

describe('the per-process session and user cache', () => {
  let cached: TestApp;
  beforeAll(async () => {
    cached = await createTestApp();
  });
  afterAll(async () => {
    await cached.close();
  });

  it('sees a change made through the API at the very next request', async () => {
    const admin = await loginAs(cached.app, 'admin', 'admin123');
    const [staff] = await cached.db.select().from(sysUser).where(eq(sysUser.userName, 'staff'));
    const token = await loginAs(cached.app, 'staff', 'staff123');
    // Read twice: the second answer comes from the cache.
    expect((await call(cached.app, 'GET', '/getInfo', { token })).body.code).toBe(200);
    expect((await call(cached.app, 'GET', '/getInfo', { token })).body.code).toBe(200);
    const disable = await call(cached.app, 'PUT', '/system/user/changeStatus', {
      token: admin,
      body: { userId: staff?.userId, status: '1' },
    });
    expect(disable.body.code).toBe(200);
    expect((await call(cached.app, 'GET', '/getInfo', { token })).body.code).toBe(401);
    await call(cached.app, 'PUT', '/system/user/changeStatus', {
      token: admin,
      body: { userId: staff?.userId, status: '0' },
    });
  });

  it('ends a session at once on logout and on a forced logout', async () => {
    const token = await loginAs(cached.app, 'staff', 'staff123');
    expect((await call(cached.app, 'GET', '/getInfo', { token })).body.code).toBe(200);
    expect((await call(cached.app, 'POST', '/logout', { token })).body.code).toBe(200);
    expect((await call(cached.app, 'GET', '/getInfo', { token })).body.code).toBe(401);

    const admin = await loginAs(cached.app, 'admin', 'admin123');
    const again = await loginAs(cached.app, 'staff', 'staff123');
    expect((await call(cached.app, 'GET', '/getInfo', { token: again })).body.code).toBe(200);
    const online = await call(cached.app, 'GET', '/monitor/online/list?userName=staff', { token: admin });
    const sessions = online.body.rows as { tokenId: string }[];
    expect(sessions.length).toBeGreaterThan(0);
    for (const session of sessions) {
      await call(cached.app, 'DELETE', `/monitor/online/${session.tokenId}`, { token: admin });
    }
    expect((await call(cached.app, 'GET', '/getInfo', { token: again })).body.code).toBe(401);
  });
});

describe('permissions', () => {
  it('answers 403 to staff on a system route and lets the admin through', async () => {
    const staff = await loginAs(t.app, 'staff', 'staff123');
    const refused = await call(t.app, 'GET', '/system/config/list', { token: staff, lang: 'en' });
    expect(refused.body).toEqual({ code: 403, msg: 'No permission for the current operation' });
    const write = await call(t.app, 'POST', '/system/config', {
      token: staff,
      lang: 'lo',
      body: { configName: 'x', configKey: 'x.y', configValue: '1' },
    });
    expect(write.body).toEqual({ code: 403, msg: 'ທ່ານບໍ່ມີສິດດຳເນີນການນີ້' });
    // @login routes are open to staff.
    expect((await call(t.app, 'GET', '/system/dict/data/type/house_type', { token: staff })).body.code).toBe(
      200,
    );
    const admin = await loginAs(t.app, 'admin', 'admin123');
    expect((await call(t.app, 'GET', '/system/config/list', { token: admin })).body.code).toBe(200);
  });

  it('answers unknown API paths with code 404 in the envelope', async () => {
    const { status, body } = await call(t.app, 'GET', '/no/such/thing', { lang: 'en' });
    expect(status).toBe(200);
    expect(body).toEqual({ code: 404, msg: 'Resource does not exist' });
  });

  it('refuses to start when an API route declares no permission', async () => {
    const app = Fastify({ logger: false });
    app.decorate('config', loadConfig({}));
    const start = async () => {
      await app.register(languagePlugin);
      await app.register(authPlugin);
      await app.register(
        async (api) => {
          api.get('/forgotten', { schema: { response: { 200: Type.Object({}) } } }, async () => ({}));
        },
        { prefix: '/web-api' },
      );
      await app.ready();
    };
    await expect(start()).rejects.toThrow(/GET \/web-api\/forgotten declares no config.permission/);
    await app.close();
  });

  it('serves the OpenAPI document without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/web-api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/web-api/login', '/web-api/getRouters']));
  });
});
