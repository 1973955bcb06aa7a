import { type APIRequestContext, type BrowserContext, expect, request } from '@playwright/test';
import { baseURL } from './e2e-env';

/** The seeded accounts (README). */
export const ADMIN = { identifier: 'admin', password: 'admin123' } as const;
export const STAFF = { identifier: 'staff', password: 'staff123' } as const;

export interface Credentials {
  identifier: string;
  password: string;
}

/** A RuoYi envelope: HTTP 200 with the outcome in `code`. */
export interface Envelope {
  code: number;
  msg: string;
  data?: unknown;
  rows?: unknown[];
  total?: number;
  token?: string;
}

/** The cookie the host reads the token from (spec section 7). */
export const TOKEN_COOKIE = 'Admin-Token';

/** `POST /web-api/login` (captcha is off in the e2e server) and the session token. */
export async function apiLogin(api: APIRequestContext, who: Credentials): Promise<string> {
  const response = await api.post(`${baseURL}/web-api/login`, { data: who });
  const body = (await response.json()) as Envelope;
  expect(body.code, `login of ${who.identifier}: ${body.msg}`).toBe(200);
  expect(body.token).toBeTruthy();
  return body.token as string;
}

/** A request context of its own, signed in as the given user (Bearer token). */
export async function signedInApi(who: Credentials): Promise<{ api: APIRequestContext; token: string }> {
  const anonymous = await request.newContext({ baseURL });
  const token = await apiLogin(anonymous, who);
  await anonymous.dispose();
  const api = await request.newContext({
    baseURL,
    extraHTTPHeaders: { Authorization: `Bearer ${token}`, 'Accept-Language': 'en' },
  });
  return { api, token };
}

/** Signs the browser context in without the login form: the token in the `Admin-Token` cookie. */
export async function signInContext(context: BrowserContext, who: Credentials): Promise<string> {
  const token = await apiLogin(context.request, who);
  await context.addCookies([{ name: TOKEN_COOKIE, value: token, url: baseURL }]);
  return token;
}

/** GET a `/web-api` path and its envelope. */
export async function getEnvelope(api: APIRequestContext, path: string): Promise<Envelope> {
  const response = await api.get(`/web-api${path}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Envelope;
}

/** A `/web-api` call that must succeed (code 200); gives the envelope. */
export async function callOk(
  api: APIRequestContext,
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  data?: unknown,
): Promise<Envelope> {
  const response = await api.fetch(`/web-api${path}`, {
    method: method.toUpperCase(),
    ...(data === undefined ? {} : { data }),
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as Envelope;
  expect(body.code, `${method.toUpperCase()} ${path}: ${body.msg}`).toBe(200);
  return body;
}

/**
 * A user of the test's own with the seeded `common` role, made by the admin through the
 * API (so the seeded accounts are never locked, renamed or given a new password).
 */
export async function createCommonUser(who: Credentials, extra: Record<string, unknown> = {}): Promise<void> {
  const { api } = await signedInApi(ADMIN);
  const roles = (await callOk(api, 'get', '/system/role/list?roleKey=common&pageNum=1&pageSize=10')).rows as {
    roleId: number;
    roleKey: string;
  }[];
  const common = roles.find((role) => role.roleKey === 'common');
  expect(common).toBeTruthy();
  await callOk(api, 'post', '/system/user', {
    userName: who.identifier,
    nickName: who.identifier,
    password: who.password,
    phonenumber: `020${String(Date.now()).slice(-8)}`,
    roleIds: [common?.roleId],
    ...extra,
  });
  await api.dispose();
}
