import { resolveLanguage } from '../../i18n/utils/language';
import { envelopeFailureCode, ResultCode } from '../utils/envelope-failure';
import { messageForCode, requestText } from '../utils/error-message';
import { RequestError } from '../utils/request-error';
import { BASE_URL, REQUEST_TIMEOUT } from '../utils/request-settings';

export interface FetchRequestOptions {
  method?: 'GET' | 'POST';
  /** A JSON body. */
  body?: unknown;
  timeout?: number;
}

/**
 * A public call (no token) with `fetch`, for the pages before login: the login
 * page must not download axios and RTK Query (docs/benchmarks.md). The same rules
 * as the request client: base `/web-api`, `Accept-Language`, the envelope's code
 * and RuoYi's messages, translated transport errors. It shows nothing: a failure
 * rejects with a {@link RequestError} whose message the page shows.
 */
export async function fetchPublic<T>(url: string, options: FetchRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, timeout = REQUEST_TIMEOUT } = options;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeout);
  let response: Response;
  try {
    response = await fetch(`${BASE_URL}${url}`, {
      method,
      headers: {
        Accept: 'application/json',
        'Accept-Language': resolveLanguage(),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: controller.signal,
      credentials: 'same-origin',
    });
  } catch {
    throw timedOut
      ? new RequestError('timeout', requestText('timeout'))
      : new RequestError('network', requestText('networkError'));
  } finally {
    clearTimeout(timer);
  }
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    throw new RequestError('http', requestText('httpStatus', { status: response.status }), {
      status: response.status,
      code: response.status,
      body: answer,
    });
  }
  const code = envelopeFailureCode(answer);
  if (code !== null) {
    const msg = messageForCode(code, (answer as { msg?: unknown }).msg);
    const kind = code === ResultCode.WARN ? 'warning' : 'business';
    throw new RequestError(kind, msg, { code, status: response.status, body: answer });
  }
  return answer as T;
}
