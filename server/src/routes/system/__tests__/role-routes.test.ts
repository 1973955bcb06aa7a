import { and, desc, eq, inArray } from 'drizzle-orm';
import { sysRoleDept, sysRoleMenu, sysUserRole } from '../../../db/schema/sys-links';
import { sysOperLog } from '../../../db/schema/sys-logs';
import { sysMenu } from '../../../db/schema/sys-menu';
import { sysRole } from '../../../db/schema/sys-role';
import { postExport } from '../../../testing/export-request';
import { call, loginAs } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';
import { deptId, insertRole, insertUser, userIdOf } from './system-fixtures';

const { t, tokens } = useTestApp({ logins: ['admin', 'staff'] });
let adminRoleId: number;
let vientiane: number;
let finance: number;
let menuIds: Record<string, number>;

const en = { lang: 'en' };
const strong = 'Secret#2026';
type Row = Record<string, unknown>;

beforeAll(async () => {
  const [role] = await t.db.select().from(sysRole).where(eq(sysRole.roleKey, 'admin'));
  adminRoleId = role?.roleId ?? 0;
  vientiane = await deptId(t, 'Vientiane Branch');
  finance = await deptId(t, 'Finance');
  const menus = await t.db
    .select()
    .from(sysMenu)
    .where(inArray(sysMenu.perms, ['system:user:list', 'system:user:query', 'house:village:list']));
  menuIds = Object.fromEntries(menus.map((menu) => [menu.perms, menu.menuId]));
});

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, token = tokens.admin) =>
  call(t.app, method, url, { token, ...en, body }).then((answer) => answer.body);

describe('permissions', () => {
  it('needs system:role permissions (staff has none)', async () => {
    for (const [method, url] of [
      ['GET', '/system/role/list'],
      ['GET', '/system/role/1'],
      ['POST', '/system/role'],
      ['PUT', '/system/role'],
      ['DELETE', '/system/role/9'],
      ['PUT', '/system/role/changeStatus'],
      ['PUT', '/system/role/dataScope'],
      ['GET', '/system/role/deptTree/1'],
      ['GET', '/system/role/optionselect'],
      ['GET', '/system/role/authUser/allocatedList?roleId=1'],
      ['GET', '/system/role/authUser/unallocatedList?roleId=1'],
      ['PUT', '/system/role/authUser/cancel'],
      ['PUT', '/system/role/authUser/cancelAll?roleId=1&userIds=2'],
      ['PUT', '/system/role/authUser/selectAll?roleId=1&userIds=2'],
      ['POST', '/system/role/export'],
      ['GET', '/system/menu/roleMenuTreeselect/1'],
    ] as const) {
      const body = await send(method, url, method === 'GET' ? undefined : {}, tokens.staff);
      expect([url, body.code]).toEqual([url, 403]);
    }
  });
});

