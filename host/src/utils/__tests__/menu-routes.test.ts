import { SAMPLE_TREE } from '../../testing/sample-routes';
import { buildAppRoutes, buildMenu, findMenuKey, findOpenKeys, matchAppRoute } from '../menu-routes';
import { LAYOUT_STATIC_ROUTES } from '../static-routes';

describe('server menus to routes', () => {
  const routes = buildAppRoutes(SAMPLE_TREE);

  it('flattens pages with full paths, titles, components and crumbs', () => {
    expect(routes.map((route) => [route.path, route.component])).toEqual([
      ['/house/houseRoom', 'house/houseRoom/index'],
      ['/house/village', 'house/village/index'],
      ['/house/secret', 'house/secret/index'],
      ['/system/log/operlog', 'monitor/operlog/index'],
      ['/docs', 'InnerLink'],
    ]);
    const village = routes[1]!;
    expect(village).toMatchObject({
      title: 'Villages',
      name: 'Village',
      noCache: true,
      query: { type: '1' },
    });
    expect(village.crumbs).toEqual([{ title: 'Property' }]);
    expect(routes[3]?.crumbs).toEqual([{ title: 'System' }, { title: 'Logs' }]);
    expect(routes[2]?.hidden).toBe(true);
    expect(routes[2]?.icon).toBeUndefined();
    expect(routes[4]).toMatchObject({ link: 'https://example.com/docs', crumbs: [] });
  });

  it('matches a location to its route, static ones included', () => {
    const all = [...LAYOUT_STATIC_ROUTES, ...routes];
    expect(matchAppRoute('/house/village', all)?.route.component).toBe('house/village/index');
    expect(matchAppRoute('/system/user-auth/role/12', all)).toMatchObject({
      route: { component: 'system/user/auth-role', permissions: ['system:user:edit'] },
      params: { userId: '12' },
    });
    expect(matchAppRoute('/system/role-auth/user/3', all)?.route.permissions).toEqual(['system:role:edit']);
    expect(matchAppRoute('/system/dict-data/index/7', all)?.route.component).toBe('system/dict/data');
    expect(matchAppRoute('/monitor/job-log/index', all)?.route).toMatchObject({
      component: 'monitor/job/log',
      permissions: ['monitor:job:list'],
    });
    expect(matchAppRoute('/nowhere', all)).toBeNull();
  });

  it('builds the sidebar: hidden entries out, single pages lifted, external links kept', () => {
    const menu = buildMenu(SAMPLE_TREE);
    expect(menu.map((node) => node.key)).toEqual(['/house', '/system', '/docs', 'http://example.org']);
    expect(menu[0]?.children?.map((node) => node.key)).toEqual(['/house/houseRoom', '/house/village']);
    expect(menu[0]?.children?.[1]?.query).toEqual({ type: '1' });
    expect(menu[1]?.children?.[0]?.children?.[0]?.key).toBe('/system/log/operlog');
    expect(menu[2]).toMatchObject({ title: 'Docs', external: false, icon: 'guide' });
    expect(menu[3]).toMatchObject({ external: true, title: 'Website' });
  });

  it('finds the entry to highlight and the sub-menus to open', () => {
    const menu = buildMenu(SAMPLE_TREE);
    expect(findMenuKey('/house/village', menu)).toBe('/house/village');
    expect(findMenuKey('/house/village/edit/3', menu)).toBe('/house/village');
    expect(findMenuKey('/elsewhere', menu)).toBeUndefined();
    expect(findOpenKeys('/system/log/operlog', menu)).toEqual(['/system', '/system/log']);
  });
});
