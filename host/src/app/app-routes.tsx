import { useAppSelector } from '@agency/shared/features/store/hooks/typed-hooks';
import { type ComponentType, type ReactNode, Suspense, useMemo } from 'react';
import { matchRoutes, Navigate, type RouteObject, useLocation, useRoutes } from 'react-router-dom';
import { FullPageLoading } from '../components/full-page-loading';
import LoginPage from '../features/auth/pages/login-page';
import { loadRemotePage, PlainRemotePage } from '../features/federation/components/lazy-remote-page';
import { selectDynamicRoutes } from '../stores/menu-slice';
import type { AppRoute } from '../types/app-route';
import { HOME_PATH, type HostPublicPage, LAYOUT_STATIC_ROUTES, PUBLIC_ROUTES } from '../utils/static-routes';
import { themedLazy } from '../utils/themed-lazy';
import { LayoutPage } from './layout-page';

// The layout and the remote page loader come after the login, in one chunk. Every page
// but the login page is drawn with antd and brings antd's theme (themedLazy); the login
// page is plain React, so that it downloads no antd (docs/benchmarks.md).
const AppLayout = themedLazy(() => import(/* webpackChunkName: "layout" */ './layout-root'));
const ThemedRemotePage = themedLazy(loadRemotePage);

const HOST_PUBLIC_PAGES: Record<HostPublicPage, ComponentType> = {
  // In the start-up chunk: the first page of the day, without a further round trip.
  login: LoginPage,
  register: themedLazy(() => import('../features/auth/pages/register-page')),
  'forgot-password': themedLazy(() => import('../features/auth/pages/forgot-password-page')),
  'not-found': themedLazy(() => import('../features/router/pages/not-found-page')),
  unauthorized: themedLazy(() => import('../features/router/pages/unauthorized-page')),
  landing: themedLazy(() => import('../features/router/pages/landing-page')),
  share: themedLazy(() => import('../features/router/pages/share-page')),
  redirect: themedLazy(() => import('../features/router/pages/redirect-page')),
};

function suspended(node: ReactNode): ReactNode {
  return <Suspense fallback={<FullPageLoading />}>{node}</Suspense>;
}

/** The route table, and the part of it shown inside the layout. */
export interface RouteTable {
  /** Every route, for matching: public ones, the layout, anything else to `/404`. */
  routes: RouteObject[];
  /** The layout's route: a location it matches shows the layout. */
  layout: RouteObject;
  /** Inside the layout: the root redirect, the static pages and the pages from the menus. */
  layoutRoutes: RouteObject[];
}

/**
 * The route table: public routes outside the layout; inside it the root
 * redirect, the static pages (dashboard, profile, permission-gated screens)
 * and the pages from the user's menus; anything else goes to `/404`.
 */
export function buildRouteTable(dynamicRoutes: readonly AppRoute[]): RouteTable {
  const publicRoutes: RouteObject[] = PUBLIC_ROUTES.map((route) => {
    if ('host' in route.page) {
      const Page = HOST_PUBLIC_PAGES[route.page.host];
      // The login page is no lazy chunk and needs no Suspense boundary. Without one, React
      // hydrates its prerendered HTML in the root's pass; a boundary's content would be
      // hydrated in a later pass at the lowest priority (docs/benchmarks.md).
      return { path: route.path, element: Page === LoginPage ? <Page /> : suspended(<Page />) };
    }
    // The public house and car pages are plain React: no antd, no theme (docs/benchmarks.md).
    const Page = route.page.plain ? PlainRemotePage : ThemedRemotePage;
    return { path: route.path, element: suspended(<Page component={route.page.remote} />) };
  });
  const staticPaths = new Set(LAYOUT_STATIC_ROUTES.map((route) => route.path));
  const layoutRoutes: RouteObject[] = [
    { index: true, element: <Navigate to={HOME_PATH} replace /> },
    ...[...LAYOUT_STATIC_ROUTES, ...dynamicRoutes.filter((route) => !staticPaths.has(route.path))].map(
      (route): RouteObject => ({ path: route.path, element: <LayoutPage route={route} /> }),
    ),
  ];
  const layout: RouteObject = { path: '/', children: layoutRoutes };
  return {
    routes: [...publicRoutes, layout, { path: '*', element: <Navigate to="/404" replace /> }],
    layout,
    layoutRoutes,
  };
}

function OutsideLayout({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * The routes of the signed-in user (rebuilt when the menus change). A layout
 * page is not rendered as a child route of the layout: the layout renders its
 * pages itself, each with a location of its own (see `KeepAliveOutlet`).
 */
export function AppRoutes() {
  const dynamicRoutes = useAppSelector(selectDynamicRoutes);
  const table = useMemo(() => buildRouteTable(dynamicRoutes), [dynamicRoutes]);
  const { pathname } = useLocation();
  const inLayout = useMemo(
    () => matchRoutes(table.routes, pathname)?.[0]?.route === table.layout,
    [table, pathname],
  );
  if (inLayout) return suspended(<AppLayout routes={table.layoutRoutes} />);
  return <OutsideLayout routes={table.routes} />;
}
