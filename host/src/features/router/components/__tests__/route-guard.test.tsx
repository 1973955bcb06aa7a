import { setNotifier } from '@agency/shared/features/request/api/notifier';
import type { AppDispatch } from '@agency/shared/features/store/create-app-store';
import { clearSession, setUserInfo } from '@agency/shared/features/store/slices/session-slice';
import { act, screen, waitFor } from '@testing-library/react';
import { setMenus } from '../../../../stores/menu-slice';
import { renderApp } from '../../../../testing/render-app';
import { SAMPLE_TREE } from '../../../../testing/sample-routes';
import * as sessionActions from '../../../../utils/session-actions';
import type * as FakeLoader from '../../../federation/api/__mocks__/remote-loader';
import * as loader from '../../../federation/api/remote-loader';
import { remoteRegistry } from '../../../federation/utils/remote-registry-instance';

jest.mock('../../../../utils/session-actions');
jest.mock('../../../federation/api/module-registry-api', () => ({
  fetchModuleRegistry: jest.fn(async () => [
    {
      name: 'remote_house',
      version: '1.0.0',
      entry: '/remotes/remote_house/1.0.0/remoteEntry.js',
      prefixes: ['house'],
    },
  ]),
}));

const actions = jest.mocked(sessionActions);
const fake = loader as unknown as typeof FakeLoader;
const notifier = {
  error: jest.fn(),
  warning: jest.fn(),
  success: jest.fn(),
  notifyError: jest.fn(),
  confirm: jest.fn(async () => false),
  loading: jest.fn(() => () => {}),
};

const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  jest.clearAllMocks();
  setNotifier(notifier);
  remoteRegistry.reset();
  fake.resetFakeRemotes();
  fake.setFakeRemote('remote_house', {
    'house/houseRoom/index': async () => ({ default: () => <p>HOUSE LIST</p> }),
    'house/village/index': async () => ({ default: () => <p>VILLAGE LIST</p> }),
  });
  actions.logout.mockImplementation(async (dispatch: AppDispatch) => {
    dispatch(clearSession());
  });
});

afterAll(() => setNotifier(null));

describe('RouteGuard', () => {
  it('sends a visitor without a token to login with the full path in redirect', async () => {
    renderApp('/house/village?type=1');
    await waitFor(() =>
      expect(location()).toBe(`/login?redirect=${encodeURIComponent('/house/village?type=1')}`),
    );
    expect(await screen.findByTestId('login-form', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(actions.loadSession).not.toHaveBeenCalled();
  });

  it('shows white-listed pages to a visitor without a token', async () => {
    renderApp('/register');
    expect(await screen.findByTestId('register-form', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(location()).toBe('/register');
  });

  it('sends a signed-in user away from login to the root', async () => {
    renderApp('/login', {
      session: { token: 't', roles: ['admin'], permissions: ['*:*:*'], infoLoaded: true },
      menus: SAMPLE_TREE,
    });
    await waitFor(() => expect(location()).toBe('/house/houseRoom'), { timeout: 8000 });
  });

  it('loads user info and routes for a token without roles, then shows the page', async () => {
    let finish: () => void = () => {};
    actions.loadSession.mockImplementation(
      (dispatch: AppDispatch) =>
        new Promise<void>((resolve) => {
          finish = () => {
            dispatch(setMenus({ tree: SAMPLE_TREE, language: 'en' }));
            dispatch(setUserInfo({ name: 'admin', roles: ['admin'], permissions: ['*:*:*'] }));
            resolve();
          };
        }),
    );
    renderApp('/house/village', { session: { token: 't', roles: [], permissions: [], infoLoaded: false } });
    expect(await screen.findByTestId('full-page-loading')).toBeInTheDocument();
    expect(actions.loadSession).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(await screen.findByText('VILLAGE LIST')).toBeInTheDocument();
    expect(location()).toBe('/house/village');
  });

  it('logs out, shows the error and goes to the root when user info fails', async () => {
    actions.loadSession.mockImplementation(
      () => new Promise<void>((_, reject) => setTimeout(() => reject({ msg: 'session expired' }), 20)),
    );
    renderApp('/house/village', { session: { token: 't', infoLoaded: false } });
    // The app installs antd's notifier on mount; watch what the guard reports.
    setNotifier(notifier);
    await waitFor(() => expect(actions.logout).toHaveBeenCalledTimes(1));
    expect(notifier.error).toHaveBeenCalledWith('session expired');
    // Logged out at the root: the guard sends the visitor to login.
    await waitFor(() => expect(location()).toBe('/login?redirect=%2F'));
  });

  it('treats an empty role list as ROLE_DEFAULT once loaded', async () => {
    actions.loadSession.mockImplementation(async (dispatch: AppDispatch) => {
      dispatch(setMenus({ tree: SAMPLE_TREE, language: 'en' }));
      dispatch(setUserInfo({ name: 'x', roles: [], permissions: [] }));
    });
    const { store } = renderApp('/house/village', { session: { token: 't', infoLoaded: false } });
    expect(await screen.findByText('VILLAGE LIST')).toBeInTheDocument();
    expect(store.getState().session.roles).toEqual(['ROLE_DEFAULT']);
  });
});
