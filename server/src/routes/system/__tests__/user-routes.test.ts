import { desc, eq } from 'drizzle-orm';
import { sysRoleDept, sysUserPost, sysUserRole } from '../../../db/schema/sys-links';
import { sysOperLog } from '../../../db/schema/sys-logs';
import { sysPost } from '../../../db/schema/sys-post';
import { sysRole } from '../../../db/schema/sys-role';
import { sysUser } from '../../../db/schema/sys-user';
import { verifyPassword } from '../../../services/passwords';
import { firstSheet, postExport } from '../../../testing/export-request';
import { call, loginAs } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';
import { multipart, xlsx } from '../../house/__tests__/house-room-fixtures';
import { deptId, insertRole, insertUser, userIdOf } from './system-fixtures';

const { t, tokens } = useTestApp({ logins: ['admin', 'staff'] });
let adminId: number;
let vientiane: number;
let propertySales: number;
let finance: number;
let agentPost: number;
let commonRole: number;

const en = { lang: 'en' };
const strong = 'Secret#2026';

beforeAll(async () => {
  adminId = await userIdOf(t, 'admin');
  vientiane = await deptId(t, 'Vientiane Branch');
  propertySales = await deptId(t, 'Property Sales', 'Vientiane Branch');
  finance = await deptId(t, 'Finance');
  const [post] = await t.db.select().from(sysPost).where(eq(sysPost.postCode, 'agent'));
  agentPost = post?.postId ?? 0;
  const [role] = await t.db.select().from(sysRole).where(eq(sysRole.roleKey, 'common'));
  commonRole = role?.roleId ?? 0;
});

type Row = Record<string, unknown>;

async function list(query: Record<string, string> = {}, token = tokens.admin) {
  return (await call(t.app, 'GET', '/system/user/list', { token, ...en, query })).body;
}
const names = (body: { rows?: unknown[] }) => (body.rows as Row[]).map((row) => row.userName).sort();

async function add(body: Row, token = tokens.admin) {
  return (await call(t.app, 'POST', '/system/user', { token, ...en, body })).body;
}

describe('permissions', () => {
  it('needs system:user permissions (staff has none) and a session', async () => {
    expect((await list({}, tokens.staff)).code).toBe(403);
    for (const [method, url] of [
      ['GET', '/system/user/1'],
      ['GET', '/system/user/'],
      ['GET', '/system/user/deptTree'],
      ['GET', '/system/user/authRole/1'],
      ['PUT', '/system/user/authRole?userId=1'],
      ['PUT', '/system/user/changeStatus'],
      ['PUT', '/system/user/resetPwd'],
      ['DELETE', '/system/user/5'],
      ['POST', '/system/user/export'],
      ['POST', '/system/user/importTemplate'],
    ] as const) {
      const { body } = await call(t.app, method, url, { token: tokens.staff, body: {} });
      expect([url, body.code]).toEqual([url, 403]);
    }
    expect((await call(t.app, 'GET', '/system/user/list')).body.code).toBe(401);
  });
});

