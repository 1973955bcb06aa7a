import type { RouterNode } from '../../../services/routers';
import { call } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';

const { t, tokens } = useTestApp({ logins: ['admin', 'staff'] });

async function routers(token: string, lang?: string): Promise<RouterNode[]> {
  const { body } = await call(t.app, 'GET', '/getRouters', { token, ...(lang ? { lang } : {}) });
  expect(body.code).toBe(200);
  return body.data as RouterNode[];
}

const components = (nodes: RouterNode[]): string[] =>
  nodes.flatMap((node) => [node.component ?? '', ...components(node.children ?? [])]);

describe('GET /getInfo', () => {
  it('gives the admin role ["admin"] and ["*:*:*"]', async () => {
    const { body } = await call(t.app, 'GET', '/getInfo', { token: tokens.admin });
    expect(body.roles).toEqual(['admin']);
    expect(body.permissions).toEqual(['*:*:*']);
    expect(body.user).toMatchObject({
      userName: 'admin',
      admin: true,
      dept: { deptName: 'Agency Head Office' },
    });
    expect(JSON.stringify(body)).not.toMatch(/password/);
  });

  it("gives staff the common role's permissions and no system ones", async () => {
    const { body } = await call(t.app, 'GET', '/getInfo', { token: tokens.staff });
    expect(body.roles).toEqual(['common']);
    const permissions = body.permissions as string[];
    expect(permissions).toEqual(
      expect.arrayContaining(['house:room:list', 'house:room:close', 'pact:contract:list']),
    );
    expect(permissions.some((p) => p.startsWith('system:') || p.startsWith('vehicle:'))).toBe(false);
  });
});

describe('GET /getRouters', () => {
  it('gives the admin every directory, house first, in RuoYi shape', async () => {
    const tree = await routers(tokens.admin, 'en');
    expect(tree.map((node) => node.path)).toEqual(['/house', '/vehicle', '/pact', '/system', '/monitor']);
    const house = tree[0];
    expect(house).toMatchObject({
      name: 'House',
      path: '/house',
      hidden: false,
      redirect: 'noRedirect',
      component: 'Layout',
      alwaysShow: true,
      meta: { title: 'Property', icon: 'house', noCache: false, link: null },
    });
    expect(house?.children?.[0]).toEqual({
      name: 'HouseRoom',
      path: 'houseRoom',
      hidden: false,
      component: 'house/houseRoom/index',
      meta: { title: 'Houses', icon: 'house', noCache: false, link: null },
    });
    const all = components(tree);
    for (const component of [
      'house/houseRoom/index',
      'house/village/index',
      'house/customer/index',
      'house/inviteCode/index',
      'house/leaseExpires/index',
      'house/evaluation/index',
      'house/leaseList/index',
      'house/codeTable/index',
      'vehicle/car/index',
      'vehicle/carLease/index',
      'vehicle/carContract/index',
      'vehicle/carCustomer/index',
      'pact/template/index',
      'pact/contract/index',
      'system/user/index',
      'system/role/index',
      'system/menu/index',
      'system/dept/index',
      'system/post/index',
      'system/dict/index',
      'system/config/index',
      'system/notice/index',
      'system/module/index',
      'system/article/index',
      'system/developer/index',
      'system/feedback/index',
      'system/item/index',
      'system/link/index',
      'system/msg/index',
      'system/product/index',
      'system/tool/index',
      'system/work/index',
      'monitor/online/index',
      'monitor/job/index',
      'monitor/druid/index',
      'monitor/server/index',
      'monitor/cache/index',
      'monitor/logininfor/index',
      'monitor/operlog/index',
    ]) {
      expect(all).toContain(component);
    }
    // Buttons (F) never become routes.
    expect(JSON.stringify(tree)).not.toMatch(/"perms"/);
  });

  it('gives staff only the house and contract menus', async () => {
    const tree = await routers(tokens.staff, 'en');
    expect(tree.map((node) => node.path)).toEqual(['/house', '/pact']);
    expect(components(tree).filter((c) => c.startsWith('system/') || c.startsWith('monitor/'))).toEqual([]);
  });

  it('translates titles by Accept-Language, Lao when missing or unknown', async () => {
    const title = async (lang?: string) => (await routers(tokens.staff, lang))[0]?.meta?.title;
    expect(await title('zh')).toBe('房产管理');
    expect(await title('en-US,en;q=0.9')).toBe('Property');
    expect(await title('lo')).toBe('ອະສັງຫາລິມະຊັບ');
    expect(await title('de')).toBe('ອະສັງຫາລິມະຊັບ');
    expect(await title()).toBe('ອະສັງຫາລິມະຊັບ');
    const lao = await routers(tokens.staff, 'lo');
    expect(lao[0]?.children?.[0]?.meta?.title).toBe('ລາຍການເຮືອນ');
    expect(lao[1]?.meta?.title).toBe('ສັນຍາ');
  });
});
