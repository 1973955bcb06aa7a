/**
 * @jest-environment jsdom
 */
import { changeLanguage } from '@agency/shared/features/i18n/i18n';
import { removeToken } from '@agency/shared/features/request/utils/auth-token';
import { createAppStore } from '@agency/shared/features/store/create-app-store';
import { STORAGE_KEYS } from '@agency/shared/features/store/utils/storage-keys';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import en from '../../features/auth/locales/en';
import lo from '../../features/auth/locales/lo';
import { REMEMBER_KEY } from '../../features/auth/utils/remember-me';
import { AppRoot } from '../app-root';
import { renderLogin } from '../prerender-login';

jest.mock('../../utils/session-actions', () => ({
  ...jest.requireActual('../../utils/session-actions'),
  loadSession: jest.fn(async () => undefined),
}));
jest.mock('../../features/federation/api/module-registry-api', () => ({
  fetchModuleRegistry: jest.fn(async () => []),
}));

const fetchMock = jest.fn();
const reply = (body: unknown) =>
  Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(body) });
const loginCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/web-api/login');

let root: Root | undefined;
let recoverable: unknown[];

beforeAll(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
});

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation((url: string) => {
    if (url === '/web-api/captchaImage') return reply({ code: 200, captchaEnabled: false });
    if (url === '/web-api/login') return reply({ code: 500, msg: 'refused for the test' });
    return Promise.reject(new Error(`unexpected ${url}`));
  });
  localStorage.clear();
  removeToken();
  recoverable = [];
  window.history.replaceState(null, '', '/login');
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The build's page for `language` in the document, as the server sends it. */
async function serve(language: 'en' | 'lo') {
  const page = await renderLogin(language);
  document.body.innerHTML = `<div id="root" data-prerendered="${language}">${page.html}</div>`;
  return page;
}

/** What bootstrap.tsx does with a prerendered page that matches (renderLogin began the hydration). */
async function hydrate() {
  const container = document.getElementById('root') as HTMLElement;
  await act(async () => {
    root = hydrateRoot(container, <AppRoot store={createAppStore()} />, {
      onRecoverableError: (error) => recoverable.push(error),
    });
  });
}

const field = (name: string) => document.querySelector(`input[name="${name}"]`) as HTMLInputElement;
const submit = () => screen.getByTestId('login-submit');
const form = () => screen.getByTestId('login-form');

describe('the prerendered login page', () => {
  it("is the login form in the page's language, its sending held until React runs", async () => {
    const page = await serve('lo');
    expect(page.title).toBe(lo.loginTitle);
    expect(form()).toBeVisible();
    expect(field('identifier')).toHaveAttribute('placeholder', lo.identifier);
    expect(submit()).toBeDisabled();
    expect(submit()).toHaveTextContent(lo.login);
  });

  it('is taken over by React without a mismatch: the same elements, now working', async () => {
    await serve('en');
    await act(() => changeLanguage('en'));
    const before = form();
    await hydrate();
    await waitFor(() => expect(submit()).toBeEnabled());
    expect(form()).toBe(before);
    expect(recoverable).toEqual([]);
    await userEvent.click(submit());
    expect(screen.getByText(en.identifierRequired)).toBeVisible();
    expect(loginCalls()).toHaveLength(0);
  });

  it('keeps what was typed before React ran, and sends it', async () => {
    await serve('en');
    await act(() => changeLanguage('en'));
    field('identifier').value = 'typed-early';
    field('password').value = 'secret';
    await hydrate();
    await waitFor(() => expect(submit()).toBeEnabled());
    expect(field('identifier').value).toBe('typed-early');
    await userEvent.click(submit());
    await waitFor(() => expect(loginCalls()).toHaveLength(1));
    expect(JSON.parse(String(loginCalls()[0]?.[1]?.body))).toMatchObject({
      identifier: 'typed-early',
      password: 'secret',
    });
    expect(await screen.findByTestId('login-failure')).toHaveTextContent('refused for the test');
    expect(recoverable).toEqual([]);
  });

  it('fills in what only this browser knows once hydrated: the remembered identifier, the theme', async () => {
    await serve('en');
    await act(() => changeLanguage('en'));
    localStorage.setItem(REMEMBER_KEY, JSON.stringify({ identifier: 'remembered' }));
    localStorage.setItem(STORAGE_KEYS.layoutSetting, JSON.stringify({ theme: '#13c2c2' }));
    const page = document.querySelector('.auth-page') as HTMLElement;
    expect(page.style.getPropertyValue('--auth-primary')).toBe('#409EFF');
    await hydrate();
    await waitFor(() => expect(field('identifier').value).toBe('remembered'));
    expect(field('rememberMe').checked).toBe(true);
    expect(page.style.getPropertyValue('--auth-primary')).toBe('#13c2c2');
    expect(recoverable).toEqual([]);
  });
});