describe('add, get, edit', () => {
  let userId: number;

  it('adds a user with department, posts and roles; the password meets the policy', async () => {
    const weak = await add({ userName: 'noy', nickName: 'Noy', password: 'abc12345', deptId: propertySales });
    expect(weak).toMatchObject({ code: 500, msg: expect.stringContaining('8 to 20 characters') });
    expect(await add({ userName: 'noy', nickName: 'Noy', deptId: propertySales })).toMatchObject({
      msg: 'The password cannot be empty',
    });
    const answer = await add({
      userName: 'noy',
      nickName: ' Noy ',
      password: strong,
      deptId: propertySales,
      phonenumber: '02077770001',
      email: 'noy@agency.la',
      sex: '1',
      postIds: [agentPost],
      roleIds: [commonRole],
      remark: null,
    });
    expect(answer).toEqual({ code: 200, msg: 'Operation successful' });
    userId = await userIdOf(t, 'noy');
    const [row] = await t.db.select().from(sysUser).where(eq(sysUser.userId, userId));
    expect(row).toMatchObject({ nickName: 'Noy', deptId: propertySales, status: '0', createBy: 'admin' });
    expect(await verifyPassword(strong, row?.password ?? '')).toBe(true);
    expect(await loginAs(t.app, 'noy', strong)).toEqual(expect.any(String));
    // RuoYi-Vue3's form may send null for what was not chosen.
    const ruoyi = await add({
      userName: 'ry_null',
      nickName: 'RY',
      password: strong,
      sex: null,
      email: null,
      deptId: null,
    });
    expect(ruoyi).toMatchObject({ code: 200 });
    const [stored] = await t.db.select().from(sysUser).where(eq(sysUser.userName, 'ry_null'));
    expect(stored).toMatchObject({ sex: '2', email: '', deptId: null });
  });

  it('refuses a taken login name, phone number or e-mail with the field named', async () => {
    const base = { nickName: 'X', password: strong, deptId: propertySales };
    expect(await add({ ...base, userName: 'noy' })).toMatchObject({
      msg: 'Invalid request: Saving user noy failed, the login name is already used',
      fieldErrors: [{ field: 'userName' }],
    });
    expect(await add({ ...base, userName: 'noy2', phonenumber: '02077770001' })).toMatchObject({
      fieldErrors: [{ field: 'phonenumber' }],
    });
    expect(await add({ ...base, userName: 'noy2', email: 'NOY@agency.la' })).toMatchObject({
      fieldErrors: [{ field: 'email' }],
    });
    expect(await add({ ...base, userName: 'noy2', deptId: 999_999 })).toMatchObject({
      fieldErrors: [{ field: 'deptId', message: 'The department does not exist or is disabled' }],
    });
    expect(await add({ ...base, userName: 'noy2', roleIds: [999_999] })).toMatchObject({
      fieldErrors: [{ field: 'roleIds' }],
    });
    const invalid = await add({ userName: 'x', nickName: '', email: 'nope' });
    expect(invalid.code).toBe(500);
    expect(invalid.fieldErrors).toEqual([expect.objectContaining({ field: 'userName' })]);
  });

  it('answers one user with role and post ids beside data, and the choices', async () => {
    const { body } = await call(t.app, 'GET', `/system/user/${userId}`, { token: tokens.admin, ...en });
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({
      userName: 'noy',
      deptName: 'Property Sales',
      dept: { deptName: 'Property Sales' },
      roleIds: [commonRole],
      postIds: [agentPost],
    });
    expect((body.data as Row).password).toBeUndefined();
    expect(body.roleIds).toEqual([commonRole]);
    expect(body.postIds).toEqual([agentPost]);
    expect((body.roles as Row[]).find((role) => role.roleId === commonRole)).toMatchObject({ flag: true });
    expect((body.posts as Row[]).length).toBeGreaterThan(0);
    const choices = (await call(t.app, 'GET', '/system/user/', { token: tokens.admin })).body;
    expect((choices.roles as Row[]).some((role) => role.roleKey === 'admin')).toBe(true);
    expect(
      (await call(t.app, 'GET', '/system/user/999999', { token: tokens.admin, ...en })).body,
    ).toMatchObject({
      code: 500,
      msg: 'The user does not exist',
    });
  });

  it('edits a user (the login name stays) and replaces roles and posts', async () => {
    const { body } = await call(t.app, 'PUT', '/system/user', {
      token: tokens.admin,
      ...en,
      body: { userId, userName: 'renamed', nickName: 'Noy K', deptId: finance, postIds: [], roleIds: [] },
    });
    expect(body).toEqual({ code: 200, msg: 'Operation successful' });
    const [row] = await t.db.select().from(sysUser).where(eq(sysUser.userId, userId));
    expect(row).toMatchObject({ userName: 'noy', nickName: 'Noy K', deptId: finance, updateBy: 'admin' });
    expect(await t.db.select().from(sysUserRole).where(eq(sysUserRole.userId, userId))).toEqual([]);
    expect(await t.db.select().from(sysUserPost).where(eq(sysUserPost.userId, userId))).toEqual([]);
  });

  it('lists with filters: name, status, department and below, creation date', async () => {
    expect(names(await list({ userName: 'no' }))).toEqual(['noy']);
    expect(names(await list({ deptId: String(vientiane) }))).toEqual(['staff']);
    expect(names(await list({ deptId: String(finance) }))).toEqual(['noy']);
    expect((await list({ status: '1' })).total).toBe(0);
    const all = await list({ pageNum: '1', pageSize: '1', orderByColumn: 'userName', isAsc: 'asc' });
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect((all.rows as Row[])[0]).toMatchObject({
      userName: 'admin',
      dept: { deptName: 'Agency Head Office' },
    });
    expect((await list({ orderByColumn: 'password' })).code).toBe(500);
  });

  it('answers the department tree', async () => {
    const { body } = await call(t.app, 'GET', '/system/user/deptTree', { token: tokens.admin });
    const [root] = body.data as Row[];
    expect(root).toMatchObject({ label: 'Agency Head Office', disabled: false });
    expect(((root?.children ?? []) as Row[]).map((child) => child.label)).toContain('Vientiane Branch');
  });
});

