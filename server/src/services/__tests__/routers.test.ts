import { buildRouters, type MenuRow, menuTree } from '../routers';

const menu = (over: Partial<MenuRow> & Pick<MenuRow, 'menuId' | 'menuType' | 'path'>): MenuRow => ({
  parentId: 0,
  menuName: '名称',
  menuNameEn: 'Name',
  menuNameLo: 'ຊື່',
  orderNum: 1,
  component: null,
  query: null,
  routeName: '',
  isFrame: 1,
  isCache: 0,
  visible: '0',
  icon: 'icon',
  ...over,
});

describe('buildRouters (RuoYi rules)', () => {
  it('wraps a top-level page in a Layout route', () => {
    const [router] = buildRouters(
      menuTree([menu({ menuId: 1, menuType: 'C', path: 'index', component: 'dashboard/index' })]),
      'en',
    );
    expect(router).toEqual({
      path: '/',
      hidden: false,
      component: 'Layout',
      children: [
        {
          path: 'index',
          hidden: false,
          component: 'dashboard/index',
          name: 'Index',
          meta: { title: 'Name', icon: 'icon', noCache: false, link: null },
        },
      ],
    });
  });

  it('uses ParentView for nested directories, InnerLink for iframe links and keeps hidden/noCache/query', () => {
    const rows = [
      menu({ menuId: 1, menuType: 'M', path: 'tool' }),
      menu({ menuId: 2, parentId: 1, menuType: 'M', path: 'nested' }),
      menu({
        menuId: 3,
        parentId: 2,
        menuType: 'C',
        path: 'page',
        component: 'tool/page/index',
        visible: '1',
        isCache: 1,
        query: '{"a":1}',
      }),
      menu({ menuId: 4, parentId: 1, menuType: 'C', path: 'https://www.example.com:8080/docs' }),
      menu({
        menuId: 5,
        parentId: 1,
        menuType: 'C',
        path: 'https://outside.example.com',
        isFrame: 0,
        orderNum: 9,
      }),
    ];
    const [tool] = buildRouters(menuTree(rows), 'zh');
    expect(tool).toMatchObject({
      path: '/tool',
      component: 'Layout',
      alwaysShow: true,
      redirect: 'noRedirect',
    });
    const [nested, inner, outside] = tool?.children ?? [];
    expect(nested).toMatchObject({ path: 'nested', component: 'ParentView', name: 'Nested' });
    expect(nested?.children?.[0]).toMatchObject({
      path: 'page',
      hidden: true,
      query: '{"a":1}',
      meta: { title: '名称', noCache: true },
    });
    expect(inner).toMatchObject({
      path: 'example/com/8080/docs',
      component: 'InnerLink',
      meta: { link: 'https://www.example.com:8080/docs' },
    });
    expect(outside).toMatchObject({
      path: 'https://outside.example.com',
      meta: { link: 'https://outside.example.com' },
    });
  });

  it('drops menus under a missing (disabled) directory', () => {
    const rows = [menu({ menuId: 3, parentId: 2, menuType: 'C', path: 'orphan', component: 'x/y/index' })];
    expect(buildRouters(menuTree(rows), 'lo')).toEqual([]);
  });
});
