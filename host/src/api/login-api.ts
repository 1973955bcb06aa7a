import { fetchPublic } from '@agency/shared/features/request/api/fetch-request';
import type { AjaxResult } from '@agency/shared/features/request/types/envelope';
import { CAPTCHA_TIMEOUT } from '@agency/shared/features/request/utils/request-settings';
import type { CaptchaResponse, LoginBody } from '../types/auth-types';

// The login page's two calls go through `fetch`, not the request client: the page must
// not download axios and RTK Query (docs/benchmarks.md). Both are public calls.

/** `GET /captchaImage`: whether the captcha is on, its image and uuid. */
export async function fetchCaptcha(): Promise<CaptchaResponse> {
  const body = await fetchPublic<AjaxResult & Partial<CaptchaResponse>>('/captchaImage', {
    timeout: CAPTCHA_TIMEOUT,
  });
  return {
    captchaEnabled: body.captchaEnabled !== false,
    ...(typeof body.uuid === 'string' ? { uuid: body.uuid } : {}),
    ...(typeof body.img === 'string' ? { img: body.img } : {}),
  };
}

/** `POST /login`: the session's token. */
export async function postLogin(login: LoginBody): Promise<string> {
  const body = await fetchPublic<AjaxResult & { token?: string }>('/login', { method: 'POST', body: login });
  const token = body.token ?? (body.data as { token?: string } | undefined)?.token;
  if (!token) throw new Error('No token in the login answer');
  return token;
}
