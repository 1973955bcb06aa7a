import { Breadcrumb } from 'antd';
import { Link } from 'react-router-dom';
import { useAppRoutes, useCurrentRoute } from '../../../hooks/use-app-routes';
import { useRouteTitle } from '../../../hooks/use-route-title';
import type { Crumb } from '../../../types/app-route';
import { matchAppRoute } from '../../../utils/menu-routes';
import { DASHBOARD_PATH } from '../../../utils/static-routes';

/** Home, the directories above the page (or above the menu entry it belongs to), then the page. */
export function AppBreadcrumb() {
  const route = useCurrentRoute();
  const routes = useAppRoutes();
  const routeTitle = useRouteTitle();
  if (!route || route.path === DASHBOARD_PATH) {
    return <Breadcrumb items={[{ key: 'home', title: routeTitle('router.titles.dashboard') }]} />;
  }
  // A hidden page (user-auth/role) sits under the menu entry it belongs to (System > Users).
  const owner = route.activeMenu ? matchAppRoute(route.activeMenu, routes)?.route : undefined;
  const crumbs: Crumb[] = owner ? [...owner.crumbs, { title: owner.title, path: owner.path }] : route.crumbs;
  const items = [
    { key: 'home', title: <Link to={DASHBOARD_PATH}>{routeTitle('router.titles.dashboard')}</Link> },
    ...crumbs.map((crumb, index) => ({
      key: `${index}-${crumb.title}`,
      title: crumb.path ? <Link to={crumb.path}>{routeTitle(crumb.title)}</Link> : routeTitle(crumb.title),
    })),
    { key: 'current', title: routeTitle(route.title) },
  ];
  return <Breadcrumb items={items} data-testid="breadcrumb" />;
}
