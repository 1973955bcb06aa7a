import { eq } from 'drizzle-orm';
import { sysMenu } from '../../../db/schema/sys-menu';
import { call, loginAs } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';
import { insertRole, insertUser } from './system-fixtures';

const { t, tokens } = useTestApp({ logins: ['admin', 'staff'] });
let systemDir: number;

const en = { lang: 'en' };
type Row = Record<string, unknown>;

beforeAll(async () => {
  const [dir] = await t.db.select().from(sysMenu).where(eq(sysMenu.path, 'system'));
  systemDir = dir?.menuId ?? 0;
});

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, token = tokens.admin) =>
  call(t.app, method, url, { token, ...en, body }).then((answer) => answer.body);

const page = {
  parentId: 0,
  menuName: '报表',
  menuNameEn: 'Reports',
  menuNameLo: 'ລາຍງານ',
  orderNum: 9,
  menuType: 'M',
  path: 'reports',
  icon: 'chart',
  isFrame: '1',
  isCache: '0',
  visible: '0',
  status: '0',
};

describe('menus', () => {
  let dirId: number;
  let pageId: number;

  it('needs system:menu permissions (staff has none)', async () => {
    for (const [method, url] of [
      ['GET', '/system/menu/list'],
      ['GET', '/system/menu/1'],
      ['POST', '/system/menu'],
      ['PUT', '/system/menu'],
      ['DELETE', '/system/menu/1'],
    ] as const)
      expect((await send(method, url, method === 'GET' ? undefined : {}, tokens.staff)).code).toBe(403);
  });

  it('lists every menu flat with RuoYi fields, filtered by any language', async () => {
    const all = await send('GET', '/system/menu/list');
    const users = (all.data as Row[]).find((menu) => menu.component === 'system/user/index');
    expect(users).toMatchObject({ menuType: 'C', isFrame: '1', isCache: '0', perms: 'system:user:list' });
    const found = await call(t.app, 'GET', '/system/menu/list', {
      token: tokens.admin,
      query: { menuName: 'Users' },
    });
    expect((found.body.data as Row[]).some((menu) => menu.menuId === users?.menuId)).toBe(true);
  });

  it('adds a directory, a page and a button; names are unique under a parent', async () => {
    expect(await send('POST', '/system/menu', page)).toEqual({ code: 200, msg: 'Operation successful' });
    const [dir] = await t.db.select().from(sysMenu).where(eq(sysMenu.path, 'reports'));
    dirId = dir?.menuId ?? 0;
    expect(dir).toMatchObject({ menuNameEn: 'Reports', component: null, createBy: 'admin' });
    // (another order: an identical POST within a second is refused as a double submit)
    expect(await send('POST', '/system/menu', { ...page, orderNum: 8 })).toMatchObject({
      fieldErrors: [{ field: 'menuName' }],
    });
    const pageBody = {
      ...page,
      parentId: dirId,
      menuName: '月报',
      menuNameEn: 'Monthly',
      menuType: 'C',
      path: 'monthly',
      component: 'report/monthly/index',
      perms: 'report:monthly:list',
    };
    expect((await send('POST', '/system/menu', pageBody)).code).toBe(200);
    const [created] = await t.db.select().from(sysMenu).where(eq(sysMenu.path, 'monthly'));
    pageId = created?.menuId ?? 0;
    const button = {
      parentId: pageId,
      menuName: '导出',
      orderNum: 1,
      menuType: 'F',
      perms: 'report:monthly:export',
    };
    expect((await send('POST', '/system/menu', button)).code).toBe(200);
    expect(
      (await send('POST', '/system/menu', { ...button, parentId: 0, menuName: 'x' })).fieldErrors,
    ).toEqual([expect.objectContaining({ field: 'parentId' })]);
    expect((await send('GET', `/system/menu/${pageId}`)).data).toMatchObject({
      component: 'report/monthly/index',
    });
  });

  it('refuses bad input: external links need http(s), no path, odd components', async () => {
    expect(
      await send('POST', '/system/menu', { ...page, menuName: 'Link', path: 'nothttp', isFrame: '0' }),
    ).toMatchObject({
      msg: 'Invalid request: Saving menu Link failed, an external link must start with http:// or https://',
    });
    expect(
      (await send('POST', '/system/menu', { ...page, menuName: 'NoPath', path: '' })).fieldErrors,
    ).toEqual([expect.objectContaining({ field: 'path' })]);
    const odd = await send('POST', '/system/menu', {
      ...page,
      menuName: 'Odd',
      menuType: 'C',
      path: 'odd',
      component: '../../etc<script>',
    });
    expect(odd.code).toBe(500);
  });

  it('edits a menu; it cannot move under itself or its descendants', async () => {
    const edit = await send('PUT', '/system/menu', { ...page, menuId: dirId, orderNum: 3, visible: '1' });
    expect(edit.code).toBe(200);
    const [row] = await t.db.select().from(sysMenu).where(eq(sysMenu.menuId, dirId));
    expect(row).toMatchObject({ orderNum: 3, visible: '1', updateBy: 'admin' });
    expect(
      (await send('PUT', '/system/menu', { ...page, menuId: dirId, parentId: pageId })).fieldErrors,
    ).toEqual([expect.objectContaining({ field: 'parentId' })]);
    expect((await send('PUT', '/system/menu', { ...page, menuId: dirId, parentId: dirId })).code).toBe(500);
  });

  it('deletes a menu only without children and while no role holds it', async () => {
    expect(await send('DELETE', `/system/menu/${dirId}`)).toMatchObject({
      msg: 'The menu has sub-menus and cannot be deleted',
    });
    expect(await send('DELETE', `/system/menu/${systemDir}`)).toMatchObject({ code: 500 });
    const [button] = await t.db.select().from(sysMenu).where(eq(sysMenu.perms, 'report:monthly:export'));
    await insertRole(t, 'reporter', ['report:monthly:export']);
    expect(await send('DELETE', `/system/menu/${button?.menuId}`)).toMatchObject({
      msg: 'The menu is assigned to a role and cannot be deleted',
    });
    const [free] = await t.db.select().from(sysMenu).where(eq(sysMenu.path, 'monthly'));
    expect(free).toBeDefined();
  });

  it('shows a menu editor only the menus of their roles', async () => {
    const role = await insertRole(t, 'menu_editor', [
      'system:menu:list',
      'system:menu:query',
      'system:user:list',
    ]);
    await insertUser(t, 'menu_editor', 'Secret#2026', null, [role]);
    const token = await loginAs(t.app, 'menu_editor', 'Secret#2026');
    const list = await send('GET', '/system/menu/list', undefined, token);
    const perms = (list.data as Row[]).map((menu) => menu.perms);
    expect(perms).toEqual(expect.arrayContaining(['system:menu:list', 'system:user:list']));
    expect(perms).not.toContain('system:role:list');
    expect((await send('GET', `/system/menu/${dirId}`, undefined, token)).msg).toBe(
      'The menu does not exist',
    );
  });
});