describe('roles', () => {
  let roleId: number;

  it('adds a role with menus; name and key are unique', async () => {
    const body = {
      roleName: 'Clerk',
      roleKey: 'clerk',
      roleSort: 5,
      menuIds: [menuIds['system:user:list'], menuIds['system:user:query']],
      menuCheckStrictly: true,
      remark: 'Front desk',
    };
    expect(await send('POST', '/system/role', body)).toEqual({ code: 200, msg: 'Operation successful' });
    const [role] = await t.db.select().from(sysRole).where(eq(sysRole.roleKey, 'clerk'));
    roleId = role?.roleId ?? 0;
    expect(role).toMatchObject({ roleName: 'Clerk', status: '0', dataScope: '1', createBy: 'admin' });
    const links = await t.db.select().from(sysRoleMenu).where(eq(sysRoleMenu.roleId, roleId));
    expect(links).toHaveLength(2);
    expect(await send('POST', '/system/role', { ...body, roleKey: 'other' })).toMatchObject({
      fieldErrors: [{ field: 'roleName' }],
    });
    expect(await send('POST', '/system/role', { ...body, roleName: 'Other' })).toMatchObject({
      fieldErrors: [{ field: 'roleKey' }],
    });
    expect(
      await send('POST', '/system/role', { ...body, roleName: 'X', roleKey: 'has space' }),
    ).toMatchObject({
      code: 500,
      fieldErrors: [{ field: 'roleKey' }],
    });
  });

  it('lists and filters roles, answers one and exports', async () => {
    const list = (
      await call(t.app, 'GET', '/system/role/list', { token: tokens.admin, query: { roleName: 'Cler' } })
    ).body;
    expect(list.total).toBe(1);
    expect((list.rows as Row[])[0]).toMatchObject({ roleKey: 'clerk', menuCheckStrictly: true });
    expect((await send('GET', `/system/role/${roleId}`)).data).toMatchObject({
      roleName: 'Clerk',
      // Linked tree: the page (parent of the query button) is left out.
      menuIds: [menuIds['system:user:query']],
    });
    const options = await send('GET', '/system/role/optionselect');
    expect((options.data as Row[]).some((role) => role.roleKey === 'clerk')).toBe(true);
    const exported = await postExport(t.app, '/system/role/export', {
      token: tokens.admin,
      form: { roleKey: 'clerk' },
    });
    expect(exported.headers['content-type']).toContain('spreadsheetml');
  });

  it('answers the role menu tree with linked parents left out', async () => {
    const answer = await send('GET', `/system/menu/roleMenuTreeselect/${roleId}`);
    expect(answer.checkedKeys).toEqual([menuIds['system:user:query']].sort());
    const titles = (answer.menus as Row[]).map((menu) => menu.label);
    expect(titles).toContain('System');
    const strict = await send('PUT', '/system/role', {
      roleId,
      roleName: 'Clerk',
      roleKey: 'clerk',
      roleSort: 5,
      menuCheckStrictly: false,
    });
    expect(strict.code).toBe(200);
    const again = await send('GET', `/system/menu/roleMenuTreeselect/${roleId}`);
    expect((again.checkedKeys as number[]).sort()).toEqual(
      [menuIds['system:user:list'], menuIds['system:user:query']].sort(),
    );
    const tree = await send('GET', '/system/menu/treeselect');
    expect((tree.data as Row[]).length).toBeGreaterThan(2);
  });

  it('edits a role and replaces its menus; the administrator role cannot be changed', async () => {
    const edit = await send('PUT', '/system/role', {
      roleId,
      roleName: 'Clerk',
      roleKey: 'clerk',
      roleSort: 6,
      menuIds: [menuIds['house:village:list']],
    });
    expect(edit.code).toBe(200);
    const links = await t.db.select().from(sysRoleMenu).where(eq(sysRoleMenu.roleId, roleId));
    expect(links.map((link) => link.menuId)).toEqual([menuIds['house:village:list']]);
    const adminEdit = await send('PUT', '/system/role', {
      roleId: adminRoleId,
      roleName: 'Administrator',
      roleKey: 'admin',
      roleSort: 1,
    });
    expect(adminEdit).toMatchObject({ code: 500, msg: 'The administrator role cannot be changed' });
    expect(
      await send('PUT', '/system/role/changeStatus', { roleId: adminRoleId, status: '1' }),
    ).toMatchObject({
      msg: 'The administrator role cannot be changed',
    });
    expect(await send('DELETE', `/system/role/${adminRoleId}`)).toMatchObject({
      msg: 'The administrator role cannot be changed',
    });
  });

  it('disables a role: its holders lose its permissions at once', async () => {
    const userId = await insertUser(t, 'clerk1', strong, vientiane, [roleId]);
    const token = await loginAs(t.app, 'clerk1', strong);
    expect((await send('GET', '/system/houseVillage/list', undefined, token)).code).toBe(200);
    expect(await send('PUT', '/system/role/changeStatus', { roleId, status: '1' })).toMatchObject({
      code: 200,
    });
    expect((await send('GET', '/system/houseVillage/list', undefined, token)).code).toBe(403);
    await send('PUT', '/system/role/changeStatus', { roleId, status: '0' });
    await t.db.delete(sysUserRole).where(eq(sysUserRole.userId, userId));
  });

  it('sets the data scope with custom departments and answers the role department tree', async () => {
    const custom = await send('PUT', '/system/role/dataScope', {
      roleId,
      dataScope: '2',
      deptIds: [vientiane, finance],
      deptCheckStrictly: false,
    });
    expect(custom.code).toBe(200);
    const tree = await send('GET', `/system/role/deptTree/${roleId}`);
    expect((tree.checkedKeys as number[]).sort()).toEqual([vientiane, finance].sort());
    expect((tree.depts as Row[])[0]).toMatchObject({ label: 'Agency Head Office' });
    expect(
      await send('PUT', '/system/role/dataScope', { roleId, dataScope: '4', deptIds: [finance] }),
    ).toMatchObject({
      code: 200,
    });
    expect(await t.db.select().from(sysRoleDept).where(eq(sysRoleDept.roleId, roleId))).toEqual([]);
    expect((await send('PUT', '/system/role/dataScope', { roleId, dataScope: '9' })).code).toBe(500);
    await send('PUT', '/system/role/dataScope', { roleId, dataScope: '1' });
  });

  it('assigns users to the role and takes them away (allocated and unallocated lists)', async () => {
    const a = await insertUser(t, 'assignee_a', strong, vientiane);
    const b = await insertUser(t, 'assignee_b', strong, finance);
    const unallocated = await call(t.app, 'GET', '/system/role/authUser/unallocatedList', {
      token: tokens.admin,
      query: { roleId: String(roleId), userName: 'assignee', pageNum: '1', pageSize: '10' },
    });
    expect((unallocated.body.rows as Row[]).map((row) => row.userName).sort()).toEqual([
      'assignee_a',
      'assignee_b',
    ]);
    expect(
      await send('PUT', `/system/role/authUser/selectAll?roleId=${roleId}&userIds=${a},${b}`),
    ).toMatchObject({
      code: 200,
    });
    const allocated = await call(t.app, 'GET', '/system/role/authUser/allocatedList', {
      token: tokens.admin,
      query: { roleId: String(roleId), pageNum: '1', pageSize: '10' },
    });
    expect(allocated.body.total).toBe(2);
    expect(await send('DELETE', `/system/role/${roleId}`)).toMatchObject({
      msg: 'The role Clerk is assigned to users and cannot be deleted',
    });
    expect(await send('PUT', '/system/role/authUser/cancel', { userId: a, roleId })).toMatchObject({
      code: 200,
    });
    expect(await send('PUT', `/system/role/authUser/cancelAll?roleId=${roleId}&userIds=${b}`)).toMatchObject({
      code: 200,
    });
    expect(await t.db.select().from(sysUserRole).where(eq(sysUserRole.roleId, roleId))).toEqual([]);
    const [log] = await t.db.select().from(sysOperLog).orderBy(desc(sysOperLog.operId)).limit(1);
    expect(log).toMatchObject({ title: 'Role', businessType: 4 });
    // The administrator account's roles are not changed from here.
    const adminId = await userIdOf(t, 'admin');
    expect(
      await send('PUT', `/system/role/authUser/selectAll?roleId=${roleId}&userIds=${adminId}`),
    ).toMatchObject({
      msg: 'The administrator account cannot be changed here',
    });
  });

  it("the menu tree of the role form holds only the caller's own menus", async () => {
    const tree = await send('GET', '/system/menu/treeselect', undefined, tokens.staff);
    const labels = JSON.stringify(tree.data);
    expect(tree.code).toBe(200);
    expect(labels).toContain('Property');
    expect(labels).not.toContain('"System"');
  });

  it('a role editor without the administrator role cannot grant it, nor menus they lack', async () => {
    const editorRole = await insertRole(t, 'role_editor', [
      'system:role:list',
      'system:role:edit',
      'system:role:add',
    ]);
    const editor = await insertUser(t, 'editor', strong, vientiane, [editorRole]);
    expect(editor).toBeGreaterThan(0);
    const token = await loginAs(t.app, 'editor', strong);
    const target = await insertUser(t, 'target', strong, vientiane);
    expect(
      await send(
        'PUT',
        `/system/role/authUser/selectAll?roleId=${adminRoleId}&userIds=${target}`,
        undefined,
        token,
      ),
    ).toMatchObject({ msg: 'Only an administrator can grant the administrator role' });
    const escalate = await send(
      'POST',
      '/system/role',
      { roleName: 'Sneaky', roleKey: 'sneaky', roleSort: 9, menuIds: [menuIds['system:user:list']] },
      token,
    );
    expect(escalate).toMatchObject({ fieldErrors: [{ field: 'menuIds' }] });
    // The clerk role's menus are not the editor's to grant, so neither is its data scope (issue 32).
    const notTheirs = await send('PUT', '/system/role/dataScope', { roleId, dataScope: '1' }, token);
    expect(notTheirs).toMatchObject({
      code: 500,
      msg: expect.stringMatching(/has permissions you do not hold/),
    });
  });

  it('deletes a role nobody holds, with its menu links', async () => {
    expect(await send('DELETE', `/system/role/${roleId}`)).toEqual({
      code: 200,
      msg: 'Operation successful',
    });
    expect(await t.db.select().from(sysRole).where(eq(sysRole.roleId, roleId))).toEqual([]);
    expect(await t.db.select().from(sysRoleMenu).where(eq(sysRoleMenu.roleId, roleId))).toEqual([]);
    expect(await send('DELETE', `/system/role/${roleId}`)).toMatchObject({ msg: 'The role does not exist' });
    expect(
      await t.db
        .select()
        .from(sysRole)
        .where(and(eq(sysRole.roleKey, 'admin'))),
    ).toHaveLength(1);
  });
});
