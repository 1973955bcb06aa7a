import axios, {
  AxiosError,
  AxiosHeaders,
  type AxiosInstance,
  type AxiosRequestConfig,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { resolveLanguage } from '../../i18n/utils/language';
import { getToken } from '../utils/auth-token';
import { createDuplicateSubmitGuard } from '../utils/duplicate-submit';
import { envelopeFailureCode, ResultCode } from '../utils/envelope-failure';
import { messageForCode, requestText } from '../utils/error-message';
import { isPublicUrl } from '../utils/public-url';
import { serializeParams } from '../utils/query-params';
import { isRequestError, RequestError } from '../utils/request-error';
import {
  BASE_URL,
  CAPTCHA_TIMEOUT,
  REQUEST_TIMEOUT,
  TRANSPORT_ERROR_DURATION,
} from '../utils/request-settings';
import { getNotifier } from './notifier';
import { promptSessionExpired } from './session-expired';

/**
 * Per-request options of the request client, on top of axios' own. They are
 * declared on axios' config type so `client.get(url, { noAuth: true })`,
 * RTK Query args and interceptors all see them typed.
 */
export interface RequestOptions {
  /** Send no `Authorization` header (public calls; login and others are recognised by URL anyway). */
  noAuth?: boolean;
  /** `false` turns off the client-side duplicate-submit guard for this POST/PUT. */
  repeatSubmit?: boolean;
  /** Show no message, notification or dialog for this call's failures; the promise still rejects. */
  silent?: boolean;
}

declare module 'axios' {
  // biome-ignore lint/suspicious/noExplicitAny: must repeat axios' own declaration to merge with it
  interface AxiosRequestConfig<D = any> extends RequestOptions {}
}

const duplicateGuard = createDuplicateSubmitGuard();

/** For tests: forget the recent POST/PUT calls. */
export function resetDuplicateSubmitGuard(): void {
  duplicateGuard.reset();
}

function isBinary(config: AxiosRequestConfig): boolean {
  return config.responseType === 'blob' || config.responseType === 'arraybuffer';
}

function isCaptchaCall(url: string | undefined): boolean {
  return !!url && /(^|\/)captchaImage(\?|$)/.test(url);
}

function onRequest(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const headers = AxiosHeaders.from(config.headers);
  config.headers = headers;

  if (!config.noAuth && !isPublicUrl(config.url)) {
    const token = getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
  } else {
    headers.delete('Authorization');
  }
  if (!headers.has('Accept-Language')) headers.set('Accept-Language', resolveLanguage());

  if (isCaptchaCall(config.url) && config.timeout === REQUEST_TIMEOUT) config.timeout = CAPTCHA_TIMEOUT;

  const method = (config.method ?? 'get').toLowerCase();
  if ((method === 'post' || method === 'put') && config.repeatSubmit !== false) {
    const query = serializeParams(config.params);
    const key = `${method} ${config.url ?? ''}${query ? `?${query}` : ''}`;
    if (duplicateGuard.isDuplicate(key, config.data)) {
      const msg = requestText('duplicateSubmit');
      if (!config.silent) getNotifier().warning(msg);
      throw new RequestError('duplicate', msg);
    }
  }
  return config;
}

function onResponse(response: AxiosResponse): AxiosResponse | Promise<never> {
  const { config } = response;
  if (isBinary(config)) return response;

  const body: unknown = response.data;
  const code = envelopeFailureCode(body);
  if (code === null) return response;
  const envelope = body as { msg?: unknown };

  const notifier = getNotifier();
  const msg = messageForCode(code, envelope.msg);
  const init = { code, status: response.status, body };

  if (code === ResultCode.UNAUTHORIZED) {
    if (!config.silent) void promptSessionExpired();
    return Promise.reject(new RequestError('session', requestText('sessionInvalid'), init));
  }
  if (code === ResultCode.ERROR) {
    if (!config.silent) notifier.error(msg);
    return Promise.reject(new RequestError('business', msg, init));
  }
  if (code === ResultCode.WARN) {
    if (!config.silent) notifier.warning(msg);
    return Promise.reject(new RequestError('warning', msg, init));
  }
  if (!config.silent) notifier.notifyError(msg);
  return Promise.reject(new RequestError('business', msg, init));
}

function onError(error: unknown): Promise<never> {
  if (isRequestError(error)) return Promise.reject(error);
  if (axios.isCancel(error)) {
    return Promise.reject(new RequestError('canceled', error instanceof Error ? error.message : 'canceled'));
  }
  const axiosError = error instanceof AxiosError ? error : null;
  const silent = axiosError?.config?.silent === true;
  let failure: RequestError;
  if (axiosError?.response) {
    const status = axiosError.response.status;
    failure = new RequestError('http', requestText('httpStatus', { status }), {
      status,
      code: status,
      body: axiosError.response.data,
    });
  } else if (
    axiosError?.code === AxiosError.ECONNABORTED ||
    axiosError?.code === AxiosError.ETIMEDOUT ||
    (axiosError?.message ?? '').toLowerCase().includes('timeout')
  ) {
    failure = new RequestError('timeout', requestText('timeout'));
  } else {
    failure = new RequestError('network', requestText('networkError'));
  }
  if (!silent) getNotifier().error(failure.message, TRANSPORT_ERROR_DURATION);
  return Promise.reject(failure);
}

/**
 * Creates an axios instance with every rule of spec sections 7 and 8: base
 * `/web-api`, 30 s timeout (captcha 20 s), Bearer token except on public
 * calls, `Accept-Language`, RuoYi query strings, duplicate-submit guard,
 * envelope handling and messages. Successful calls resolve with the axios
 * response whose `data` is the whole envelope; failures reject with a
 * {@link RequestError}.
 */
export function createRequestClient(config: AxiosRequestConfig = {}): AxiosInstance {
  const instance = axios.create({
    baseURL: BASE_URL,
    timeout: REQUEST_TIMEOUT,
    // no default Content-Type: axios sends objects as JSON and lets the browser set multipart boundaries
    paramsSerializer: { serialize: serializeParams },
    ...config,
  });
  instance.interceptors.request.use(onRequest);
  instance.interceptors.response.use(onResponse, onError);
  return instance;
}

/** The product's request client (one instance, shared as a federation singleton). */
export const client: AxiosInstance = createRequestClient();

/**
 * Calls the API and resolves with the envelope (or the blob for binary
 * responses): `const { rows, total } = await request<TableResult<Village>>({ url: '/house/village/list', params })`.
 */
export async function request<T = unknown>(config: AxiosRequestConfig): Promise<T> {
  const response = await client.request<T>(config);
  return response.data;
}
