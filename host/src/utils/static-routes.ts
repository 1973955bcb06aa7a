import type { AppRoute } from '../types/app-route';
import { matchesAny, WHITE_LIST } from './navigation-guard';

/** The root path goes here (spec section 2). */
export const HOME_PATH = '/house/houseRoom';
export const DASHBOARD_PATH = '/index';
export const PROFILE_PATH = '/user/profile';

/** Host pages outside the layout. */
export type HostPublicPage =
  | 'login'
  | 'register'
  | 'forgot-password'
  | 'not-found'
  | 'unauthorized'
  | 'landing'
  | 'share'
  | 'redirect';

/** A route outside the layout: a host page, or a public page of a remote. */
export interface PublicRoute {
  path: string;
  /**
   * A host page, or a remote component string; `plain` for a remote page drawn without
   * antd (public-ui), which loads without antd's theme.
   */
  page: { host: HostPublicPage } | { remote: string; plain?: true };
  /** Skips the login check (the white-listed paths skip it anyway). */
  noAuth: boolean;
}

/** Public routes of spec section 2; remote ones resolve through the module registry. */
export const PUBLIC_ROUTES: PublicRoute[] = [
  { path: '/login', page: { host: 'login' }, noAuth: false },
  { path: '/register', page: { host: 'register' }, noAuth: false },
  { path: '/forgot-password', page: { host: 'forgot-password' }, noAuth: true },
  { path: '/404', page: { host: 'not-found' }, noAuth: true },
  { path: '/401', page: { host: 'unauthorized' }, noAuth: true },
  { path: '/index11', page: { host: 'landing' }, noAuth: true },
  { path: '/share/:id', page: { host: 'share' }, noAuth: true },
  { path: '/redirect/*', page: { host: 'redirect' }, noAuth: true },
  { path: '/house/detail/:id', page: { remote: 'house/public/house-detail', plain: true }, noAuth: false },
  { path: '/contracts/:id', page: { remote: 'pact/public/contract-detail' }, noAuth: true },
  { path: '/car/detail/:id', page: { remote: 'vehicle/public/car-detail', plain: true }, noAuth: true },
  { path: '/carContracts/:id', page: { remote: 'vehicle/public/car-contract-detail' }, noAuth: true },
];

/** A public page drawn without antd (`plain`) and the remote component it shows. */
export interface PublicStartRoute {
  path: string;
  component: string;
}

/**
 * The public pages drawn without antd. The server sends them `public.html`
 * (public-paths.json's `publicStart`), whose start (public-bootstrap.tsx) has no store,
 * login or staff routes: a visitor downloads less than the login page's scripts would
 * add (docs/benchmarks.md).
 */
export const PUBLIC_START_ROUTES: readonly PublicStartRoute[] = PUBLIC_ROUTES.flatMap((route) =>
  'remote' in route.page && route.page.plain ? [{ path: route.path, component: route.page.remote }] : [],
);

const NO_AUTH_PATHS = PUBLIC_ROUTES.filter((route) => route.noAuth).map((route) => route.path);

/**
 * The paths the guard lets through without a login: white list and noAuth. The build
 * hands them to the server (public-paths.json), which sends a visitor without a session
 * from any other path straight to the prerendered login page.
 */
export const PUBLIC_PATH_PATTERNS: readonly string[] = [...WHITE_LIST, ...NO_AUTH_PATHS];

/** Whether the guard lets a path through without a login: white list or noAuth. */
export function isPublicPath(pathname: string): boolean {
  return matchesAny(pathname, PUBLIC_PATH_PATTERNS);
}

/** Host pages inside the layout. */
export const HOST_COMPONENTS = {
  dashboard: 'host:dashboard',
  profile: 'host:profile',
} as const;

/** Static pages inside the layout; titles are keys of the host namespace (`router.titles.*`). */
export const LAYOUT_STATIC_ROUTES: AppRoute[] = [
  {
    path: DASHBOARD_PATH,
    name: 'Index',
    title: 'router.titles.dashboard',
    icon: 'dashboard',
    component: HOST_COMPONENTS.dashboard,
    noCache: false,
    hidden: false,
    affix: true,
    crumbs: [],
  },
  {
    path: PROFILE_PATH,
    name: 'Profile',
    title: 'router.titles.profile',
    icon: 'user',
    component: HOST_COMPONENTS.profile,
    noCache: false,
    hidden: true,
    crumbs: [],
  },
  {
    path: '/system/user-auth/role/:userId',
    name: 'AuthRole',
    title: 'router.titles.authRole',
    component: 'system/user/auth-role',
    noCache: false,
    hidden: true,
    crumbs: [],
    activeMenu: '/system/user',
    permissions: ['system:user:edit'],
    digitParams: ['userId'],
  },
  {
    path: '/system/role-auth/user/:roleId',
    name: 'AuthUser',
    title: 'router.titles.authUser',
    component: 'system/role/auth-user',
    noCache: false,
    hidden: true,
    crumbs: [],
    activeMenu: '/system/role',
    permissions: ['system:role:edit'],
    digitParams: ['roleId'],
  },
  {
    path: '/system/dict-data/index/:dictId',
    name: 'Data',
    title: 'router.titles.dictData',
    component: 'system/dict/data',
    noCache: false,
    hidden: true,
    crumbs: [],
    activeMenu: '/system/dict',
    permissions: ['system:dict:list'],
    digitParams: ['dictId'],
  },
  {
    path: '/monitor/job-log/index',
    name: 'JobLog',
    title: 'router.titles.jobLog',
    component: 'monitor/job/log',
    noCache: false,
    hidden: true,
    crumbs: [],
    activeMenu: '/monitor/job',
    permissions: ['monitor:job:list'],
  },
];

/** Whether a static route's title is a translation key rather than a server title. */
export function isTitleKey(title: string): boolean {
  return title.startsWith('router.titles.');
}
