import { createAppStore } from '@agency/shared/features/store/create-app-store';
import { render } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';

export interface RenderOptions {
  /** Permissions of the signed-in test user. */
  permissions?: string[];
  roles?: string[];
  /** The page's URL (path and query), default `/page`. */
  url?: string;
}

/** The current URL, for tests of screens that keep their state in the query. */
function UrlProbe() {
  const location = useLocation();
  return (
    <output data-testid="current-url" hidden>
      {`${location.pathname}${location.search}`}
    </output>
  );
}

/**
 * Renders `ui` inside a real product store (shared's createAppStore) with a
 * signed-in user and a memory router at `url`; `screen.getByTestId('current-url')`
 * holds the URL as the page changes it.
 */
export function renderWithStore(
  ui: ReactElement,
  { permissions = [], roles = ['common'], url = '/page' }: RenderOptions = {},
) {
  const store = createAppStore({
    session: {
      token: 'test-token',
      userId: 2,
      name: 'tester',
      avatar: '',
      roles,
      permissions,
      infoLoaded: true,
    },
  });
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <ConfigProvider>
          <App>
            {ui}
            <UrlProbe />
          </App>
        </ConfigProvider>
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...result };
}
