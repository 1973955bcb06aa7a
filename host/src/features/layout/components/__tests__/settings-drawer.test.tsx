import { SPEC_DEFAULT_SETTINGS } from '@agency/shared/features/store/__tests__/spec-settings';
import { createAppStore } from '@agency/shared/features/store/create-app-store';
import { setShowSettings } from '@agency/shared/features/store/slices/settings-slice';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { Provider } from 'react-redux';
import { SettingsDrawer } from '../settings-drawer';

function renderDrawer() {
  const store = createAppStore();
  store.dispatch(setShowSettings(true));
  render(
    <Provider store={store}>
      <App>
        <SettingsDrawer />
      </App>
    </Provider>,
  );
  return store;
}

const stored = () =>
  JSON.parse(localStorage.getItem('layout-setting') ?? 'null') as Record<string, unknown> | null;

beforeEach(() => localStorage.clear());

describe('layout settings', () => {
  it('starts from the defaults of spec section 9', () => {
    const store = createAppStore();
    expect(store.getState().settings).toMatchObject(SPEC_DEFAULT_SETTINGS);
  });

  it('applies every switch at once and stores it under layout-setting, surviving a reload', async () => {
    const store = renderDrawer();
    await act(async () => {
      fireEvent.click(screen.getByTestId('setting-tagsView'));
      fireEvent.click(screen.getByTestId('setting-topNav'));
      fireEvent.click(screen.getByTestId('setting-fixedHeader'));
      fireEvent.click(screen.getByTestId('setting-sidebarLogo'));
      fireEvent.click(screen.getByTestId('setting-dynamicTitle'));
      fireEvent.click(screen.getByText('Light'));
    });
    expect(store.getState().settings).toMatchObject({
      tagsView: false,
      topNav: true,
      fixedHeader: true,
      sidebarLogo: false,
      dynamicTitle: true,
      sideTheme: 'theme-light',
    });
    expect(stored()).toEqual({
      topNav: true,
      tagsView: false,
      fixedHeader: true,
      sidebarLogo: false,
      dynamicTitle: true,
      sideTheme: 'theme-light',
      theme: '#409EFF',
    });
    // A new page load reads them back.
    expect(createAppStore().getState().settings).toMatchObject({
      tagsView: false,
      topNav: true,
      sideTheme: 'theme-light',
    });
  });

  it('resets to the defaults', async () => {
    const store = renderDrawer();
    await act(async () => {
      fireEvent.click(screen.getByTestId('setting-tagsView'));
    });
    expect(stored()?.tagsView).toBe(false);
    await act(async () => {
      fireEvent.click(screen.getByText('Reset to defaults'));
    });
    expect(store.getState().settings.tagsView).toBe(true);
    expect(stored()?.tagsView).toBe(true);
  });
});
