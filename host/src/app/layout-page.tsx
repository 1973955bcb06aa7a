import { usePermission } from '@agency/shared/features/permission/hooks/use-permission';
import { Navigate, useParams } from 'react-router-dom';
import { RemotePage } from '../features/federation/components/lazy-remote-page';
import type { AppRoute } from '../types/app-route';
import { lazyPage } from '../utils/lazy-page';
import { INNER_LINK } from '../utils/menu-routes';
import { HOST_COMPONENTS } from '../utils/static-routes';

const DashboardPage = lazyPage(() => import('../features/dashboard/pages/dashboard-page'));
const ProfilePage = lazyPage(() => import('../features/profile/pages/profile-page'));
const InnerLinkPage = lazyPage(() => import('../features/router/pages/inner-link-page'));

/** Whether every parameter that must be digits is digits. */
export function hasValidParams(route: AppRoute, params: Record<string, string | undefined>): boolean {
  return (route.digitParams ?? []).every((name) => /^\d+$/.test(params[name] ?? ''));
}

/** What a layout route shows: a host page, an iframe, or a remote page by its component string. */
export function RouteContent({ route }: { route: AppRoute }) {
  if (route.component === HOST_COMPONENTS.dashboard) return <DashboardPage />;
  if (route.component === HOST_COMPONENTS.profile) return <ProfilePage />;
  if (route.component === INNER_LINK && route.link) return <InnerLinkPage src={route.link} />;
  return <RemotePage key={route.path} component={route.component} />;
}

/**
 * A page inside the layout. Static routes may require permissions or roles
 * (any of them: 401 when lacking) and digit parameters (404 otherwise).
 */
export function LayoutPage({ route }: { route: AppRoute }) {
  const params = useParams();
  const { can } = usePermission();
  if (!hasValidParams(route, params)) return <Navigate to="/404" replace />;
  const gated = (route.permissions?.length ?? 0) > 0 || (route.roles?.length ?? 0) > 0;
  if (gated) {
    const requirement = {
      ...(route.permissions?.length ? { perms: route.permissions } : {}),
      ...(route.roles?.length ? { roles: route.roles } : {}),
    };
    if (!can(requirement)) return <Navigate to="/401" replace />;
  }
  return <RouteContent route={route} />;
}
