import Cookies from 'js-cookie';

/** The cookie that holds the session token (spec section 7). */
export const TOKEN_KEY = 'Admin-Token';

export function getToken(): string | undefined {
  return Cookies.get(TOKEN_KEY) || undefined;
}

export function setToken(token: string): void {
  Cookies.set(TOKEN_KEY, token, { path: '/', sameSite: 'lax' });
}

export function removeToken(): void {
  Cookies.remove(TOKEN_KEY, { path: '/' });
}
