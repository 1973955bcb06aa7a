import { createAppStore } from '@agency/shared/features/store/create-app-store';
import type { RootState } from '@agency/shared/features/store/root-reducer';
import { loadSessionState, type SessionState } from '@agency/shared/features/store/slices/session-slice';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { GuardedRoutes } from '../app/app-root';
import type { ServerRoute } from '../types/server-route';
// The layout and the remote page loader are lazy chunks in the app (the login page does not
// load them). Loaded here up front, so that the first test of a file does not spend its
// findBy timeout on requiring all of antd's CommonJS build.
import '../app/layout-root';
import '../features/federation/components/remote-page';

/** Shows the router's location, so tests can check where the guard sent them. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderAppOptions {
  session?: Partial<SessionState>;
  menus?: ServerRoute[];
}

/** The whole host (store, guard, routes; each page brings its theme) at a path, in a MemoryRouter. */
export function renderApp(path: string, options: RenderAppOptions = {}) {
  const preloaded: Partial<RootState> = {
    session: { ...loadSessionState(), ...options.session },
    ...(options.menus ? { menu: { tree: options.menus, loaded: true, language: 'en' } } : {}),
  };
  const store = createAppStore(preloaded);
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe />
        <GuardedRoutes />
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...view };
}

/** A signed-in session with user info loaded. */
export function signedIn(permissions: string[], roles: string[] = ['common']): Partial<SessionState> {
  return { token: 'test-token', name: 'tester', roles, permissions, infoLoaded: true, userId: 2 };
}
