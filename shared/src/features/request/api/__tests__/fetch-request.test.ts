import { changeLanguage } from '../../../i18n/i18n';
import { isRequestError, type RequestError } from '../../utils/request-error';
import { fetchPublic } from '../fetch-request';

const fetchMock = jest.fn();

function answer(body: unknown, status = 200) {
  return Promise.resolve({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) });
}

async function failure(call: Promise<unknown>): Promise<RequestError> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!isRequestError(error)) throw new Error(`expected a RequestError, got ${String(error)}`);
  return error;
}

beforeAll(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
});

beforeEach(async () => {
  fetchMock.mockReset();
  await changeLanguage('en');
});

describe('fetchPublic', () => {
  it('calls under /web-api in the interface language and resolves with the envelope', async () => {
    await changeLanguage('lo');
    fetchMock.mockReturnValue(answer({ code: 200, msg: 'ok', token: 't' }));
    await expect(fetchPublic('/login', { method: 'POST', body: { identifier: 'a' } })).resolves.toEqual({
      code: 200,
      msg: 'ok',
      token: 't',
    });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/web-api/login');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"identifier":"a"}');
    expect(init.headers).toMatchObject({ 'Accept-Language': 'lo', 'Content-Type': 'application/json' });
    expect(init.headers).not.toHaveProperty('Authorization');
  });

  it("rejects an envelope failure with the server's message, and a standard code with its own", async () => {
    fetchMock.mockReturnValue(answer({ code: 500, msg: 'Wrong user name or password' }));
    const business = await failure(fetchPublic('/login', { method: 'POST', body: {} }));
    expect(business).toMatchObject({ kind: 'business', code: 500, message: 'Wrong user name or password' });

    fetchMock.mockReturnValue(answer({ code: 601, msg: 'Careful' }));
    expect(await failure(fetchPublic('/x'))).toMatchObject({ kind: 'warning', code: 601 });

    fetchMock.mockReturnValue(answer({ code: 403, msg: 'raw' }));
    const forbidden = await failure(fetchPublic('/x'));
    expect(forbidden.message).not.toBe('raw');
  });

  it('rejects an HTTP error status and a network failure with translated messages', async () => {
    fetchMock.mockReturnValue(answer(null, 502));
    expect(await failure(fetchPublic('/captchaImage'))).toMatchObject({ kind: 'http', status: 502 });

    fetchMock.mockReturnValue(Promise.reject(new TypeError('Failed to fetch')));
    const offline = await failure(fetchPublic('/captchaImage'));
    expect(offline.kind).toBe('network');
    expect(offline.message).not.toMatch(/Failed to fetch|request\./);
  });

  it('gives up after its timeout', async () => {
    jest.useFakeTimers();
    try {
      fetchMock.mockImplementation(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      );
      const call = failure(fetchPublic('/captchaImage', { timeout: 1000 }));
      jest.advanceTimersByTime(1000);
      expect((await call).kind).toBe('timeout');
    } finally {
      jest.useRealTimers();
    }
  });
});
