import { getLanguage } from '@agency/shared/features/i18n/i18n';
import type { Language } from '@agency/shared/features/i18n/types/language';
import type { AppDispatch } from '@agency/shared/features/store/create-app-store';
import { clearSession, setToken, setUserInfo } from '@agency/shared/features/store/slices/session-slice';
import { resetTagsView } from '@agency/shared/features/store/slices/tags-view-slice';
import { resetRegisteredApis } from '@agency/shared/features/store/utils/api-attachment';
import { postLogin } from '../api/login-api';
import { clearMenus, setMenus } from '../stores/menu-slice';
import type { LoginBody } from '../types/auth-types';

// The calls after login come through RTK Query and the request client, loaded on first
// use: the login page itself does not download them (docs/benchmarks.md).
const loadAuthApi = () => import('../api/auth-api').then((module) => module.authApi);
const loadRouterApi = () => import('../api/router-api').then((module) => module.routerApi);

/** Logs in and keeps the token (cookie `Admin-Token` follows the store). */
export async function login(dispatch: AppDispatch, body: LoginBody): Promise<void> {
  const token = await postLogin(body);
  dispatch(setToken(token));
}

/** Fetches the user's menus in a language and keeps them. */
export async function loadMenus(dispatch: AppDispatch, language: Language = getLanguage()): Promise<void> {
  const routerApi = await loadRouterApi();
  const tree = await dispatch(
    routerApi.endpoints.getRouters.initiate(language, { subscribe: false, forceRefetch: true }),
  ).unwrap();
  dispatch(setMenus({ tree, language }));
}

/**
 * What the guard does for a token without user info: `GET /getInfo`, then the
 * routes from `GET /getRouters`; the session counts as loaded once both came.
 */
export async function loadSession(dispatch: AppDispatch): Promise<void> {
  const authApi = await loadAuthApi();
  const info = await dispatch(
    authApi.endpoints.getInfo.initiate(undefined, { subscribe: false, forceRefetch: true }),
  ).unwrap();
  await loadMenus(dispatch);
  dispatch(
    setUserInfo({
      userId: info.user.userId,
      name: info.user.userName,
      avatar: typeof info.user.avatar === 'string' ? info.user.avatar : '',
      roles: info.roles,
      permissions: info.permissions,
    }),
  );
}

/** Tells the server (best effort) and forgets the session, the tabs, the menus and the cached API data. */
export async function logout(dispatch: AppDispatch): Promise<void> {
  try {
    const authApi = await loadAuthApi();
    await dispatch(authApi.endpoints.logout.initiate()).unwrap();
  } catch {
    // the session is dropped locally whatever the server says
  }
  clearLocalSession(dispatch);
}

/** Forgets the session locally, without calling the server. */
export function clearLocalSession(dispatch: AppDispatch): void {
  dispatch(clearSession());
  dispatch(resetTagsView());
  dispatch(clearMenus());
  resetRegisteredApis(dispatch);
}