describe('status, password, roles, delete', () => {
  it('switches status; a disabled user cannot log in; the administrator cannot be disabled', async () => {
    const id = await userIdOf(t, 'noy');
    const put = (userId: number, status: string) =>
      call(t.app, 'PUT', '/system/user/changeStatus', {
        token: tokens.admin,
        ...en,
        body: { userId, status },
      });
    expect((await put(id, '1')).body.code).toBe(200);
    const login = await call(t.app, 'POST', '/login', {
      ...en,
      body: { identifier: 'noy', password: strong },
    });
    expect(login.body.code).toBe(500);
    expect((await put(id, '0')).body.code).toBe(200);
    expect((await put(adminId, '1')).body).toMatchObject({
      code: 500,
      msg: 'The administrator account cannot be changed here',
    });
    expect((await put(id, '7')).body.code).toBe(500);
  });

  it('resets a password under the policy', async () => {
    const id = await userIdOf(t, 'noy');
    const reset = (userId: number, password: string) =>
      call(t.app, 'PUT', '/system/user/resetPwd', { token: tokens.admin, ...en, body: { userId, password } });
    expect((await reset(id, 'short1!')).body.msg).toContain('8 to 20 characters');
    expect((await reset(id, 'New#Pass99')).body.code).toBe(200);
    expect(await loginAs(t.app, 'noy', 'New#Pass99')).toEqual(expect.any(String));
    expect((await reset(adminId, 'New#Pass99')).body.code).toBe(500);
    const [log] = await t.db.select().from(sysOperLog).orderBy(desc(sysOperLog.operId)).limit(1);
    expect(log?.operParam).not.toContain('New#Pass99');
  });

  it('shows and replaces the roles of a user (query string, as RuoYi-Vue3 sends it)', async () => {
    const id = await userIdOf(t, 'noy');
    const put = await call(t.app, 'PUT', `/system/user/authRole?userId=${id}&roleIds=${commonRole}`, {
      token: tokens.admin,
      ...en,
    });
    expect(put.body).toMatchObject({ code: 200 });
    const { body } = await call(t.app, 'GET', `/system/user/authRole/${id}`, { token: tokens.admin });
    expect(body.user).toMatchObject({ userName: 'noy' });
    expect((body.roles as Row[]).filter((role) => role.flag).map((role) => role.roleId)).toEqual([
      commonRole,
    ]);
    const [log] = await t.db.select().from(sysOperLog).orderBy(desc(sysOperLog.operId)).limit(1);
    expect(log).toMatchObject({ title: 'User', businessType: 4, operName: 'admin' });
    const none = await call(t.app, 'PUT', `/system/user/authRole?userId=${id}&roleIds=`, {
      token: tokens.admin,
    });
    expect(none.body.code).toBe(200);
    expect(await t.db.select().from(sysUserRole).where(eq(sysUserRole.userId, id))).toEqual([]);
  });

  it('deletes users softly; never oneself nor the administrator', async () => {
    const gone = await insertUser(t, 'gone', strong, finance, [commonRole]);
    const del = (ids: string, token = tokens.admin) =>
      call(t.app, 'DELETE', `/system/user/${ids}`, { token, ...en }).then((r) => r.body);
    expect(await del(String(adminId))).toMatchObject({ msg: 'You cannot delete your own account' });
    const helper = await insertUser(t, 'helper', strong, finance, [
      await insertRole(t, 'user_admin', ['system:user:list', 'system:user:remove']),
    ]);
    const helperToken = await loginAs(t.app, 'helper', strong);
    expect(await del(`${gone},${adminId}`, helperToken)).toMatchObject({
      msg: 'The administrator account cannot be changed here',
    });
    expect(await del(String(helper), helperToken)).toMatchObject({
      msg: 'You cannot delete your own account',
    });
    expect(await del(String(gone))).toEqual({ code: 200, msg: 'Operation successful' });
    const [row] = await t.db.select().from(sysUser).where(eq(sysUser.userId, gone));
    expect(row?.delFlag).toBe('2');
    expect(await t.db.select().from(sysUserRole).where(eq(sysUserRole.userId, gone))).toEqual([]);
    expect(names(await list({ userName: 'gone' }))).toEqual([]);
    expect(await del(String(gone))).toMatchObject({ msg: 'The user does not exist' });
    const log = await t.db.select().from(sysOperLog).where(eq(sysOperLog.title, 'User'));
    expect(log.some((entry) => entry.businessType === 3 && entry.status === 0)).toBe(true);
  });
});

