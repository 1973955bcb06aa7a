import { createAppStore } from '@agency/shared/features/store/create-app-store';
import { render } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';

export interface RenderOptions {
  /** Permissions of the signed-in test user. */
  permissions?: string[];
  roles?: string[];
}

/** Renders `ui` inside a real product store (shared's createAppStore) with a signed-in user. */
export function renderWithStore(
  ui: ReactElement,
  { permissions = [], roles = ['common'] }: RenderOptions = {},
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
      <ConfigProvider>
        <App>{ui}</App>
      </ConfigProvider>
    </Provider>,
  );
  return { store, ...result };
}
