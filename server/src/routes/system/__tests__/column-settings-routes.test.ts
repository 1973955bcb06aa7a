import { eq } from 'drizzle-orm';
import { sysUser } from '../../../db/schema/sys-user';
import { sysUserSetting } from '../../../db/schema/sys-user-setting';
import { call } from '../../../testing/test-app';
import { loginAsNewUser } from '../../../testing/test-users';
import { useTestApp } from '../../../testing/use-test-app';

const { t, tokens } = useTestApp({ logins: ['admin', 'staff'] });

const url = (pageKey: string) => `/system/user/columnSettings/${pageKey}`;
const columns = [
  { key: 'plateNumber', visible: true },
  { key: 'brand', visible: false },
  { key: 'createTime', visible: true },
];

describe('column settings', () => {
  it('needs a session', async () => {
    expect((await call(t.app, 'GET', url('house.room'))).body.code).toBe(401);
    expect((await call(t.app, 'PUT', url('house.room'), { body: { columns } })).body.code).toBe(401);
  });

  it('round-trips, keeps the order, upserts and resets, for the calling user only', async () => {
    expect((await call(t.app, 'GET', url('vehicle.car'), { token: tokens.admin })).body).toEqual({
      code: 200,
      msg: expect.any(String),
      data: null,
    });
    expect(
      (await call(t.app, 'PUT', url('vehicle.car'), { token: tokens.admin, body: { columns } })).body.code,
    ).toBe(200);
    const saved = await call(t.app, 'GET', url('vehicle.car'), { token: tokens.admin });
    expect(saved.body.data).toEqual({ columns });
    // Another user sees nothing of it.
    expect((await call(t.app, 'GET', url('vehicle.car'), { token: tokens.staff })).body.data).toBeNull();

    const reordered = [...columns].reverse();
    expect(
      (await call(t.app, 'PUT', url('vehicle.car'), { token: tokens.admin, body: { columns: reordered } }))
        .body.code,
    ).toBe(200);
    expect((await call(t.app, 'GET', url('vehicle.car'), { token: tokens.admin })).body.data).toEqual({
      columns: reordered,
    });
    expect((await call(t.app, 'GET', url('house.room'), { token: tokens.admin })).body.data).toBeNull();

    expect((await call(t.app, 'DELETE', url('vehicle.car'), { token: tokens.admin })).body.code).toBe(200);
    expect((await call(t.app, 'GET', url('vehicle.car'), { token: tokens.admin })).body.data).toBeNull();
  });

  it('validates the page key, the column keys and the list', async () => {
    const put = async (pageKey: string, body: unknown) =>
      (await call(t.app, 'PUT', url(pageKey), { token: tokens.admin, lang: 'en', body })).body;
    expect((await put('1abc', { columns })).code).toBe(500);
    // Over 100 characters Fastify's router (maxParamLength 100) finds no route at all.
    expect([404, 500]).toContain((await put(`a${'b'.repeat(100)}`, { columns })).code);
    expect((await call(t.app, 'GET', url('bad%20key'), { token: tokens.admin })).body.code).toBe(500);
    expect((await put('ok', { columns: [] })).code).toBe(500);
    expect((await put('ok', { columns: [{ key: 'a b', visible: true }] })).code).toBe(500);
    expect((await put('ok', { columns: [{ key: 'a', visible: 'maybe' }] })).code).toBe(500);
    const many = Array.from({ length: 101 }, (_, index) => ({ key: `c${index}`, visible: true }));
    expect((await put('ok', { columns: many })).code).toBe(500);
    const twice = await put('ok', {
      columns: [
        { key: 'a', visible: true },
        { key: 'a', visible: false },
      ],
    });
    expect(twice).toEqual({ code: 500, msg: 'The column "a" is listed twice' });
    const missing = await put('ok', {});
    expect(missing.code).toBe(500);
    expect(missing.fieldErrors).toEqual([{ field: 'columns', message: 'columns is required' }]);
    expect((await call(t.app, 'GET', url('ok'), { token: tokens.admin })).body.data).toBeNull();
  });

  it('goes with the user', async () => {
    const token = await loginAsNewUser(t, 'leaver', 'common');
    expect((await call(t.app, 'PUT', url('house.room'), { token, body: { columns } })).body.code).toBe(200);
    const [user] = await t.db.select().from(sysUser).where(eq(sysUser.userName, 'leaver'));
    expect(
      (await t.db.select().from(sysUserSetting).where(eq(sysUserSetting.userId, user!.userId))).length,
    ).toBe(1);
    await t.db.delete(sysUser).where(eq(sysUser.userId, user!.userId));
    expect(
      (await t.db.select().from(sysUserSetting).where(eq(sysUserSetting.userId, user!.userId))).length,
    ).toBe(0);
  });
});