describe('data scope', () => {
  let scoped: number;
  let token: string;

  beforeAll(async () => {
    scoped = await insertRole(t, 'scoped', ['system:user:list', 'system:user:edit', 'system:user:add'], '1');
    await insertUser(t, 'viewer', strong, vientiane, [scoped]);
    await insertUser(t, 'vb_user', strong, vientiane);
    await insertUser(t, 'fin_user', strong, finance);
    token = await loginAs(t.app, 'viewer', strong);
  });
  const setScope = async (dataScope: string, depts: number[] = []) => {
    await t.db.update(sysRole).set({ dataScope }).where(eq(sysRole.roleId, scoped));
    await t.db.delete(sysRoleDept).where(eq(sysRoleDept.roleId, scoped));
    if (depts.length)
      await t.db.insert(sysRoleDept).values(depts.map((dept) => ({ roleId: scoped, deptId: dept })));
  };
  const visible = async () => names(await list({ pageSize: '100', pageNum: '1' }, token));

  it('1 all: every user', async () => {
    await setScope('1');
    expect(await visible()).toEqual(
      expect.arrayContaining(['admin', 'fin_user', 'staff', 'vb_user', 'viewer']),
    );
  });

  it('2 custom: the role’s departments only', async () => {
    await setScope('2', [finance]);
    expect(await visible()).toEqual(['fin_user', 'helper', 'noy']);
  });

  it('3 own department: not the departments below', async () => {
    await setScope('3');
    expect(await visible()).toEqual(['vb_user', 'viewer']);
  });

  it('4 department and below', async () => {
    await setScope('4');
    expect(await visible()).toEqual(['staff', 'vb_user', 'viewer']);
  });

  it('5 self only; other users cannot be edited, reset or read, and the tree is scoped', async () => {
    await setScope('5');
    expect(await visible()).toEqual(['viewer']);
    const other = await userIdOf(t, 'vb_user');
    const status = await call(t.app, 'PUT', '/system/user/changeStatus', {
      token,
      ...en,
      body: { userId: other, status: '1' },
    });
    expect(status.body).toMatchObject({
      code: 500,
      msg: 'You have no permission to access this user’s data',
    });
    const edit = await call(t.app, 'PUT', '/system/user', {
      token,
      ...en,
      body: { userId: other, userName: 'vb_user', nickName: 'changed' },
    });
    expect(edit.body.code).toBe(500);
    const tree = await call(t.app, 'GET', '/system/user/deptTree', { token });
    expect(tree.body.data).toEqual([]);
  });

  it('a department outside the scope cannot receive a new user; the admin role cannot be granted', async () => {
    await setScope('4');
    const outside = await add(
      { userName: 'outsider', nickName: 'O', password: strong, deptId: finance },
      token,
    );
    expect(outside).toMatchObject({ msg: 'You have no permission to access this department’s data' });
    const [adminRole] = await t.db.select().from(sysRole).where(eq(sysRole.roleKey, 'admin'));
    const grant = await add(
      {
        userName: 'outsider',
        nickName: 'O',
        password: strong,
        deptId: vientiane,
        roleIds: [adminRole?.roleId],
      },
      token,
    );
    expect(grant).toMatchObject({
      msg: 'Invalid request: Only an administrator can grant the administrator role',
    });
    const tree = await call(t.app, 'GET', '/system/user/deptTree', { token });
    expect((tree.body.data as Row[]).map((node) => node.label)).toEqual(['Vientiane Branch']);
    await setScope('1');
  });
});

describe('export and import', () => {
  it('exports the listed users with labels in the request language', async () => {
    const response = await postExport(t.app, '/system/user/export', {
      token: tokens.admin,
      lang: 'en',
      form: { userName: 'noy' },
    });
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const sheet = await firstSheet(response);
    expect(sheet?.getRow(1).getCell(2).value).toBe('Login name');
    expect(sheet?.getRow(2).getCell(2).value).toBe('noy');
    expect(sheet?.rowCount).toBe(2);
  });

  it('imports users with the initial password; updates only with updateSupport', async () => {
    const file = await xlsx([
      ['Login name', 'Name', 'Department', 'Phone number', 'Sex'],
      ['imp1', 'Imported One', propertySales, '02088880001', 'Female'],
      ['noy', 'Noy again', finance, '', ''],
    ]);
    const body = multipart(file, 'users.xlsx');
    const send = (query: string) =>
      t.app.inject({
        method: 'POST',
        url: `/web-api/system/user/importData${query}`,
        headers: {
          authorization: `Bearer ${tokens.admin}`,
          'accept-language': 'en',
          'content-type': body.contentType,
        },
        payload: body.payload,
      });
    const first = (await send('?updateSupport=0')).json() as { code: number; data: Row };
    expect(first.data).toMatchObject({ inserted: 1, failed: 1 });
    const [imported] = await t.db.select().from(sysUser).where(eq(sysUser.userName, 'imp1'));
    expect(imported).toMatchObject({ sex: '1', deptId: propertySales, createBy: 'admin' });
    const again = (await send('?updateSupport=1')).json() as { code: number; data: Row };
    expect(again.data).toMatchObject({ updated: 2, failed: 0 });
    const [noy] = await t.db.select().from(sysUser).where(eq(sysUser.userName, 'noy'));
    expect(noy?.nickName).toBe('Noy again');
    const template = await call(t.app, 'POST', '/system/user/importTemplate', { token: tokens.admin, ...en });
    expect(template.response.headers['content-type']).toContain('spreadsheetml');
  });
});
