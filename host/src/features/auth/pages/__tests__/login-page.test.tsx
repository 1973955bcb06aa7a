import { changeLanguage } from '@agency/shared/features/i18n/i18n';
import { removeToken } from '@agency/shared/features/request/utils/auth-token';
import type { AppDispatch } from '@agency/shared/features/store/create-app-store';
import { setUserInfo } from '@agency/shared/features/store/slices/session-slice';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../testing/render-app';
import * as sessionActions from '../../../../utils/session-actions';
import en from '../../../auth/locales/en';
import lo from '../../../auth/locales/lo';
import { readRemembered } from '../../utils/remember-me';

// The guard's session load after login is not what these tests are about.
jest.mock('../../../../utils/session-actions', () => ({
  ...jest.requireActual('../../../../utils/session-actions'),
  loadSession: jest.fn(),
}));
jest.mock('../../../federation/api/module-registry-api', () => ({
  fetchModuleRegistry: jest.fn(async () => []),
}));

const fetchMock = jest.fn();
const reply = (body: unknown) =>
  Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(body) });
const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => url === `/web-api${path}`);
const location = () => screen.getByTestId('location').textContent;

function answerWith(login: (body: { code?: string }) => unknown) {
  fetchMock.mockImplementation((url: string, init: RequestInit) => {
    if (url === '/web-api/captchaImage')
      return reply({
        code: 200,
        captchaEnabled: true,
        uuid: `u${calls('/captchaImage').length}`,
        img: 'R0lG',
      });
    if (url === '/web-api/login') return reply(login(JSON.parse(String(init.body))));
    return Promise.reject(new Error(`unexpected ${url}`));
  });
}

beforeAll(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
});

beforeEach(async () => {
  fetchMock.mockReset();
  localStorage.clear();
  removeToken();
  jest.mocked(sessionActions.loadSession).mockImplementation(async (dispatch: AppDispatch) => {
    dispatch(setUserInfo({ userId: 1, name: 'admin', roles: ['admin'], permissions: ['*:*:*'] }));
  });
  await act(() => changeLanguage('en'));
});

describe('LoginPage', () => {
  it('asks for every empty field under it and sends nothing', async () => {
    answerWith(() => ({ code: 200, token: 't' }));
    renderApp('/login');
    const submit = await screen.findByTestId('login-submit', {}, { timeout: 8000 });
    await waitFor(() => expect(screen.getByTestId('captcha-image')).toBeVisible());
    await userEvent.click(submit);
    expect(screen.getByText(en.identifierRequired)).toBeVisible();
    expect(screen.getByText(en.passwordRequired)).toBeVisible();
    expect(screen.getByText(en.codeRequired)).toBeVisible();
    expect(screen.getByPlaceholderText(en.identifier)).toHaveFocus();
    expect(screen.getByPlaceholderText(en.identifier)).toHaveAttribute('aria-invalid', 'true');
    expect(calls('/login')).toHaveLength(0);

    await userEvent.type(screen.getByPlaceholderText(en.identifier), 'admin');
    expect(screen.queryByText(en.identifierRequired)).toBeNull();
  });

  it("shows the server's refusal in the form, clears the used code and fetches a new image", async () => {
    answerWith(() => ({ code: 500, msg: 'The captcha is wrong' }));
    renderApp('/login');
    await waitFor(() => expect(screen.getByTestId('captcha-image')).toBeVisible(), { timeout: 8000 });
    await userEvent.type(screen.getByPlaceholderText(en.identifier), ' admin ');
    await userEvent.type(screen.getByPlaceholderText(en.password), 'secret');
    await userEvent.type(screen.getByPlaceholderText(en.code), '7');
    await userEvent.click(screen.getByTestId('login-submit'));

    expect(await screen.findByTestId('login-failure')).toHaveTextContent('The captcha is wrong');
    const [, init] = calls('/login')[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      identifier: 'admin',
      password: 'secret',
      code: '7',
      uuid: 'u1',
    });
    expect(screen.getByPlaceholderText(en.code)).toHaveValue('');
    await waitFor(() => expect(calls('/captchaImage')).toHaveLength(2));
    expect(location()).toBe('/login');
    expect(screen.getByTestId('login-submit')).toHaveTextContent(en.login);
  });

  it('keeps the token, remembers the user and goes where the guard sent the user from', async () => {
    answerWith((body) => (body.code === '7' ? { code: 200, token: 'tok-1' } : { code: 500, msg: 'no' }));
    const { store } = renderApp(`/login?redirect=${encodeURIComponent('/user/profile')}`);
    await waitFor(() => expect(screen.getByTestId('captcha-image')).toBeVisible(), { timeout: 8000 });
    await userEvent.type(screen.getByPlaceholderText(en.identifier), 'admin');
    await userEvent.type(screen.getByPlaceholderText(en.password), 'secret');
    await userEvent.type(screen.getByPlaceholderText(en.code), '7');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByTestId('login-submit'));

    await waitFor(() => expect(location()).toBe('/user/profile'));
    expect(store.getState().session.token).toBe('tok-1');
    expect(readRemembered()).toEqual({ identifier: 'admin' });
  });

  it('shows and hides the password, and speaks Lao', async () => {
    answerWith(() => ({ code: 200, token: 't' }));
    await act(() => changeLanguage('lo'));
    renderApp('/login');
    const password = await screen.findByPlaceholderText(lo.password, {}, { timeout: 8000 });
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: lo.showPassword }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByTestId('login-submit')).toHaveTextContent(lo.login);
  });

  it('offers a retry when the captcha image does not load', async () => {
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    renderApp('/login');
    const retry = await screen.findByRole('button', { name: en.captchaFailed }, { timeout: 8000 });
    answerWith(() => ({ code: 200, token: 't' }));
    await userEvent.click(retry);
    await waitFor(() => expect(screen.getByTestId('captcha-image')).toBeVisible());
  });
});
