import type { AxiosRequestConfig } from 'axios';
import MockAdapter from 'axios-mock-adapter';
import Cookies from 'js-cookie';
import { changeLanguage } from '../../../i18n/i18n';
import { isRequestError, type RequestError } from '../../utils/request-error';
import { BASE_URL, CAPTCHA_TIMEOUT, REQUEST_TIMEOUT } from '../../utils/request-settings';
import { client, request, resetDuplicateSubmitGuard } from '../client';
import { type Notifier, setNotifier } from '../notifier';
import { resetSessionExpiredDialog, setSessionExpiredHandler } from '../session-expired';

function createNotifier() {
  let resolveConfirm: (ok: boolean) => void = () => {};
  const notifier = {
    error: jest.fn(),
    warning: jest.fn(),
    success: jest.fn(),
    notifyError: jest.fn(),
    confirm: jest.fn(
      () =>
        new Promise<boolean>((resolve) => {
          resolveConfirm = resolve;
        }),
    ),
    loading: jest.fn(() => () => {}),
  } satisfies Notifier;
  return { notifier, answerConfirm: (ok: boolean) => resolveConfirm(ok) };
}

async function rejection(promise: Promise<unknown>): Promise<RequestError> {
  try {
    await promise;
  } catch (error) {
    if (isRequestError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

let mock: MockAdapter;
let ui: ReturnType<typeof createNotifier>;
let seen: AxiosRequestConfig[];

beforeAll(async () => {
  await changeLanguage('en');
});

beforeEach(() => {
  mock = new MockAdapter(client);
  ui = createNotifier();
  setNotifier(ui.notifier);
  seen = [];
  resetDuplicateSubmitGuard();
  resetSessionExpiredDialog();
  Cookies.remove('Admin-Token', { path: '/' });
  localStorage.setItem('language', 'en');
});

/** Answers every call not answered by a handler registered before. */
function answerAll() {
  mock.onAny().reply((config) => {
    seen.push(config);
    return [200, { code: 200, msg: 'ok', data: config.url }];
  });
}

afterEach(() => {
  mock.restore();
  setNotifier(null);
  setSessionExpiredHandler(null);
  jest.useRealTimers();
  localStorage.clear();
});

const header = (config: AxiosRequestConfig | undefined, name: string) =>
  (config?.headers as { get?: (n: string) => unknown } | undefined)?.get?.(name) ??
  (config?.headers as Record<string, unknown> | undefined)?.[name];

describe('defaults', () => {
  beforeEach(answerAll);

  it('uses the /web-api base and a 30000 ms timeout', async () => {
    expect(BASE_URL).toBe('/web-api');
    expect(client.defaults.baseURL).toBe('/web-api');
    expect(client.defaults.timeout).toBe(30_000);
    await request({ url: '/getInfo' });
    expect(seen[0]?.baseURL).toBe('/web-api');
    expect(seen[0]?.timeout).toBe(REQUEST_TIMEOUT);
  });

  it('gives the captcha call 20 s', async () => {
    await request({ url: '/captchaImage' });
    expect(seen[0]?.timeout).toBe(CAPTCHA_TIMEOUT);
    expect(CAPTCHA_TIMEOUT).toBe(20_000);
  });
});

describe('token', () => {
  beforeEach(answerAll);

  it('sends the Admin-Token cookie as a Bearer token', async () => {
    Cookies.set('Admin-Token', 'abc123');
    await request({ url: '/getInfo' });
    expect(header(seen[0], 'Authorization')).toBe('Bearer abc123');
  });

  it('sends no Authorization header without a token', async () => {
    await request({ url: '/getInfo' });
    expect(header(seen[0], 'Authorization')).toBeUndefined();
  });

  it.each([
    ['post', '/login'],
    ['post', '/register'],
    ['get', '/captchaImage'],
    ['post', '/api/thirdLogin'],
    ['get', '/email/code'],
    ['post', '/email/verify'],
    ['put', '/email/retrievePwd'],
    ['get', '/system/houseRoom/getHouseRoomList/12'],
    ['get', '/public/modules'],
    ['get', '/house/public/detail/3'],
  ])('skips the token on the public call %s %s', async (method, url) => {
    Cookies.set('Admin-Token', 'abc123');
    await request({ url, method: method as 'get' });
    expect(header(seen[0], 'Authorization')).toBeUndefined();
  });

  it('skips the token on a call flagged noAuth', async () => {
    Cookies.set('Admin-Token', 'abc123');
    await request({ url: '/getInfo', noAuth: true });
    expect(header(seen[0], 'Authorization')).toBeUndefined();
  });

  it('keeps the token on private calls that resemble public ones', async () => {
    Cookies.set('Admin-Token', 'abc123');
    await request({ url: '/logout', method: 'post' });
    await request({ url: '/system/houseRoom/list' });
    await request({ url: '/loginHistory' });
    expect(seen.map((config) => header(config, 'Authorization'))).toEqual([
      'Bearer abc123',
      'Bearer abc123',
      'Bearer abc123',
    ]);
  });
});

describe('Accept-Language', () => {
  beforeEach(answerAll);

  const languagesSpy = () => jest.spyOn(window.navigator, 'languages', 'get');

  it('sends the stored language', async () => {
    localStorage.setItem('language', 'zh');
    await request({ url: '/getRouters' });
    expect(header(seen[0], 'Accept-Language')).toBe('zh');
  });

  it("falls back to the browser's language among zh/en/lo", async () => {
    localStorage.removeItem('language');
    const spy = languagesSpy().mockReturnValue(['fr-FR', 'lo-LA']);
    await request({ url: '/getRouters' });
    expect(header(seen[0], 'Accept-Language')).toBe('lo');
    spy.mockReturnValue(['zh-CN']);
    await request({ url: '/getRouters' });
    expect(header(seen[1], 'Accept-Language')).toBe('zh');
    spy.mockRestore();
  });

  it('ignores an invalid stored language and defaults to lo', async () => {
    localStorage.setItem('language', 'fr');
    const spy = languagesSpy().mockReturnValue(['fr-FR', 'de']);
    const langSpy = jest.spyOn(window.navigator, 'language', 'get').mockReturnValue('fr-FR');
    await request({ url: '/getRouters' });
    expect(header(seen[0], 'Accept-Language')).toBe('lo');
    spy.mockRestore();
    langSpy.mockRestore();
  });
});

describe('query string', () => {
  it("serialises GET params in RuoYi's nested form", () => {
    const uri = client.getUri({
      url: '/system/user/list',
      params: {
        pageNum: 1,
        pageSize: 20,
        userName: '',
        status: undefined,
        phone: null,
        params: { beginTime: '2024-01-01', endTime: '2024-01-31' },
        ids: [3, 4],
      },
    });
    expect(decodeURIComponent(uri)).toBe(
      '/web-api/system/user/list?pageNum=1&pageSize=20&params[beginTime]=2024-01-01&params[endTime]=2024-01-31&ids[0]=3&ids[1]=4',
    );
  });
});

describe('envelope codes', () => {
  it('resolves with the whole envelope', async () => {
    mock.onGet('/system/notice/list').reply(200, { code: 200, msg: 'ok', rows: [{ id: 1 }], total: 1 });
    await expect(request({ url: '/system/notice/list' })).resolves.toEqual({
      code: 200,
      msg: 'ok',
      rows: [{ id: 1 }],
      total: 1,
    });
  });

  it('treats a missing code as 200', async () => {
    mock.onGet('/captchaImage').reply(200, { captchaEnabled: false });
    await expect(request({ url: '/captchaImage' })).resolves.toEqual({ captchaEnabled: false });
    expect(ui.notifier.error).not.toHaveBeenCalled();
  });
  it('401: one re-login dialog for many failing calls, each rejected as an invalid session', async () => {
    mock.onGet(/\/expired\/.*/).reply(200, { code: 401, msg: 'token expired' });
    const handler = jest.fn();
    setSessionExpiredHandler(handler);

    const failures = await Promise.all([
      rejection(request({ url: '/expired/1' })),
      rejection(request({ url: '/expired/2' })),
      rejection(request({ url: '/expired/3' })),
    ]);
    for (const failure of failures) {
      expect(failure.kind).toBe('session');
      expect(failure.code).toBe(401);
      expect(failure.message).toBe('Invalid session, or the session has expired. Please log in again.');
    }
    expect(ui.notifier.confirm).toHaveBeenCalledTimes(1);
    expect(ui.notifier.confirm).toHaveBeenCalledWith({
      title: 'System notice',
      content: 'Your login has expired. You can stay on this page or log in again.',
      okText: 'Log in again',
      cancelText: 'Cancel',
    });

    ui.answerConfirm(true);
    await flush();
    expect(handler).toHaveBeenCalledTimes(1);

    // the dialog is closed: a later 401 asks again
    await rejection(request({ url: '/expired/4' }));
    expect(ui.notifier.confirm).toHaveBeenCalledTimes(2);
    ui.answerConfirm(false);
    await flush();
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('500: error message with the server msg, rejected', async () => {
    mock.onGet('/boom').reply(200, { code: 500, msg: 'Village name already exists' });
    const failure = await rejection(request({ url: '/boom' }));
    expect(failure.kind).toBe('business');
    expect(failure.code).toBe(500);
    expect(failure.message).toBe('Village name already exists');
    expect(ui.notifier.error).toHaveBeenCalledWith('Village name already exists');
  });

  it('500 without msg: the default message', async () => {
    mock.onGet('/boom').reply(200, { code: 500 });
    await rejection(request({ url: '/boom' }));
    expect(ui.notifier.error).toHaveBeenCalledWith(
      'Unknown system error, please report to the administrator',
    );
  });

  it('601: warning, rejected', async () => {
    mock.onGet('/warn').reply(200, { code: 601, msg: 'Careful' });
    const failure = await rejection(request({ url: '/warn' }));
    expect(failure.kind).toBe('warning');
    expect(ui.notifier.warning).toHaveBeenCalledWith('Careful');
    expect(ui.notifier.error).not.toHaveBeenCalled();
  });

  it('403 and 404: error notification with the standard message', async () => {
    mock.onGet('/forbidden').reply(200, { code: 403, msg: 'nope' });
    mock.onGet('/missing').reply(200, { code: 404, msg: 'nope' });
    await rejection(request({ url: '/forbidden' }));
    await rejection(request({ url: '/missing' }));
    expect(ui.notifier.notifyError).toHaveBeenNthCalledWith(1, 'No permission for the current operation');
    expect(ui.notifier.notifyError).toHaveBeenNthCalledWith(2, 'The resource does not exist');
  });

  it('other codes: error notification with the server msg', async () => {
    mock.onGet('/odd').reply(200, { code: 418, msg: 'I am a teapot' });
    const failure = await rejection(request({ url: '/odd' }));
    expect(failure.code).toBe(418);
    expect(ui.notifier.notifyError).toHaveBeenCalledWith('I am a teapot');
  });

  it('silent calls show nothing but still reject', async () => {
    mock.onGet('/boom').reply(200, { code: 500, msg: 'x' });
    mock.onGet('/expired').reply(200, { code: 401 });
    await rejection(request({ url: '/boom', silent: true }));
    await rejection(request({ url: '/expired', silent: true }));
    expect(ui.notifier.error).not.toHaveBeenCalled();
    expect(ui.notifier.confirm).not.toHaveBeenCalled();
  });

  it('passes blob responses through without envelope checks', async () => {
    mock.onGet('/file').reply(200, new Blob(['{"code":500}'], { type: 'application/json' }));
    const data = await request<Blob>({ url: '/file', responseType: 'blob' });
    expect(data).toBeInstanceOf(Blob);
    expect(ui.notifier.error).not.toHaveBeenCalled();
  });
});

describe('transport errors (shown 5 s)', () => {
  it('network error', async () => {
    mock.onGet('/down').networkError();
    const failure = await rejection(request({ url: '/down' }));
    expect(failure.kind).toBe('network');
    expect(ui.notifier.error).toHaveBeenCalledWith('Backend interface connection abnormal', 5);
  });

  it('timeout', async () => {
    mock.onGet('/slow').timeout();
    const failure = await rejection(request({ url: '/slow' }));
    expect(failure.kind).toBe('timeout');
    expect(ui.notifier.error).toHaveBeenCalledWith('System interface request timed out', 5);
  });

  it('HTTP status', async () => {
    mock.onGet('/bad').reply(502, 'Bad Gateway');
    const failure = await rejection(request({ url: '/bad' }));
    expect(failure.kind).toBe('http');
    expect(failure.status).toBe(502);
    expect(ui.notifier.error).toHaveBeenCalledWith('System interface 502 abnormal', 5);
  });
});

describe('duplicate submit', () => {
  beforeEach(answerAll);

  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2025-01-01T00:00:00Z'), doNotFake: ['nextTick', 'queueMicrotask'] });
  });

  it('refuses an identical POST within 1000 ms', async () => {
    await request({ url: '/system/notice', method: 'post', data: { title: 'a' } });
    jest.advanceTimersByTime(999);
    const failure = await rejection(request({ url: '/system/notice', method: 'post', data: { title: 'a' } }));
    expect(failure.kind).toBe('duplicate');
    expect(failure.message).toBe('Data is being processed, please do not resubmit');
    expect(ui.notifier.warning).toHaveBeenCalledWith('Data is being processed, please do not resubmit');
    expect(seen).toHaveLength(1);
  });

  it('refuses an identical PUT within 1000 ms', async () => {
    await request({ url: '/system/notice', method: 'put', data: { id: 1 } });
    const failure = await rejection(request({ url: '/system/notice', method: 'put', data: { id: 1 } }));
    expect(failure.kind).toBe('duplicate');
  });

  it('allows it again after 1000 ms', async () => {
    await request({ url: '/system/notice', method: 'post', data: { title: 'a' } });
    jest.advanceTimersByTime(1000);
    await request({ url: '/system/notice', method: 'post', data: { title: 'a' } });
    expect(seen).toHaveLength(2);
  });

  it('allows a different body or URL, GETs, and calls with repeatSubmit: false', async () => {
    await request({ url: '/system/notice', method: 'post', data: { title: 'a' } });
    await request({ url: '/system/notice', method: 'post', data: { title: 'b' } });
    await request({ url: '/system/post', method: 'post', data: { title: 'a' } });
    await request({ url: '/system/notice/list' });
    await request({ url: '/system/notice/list' });
    await request({ url: '/system/notice', method: 'post', data: { title: 'a' }, repeatSubmit: false });
    expect(seen).toHaveLength(6);
  });

  it('sends JSON bodies as JSON and FormData as multipart', async () => {
    await request({ url: '/system/notice', method: 'post', data: { title: 'a' } });
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.txt');
    await request({ url: '/common/upload', method: 'post', data: form });
    expect(String(header(seen[0], 'Content-Type'))).toContain('application/json');
    expect(seen[0]?.data).toBe('{"title":"a"}');
    expect(seen[1]?.data).toBeInstanceOf(FormData);
  });

  it('never compares file uploads', async () => {
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.txt');
    await request({ url: '/common/upload', method: 'post', data: form });
    await request({ url: '/common/upload', method: 'post', data: form });
    expect(seen).toHaveLength(2);
  });
});
