import { useAppSelector } from '@agency/shared/features/store/hooks/typed-hooks';
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { selectDynamicRoutes } from '../stores/menu-slice';
import type { AppRoute } from '../types/app-route';
import { matchAppRoute } from '../utils/menu-routes';
import { LAYOUT_STATIC_ROUTES } from '../utils/static-routes';

/** Every page of the layout: the static ones, then those from the menus. */
export function useAppRoutes(): AppRoute[] {
  const dynamicRoutes = useAppSelector(selectDynamicRoutes);
  return useMemo(() => {
    const staticPaths = new Set(LAYOUT_STATIC_ROUTES.map((route) => route.path));
    return [...LAYOUT_STATIC_ROUTES, ...dynamicRoutes.filter((route) => !staticPaths.has(route.path))];
  }, [dynamicRoutes]);
}

/** The layout page of the current location, if any. */
export function useCurrentRoute(): AppRoute | undefined {
  const routes = useAppRoutes();
  const { pathname } = useLocation();
  return useMemo(() => matchAppRoute(pathname, routes)?.route, [pathname, routes]);
}
