import type { AppStore } from '@agency/shared/features/store/create-app-store';
import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import { PageErrorBoundary } from '../components/page-load-error';
import { RouteGuard } from '../features/router/components/route-guard';
import { useDocumentFont } from '../hooks/use-document-font';
import { setNavigator } from '../utils/navigation';
import { AppRoutes } from './app-routes';

/** Lets code outside React (the session-expired handler) navigate inside the app. */
function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((to, options) => navigate(to, options));
    return () => setNavigator(null);
  }, [navigate]);
  return null;
}

/** The routes behind the guard, inside a router (BrowserRouter in the app, MemoryRouter in tests). */
export function GuardedRoutes() {
  useDocumentFont();
  return (
    <>
      <NavigationBridge />
      <PageErrorBoundary>
        <RouteGuard>
          <AppRoutes />
        </RouteGuard>
      </PageErrorBoundary>
    </>
  );
}

/**
 * The host application: the store, the router with its guard. antd's theme is
 * not here: every page but the login page brings it (`themedLazy`), so the
 * login page downloads no antd (docs/benchmarks.md).
 */
export function AppRoot({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <BrowserRouter>
        <GuardedRoutes />
      </BrowserRouter>
    </Provider>
  );
}
