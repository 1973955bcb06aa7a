import { useAppSelector } from '@agency/shared/features/store/hooks/typed-hooks';
import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode, Suspense, useMemo } from 'react';
import { Navigate, type RouteObject, useRoutes } from 'react-router-dom';
import { RemotePage } from '../../federation/components/lazy-remote-page';
import { selectDynamicRoutes } from '../slices/menu-slice';
import type { AppRoute } from '../types/app-route';
import { HOME_PATH, type HostPublicPage, LAYOUT_STATIC_ROUTES, PUBLIC_ROUTES } from '../utils/static-routes';
import { FullPageLoading } from './full-page-loading';
import { LayoutPage } from './layout-page';

// The layout and the remote page loader come after the login, in one chunk.
const AppLayout = lazy(() => import(/* webpackChunkName: "layout" */ '../../layout/components/app-layout'));

const HOST_PUBLIC_PAGES: Record<HostPublicPage, LazyExoticComponent<ComponentType>> = {
  login: lazy(() => import('../../auth/pages/login-page')),
  register: lazy(() => import('../../auth/pages/register-page')),
  'forgot-password': lazy(() => import('../../auth/pages/forgot-password-page')),
  'not-found': lazy(() => import('../pages/not-found-page')),
  unauthorized: lazy(() => import('../pages/unauthorized-page')),
  landing: lazy(() => import('../pages/landing-page')),
  share: lazy(() => import('../pages/share-page')),
  redirect: lazy(() => import('../pages/redirect-page')),
};

function suspended(node: ReactNode): ReactNode {
  return <Suspense fallback={<FullPageLoading />}>{node}</Suspense>;
}

/**
 * The route table: public routes outside the layout; inside it the root
 * redirect, the static pages (dashboard, profile, permission-gated screens)
 * and the pages from the user's menus; anything else goes to `/404`.
 */
export function buildRouteObjects(dynamicRoutes: readonly AppRoute[]): RouteObject[] {
  const publicRoutes: RouteObject[] = PUBLIC_ROUTES.map((route) => {
    if ('host' in route.page) {
      const Page = HOST_PUBLIC_PAGES[route.page.host];
      return { path: route.path, element: suspended(<Page />) };
    }
    return { path: route.path, element: suspended(<RemotePage component={route.page.remote} />) };
  });
  const staticPaths = new Set(LAYOUT_STATIC_ROUTES.map((route) => route.path));
  const layoutChildren: RouteObject[] = [
    { index: true, element: <Navigate to={HOME_PATH} replace /> },
    ...[...LAYOUT_STATIC_ROUTES, ...dynamicRoutes.filter((route) => !staticPaths.has(route.path))].map(
      (route): RouteObject => ({ path: route.path, element: <LayoutPage route={route} /> }),
    ),
  ];
  return [
    ...publicRoutes,
    { path: '/', element: suspended(<AppLayout />), children: layoutChildren },
    { path: '*', element: <Navigate to="/404" replace /> },
  ];
}

/** The routes of the signed-in user (rebuilt when the menus change). */
export function AppRoutes() {
  const dynamicRoutes = useAppSelector(selectDynamicRoutes);
  const routes = useMemo(() => buildRouteObjects(dynamicRoutes), [dynamicRoutes]);
  return useRoutes(routes);
}
