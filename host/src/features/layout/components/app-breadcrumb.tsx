import { Breadcrumb } from 'antd';
import { Link } from 'react-router-dom';
import { useCurrentRoute } from '../../router/hooks/use-app-routes';
import { useRouteTitle } from '../../router/hooks/use-route-title';
import { DASHBOARD_PATH } from '../../router/utils/static-routes';

/** Home, the directories above the page, then the page. */
export function AppBreadcrumb() {
  const route = useCurrentRoute();
  const routeTitle = useRouteTitle();
  const home = {
    key: 'home',
    title: <Link to={DASHBOARD_PATH}>{routeTitle('router.titles.dashboard')}</Link>,
  };
  if (!route || route.path === DASHBOARD_PATH) {
    return <Breadcrumb items={[{ key: 'home', title: routeTitle('router.titles.dashboard') }]} />;
  }
  const items = [
    home,
    ...route.crumbs.map((crumb, index) => ({
      key: `${index}-${crumb.title}`,
      title: crumb.path ? <Link to={crumb.path}>{crumb.title}</Link> : crumb.title,
    })),
    { key: 'current', title: routeTitle(route.title) },
  ];
  return <Breadcrumb items={items} data-testid="breadcrumb" />;
}
