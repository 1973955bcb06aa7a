import type { ServerRoute } from '../types/server-route';

/** A router tree as RuoYi's GET /getRouters sends it. */
export const SAMPLE_TREE: ServerRoute[] = [
  {
    name: 'House',
    path: '/house',
    hidden: false,
    redirect: 'noRedirect',
    component: 'Layout',
    alwaysShow: true,
    meta: { title: 'Property', icon: 'house', noCache: false, link: null },
    children: [
      {
        name: 'HouseRoom',
        path: 'houseRoom',
        hidden: false,
        component: 'house/houseRoom/index',
        meta: { title: 'Houses', icon: 'house', noCache: false, link: null },
      },
      {
        name: 'Village',
        path: 'village',
        hidden: false,
        component: 'house/village/index',
        query: '{"type":"1"}',
        meta: { title: 'Villages', icon: 'tree', noCache: true, link: null },
      },
      {
        name: 'HiddenPage',
        path: 'secret',
        hidden: true,
        component: 'house/secret/index',
        meta: { title: 'Secret', icon: '#', noCache: false, link: null },
      },
    ],
  },
  {
    name: 'System',
    path: '/system',
    hidden: false,
    redirect: 'noRedirect',
    component: 'Layout',
    alwaysShow: true,
    meta: { title: 'System', icon: 'system', noCache: false, link: null },
    children: [
      {
        name: 'Log',
        path: 'log',
        hidden: false,
        redirect: 'noRedirect',
        component: 'ParentView',
        alwaysShow: true,
        meta: { title: 'Logs', icon: 'log', noCache: false, link: null },
        children: [
          {
            name: 'Operlog',
            path: 'operlog',
            hidden: false,
            component: 'monitor/operlog/index',
            meta: { title: 'Operation log', icon: 'form', noCache: false, link: null },
          },
        ],
      },
    ],
  },
  {
    path: '/',
    hidden: false,
    component: 'Layout',
    children: [
      {
        name: 'Docs',
        path: 'docs',
        hidden: false,
        component: 'InnerLink',
        meta: { title: 'Docs', icon: 'guide', noCache: false, link: 'https://example.com/docs' },
      },
    ],
  },
  {
    name: 'Http://example.org',
    path: 'http://example.org',
    hidden: false,
    component: 'Layout',
    meta: { title: 'Website', icon: 'link', noCache: false, link: 'http://example.org' },
  },
];
