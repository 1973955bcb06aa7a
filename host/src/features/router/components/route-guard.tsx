import { getNotifier } from '@agency/shared/features/request/api/notifier';
import { useAppDispatch, useAppSelector } from '@agency/shared/features/store/hooks/typed-hooks';
import { selectToken } from '@agency/shared/features/store/slices/session-slice';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { FullPageLoading } from '../../../components/full-page-loading';
import { HOST_NAMESPACE } from '../../../utils/host-namespace';
import { decideNavigation } from '../../../utils/navigation-guard';
import { loadSession, logout } from '../../../utils/session-actions';
import { isPublicPath } from '../../../utils/static-routes';

function messageOf(error: unknown, fallback: string): string {
  if (error && typeof error === 'object' && 'msg' in error && typeof error.msg === 'string' && error.msg) {
    return error.msg;
  }
  return error instanceof Error && error.message ? error.message : fallback;
}

/**
 * The route guard of spec section 2 around the routes: decides on every
 * location (see `decideNavigation`); for a token without user info it loads
 * user info and routes, and on failure logs out, shows the error and goes to
 * the root.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation(HOST_NAMESPACE);
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectToken);
  const infoLoaded = useAppSelector((state) => state.session.infoLoaded);
  const loading = useRef(false);

  const decision = decideNavigation({
    pathname: location.pathname,
    search: location.search,
    hash: location.hash,
    hasToken: token !== '',
    infoLoaded,
    isPublic: isPublicPath(location.pathname),
  });

  useEffect(() => {
    if (decision.type !== 'load' || loading.current) return;
    loading.current = true;
    loadSession(dispatch)
      .catch(async (error: unknown) => {
        await logout(dispatch);
        getNotifier().error(messageOf(error, t('router.loadUserFailed')));
        navigate('/', { replace: true });
      })
      .finally(() => {
        loading.current = false;
      });
  }, [decision.type, dispatch, navigate, t]);

  // Keyed by the location: a navigation that lands on the same redirect again (e.g.
  // logout then "go to /index" in one transition) must still redirect.
  if (decision.type === 'redirect') return <Navigate key={location.key} to={decision.to} replace />;
  if (decision.type === 'load') return <FullPageLoading />;
  return <>{children}</>;
}
