import { changeLanguage } from '@agency/shared/features/i18n/i18n';
import { client } from '@agency/shared/features/request/api/client';
import { type Notifier, setNotifier } from '@agency/shared/features/request/api/notifier';
import { createAppStore } from '@agency/shared/features/store/create-app-store';
import { configure, fireEvent, render, screen, waitFor, type waitForOptions } from '@testing-library/react';
import type { AxiosRequestConfig, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/** A call the page made, as the request client received it. */
export interface RecordedCall {
  method: string;
  url: string;
  params?: unknown;
  data?: unknown;
}

/** Answers a call with an envelope, or throws an error shaped like the client's. */
export type Responder = (call: RecordedCall) => unknown;

function recordedCall(config: AxiosRequestConfig, data: unknown): RecordedCall {
  return {
    method: (config.method ?? 'get').toUpperCase(),
    url: config.url ?? '',
    params: config.params,
    data,
  };
}

/**
 * Replaces the request client's transport: every call is recorded and answered
 * by `respond` (the returned value becomes the envelope).
 */
export function mockApi(respond: Responder) {
  const calls: RecordedCall[] = [];
  const spy = jest.spyOn(client, 'request').mockImplementation(async (config: AxiosRequestConfig) => {
    const call = recordedCall(config, config.data);
    calls.push(call);
    const data = await respond(call);
    return { data, status: 200, statusText: 'OK', headers: {}, config } as AxiosResponse;
  });
  return { calls, spy };
}

/**
 * Like {@link mockApi}, but answers at the transport (the axios adapter), so the
 * client's interceptors run as in the product: an envelope whose code is not 200
 * rejects with the client's error, shows its message through the notifier and
 * carries the body (e.g. the server's `fieldErrors`) to the screen. Bodies are
 * recorded parsed. `jest.restoreAllMocks()` puts the real adapter back.
 */
export function mockApiThroughClient(respond: Responder) {
  const calls: RecordedCall[] = [];
  jest.replaceProperty(client.defaults, 'adapter', async (config: InternalAxiosRequestConfig) => {
    const raw: unknown = config.data;
    let body = raw;
    if (typeof raw === 'string') {
      try {
        body = JSON.parse(raw);
      } catch {
        // not JSON (form data, text): recorded as sent
      }
    }
    const call = recordedCall(config, body);
    calls.push(call);
    const data = await respond(call);
    return { data, status: 200, statusText: 'OK', headers: {}, config } as AxiosResponse;
  });
  return { calls };
}

export type MockNotifier = { [K in keyof Notifier]: jest.Mock };

/** Captures messages and answers confirm dialogs with `confirmAnswer`. */
export function mockNotifier(confirmAnswer = true): MockNotifier {
  const notifier: MockNotifier = {
    error: jest.fn(),
    warning: jest.fn(),
    success: jest.fn(),
    notifyError: jest.fn(),
    confirm: jest.fn(async () => confirmAnswer),
    loading: jest.fn(() => () => {}),
  };
  setNotifier(notifier as unknown as Notifier);
  return notifier;
}

/** Sets the window width (600 px on a phone below 768 px, else 1280 px) and tells listeners. */
export function setNarrowScreen(narrow: boolean): void {
  Object.defineProperty(window, 'innerWidth', {
    writable: true,
    configurable: true,
    value: narrow ? 600 : 1280,
  });
  window.dispatchEvent(new Event('resize'));
}

/**
 * For a describe block of page tests: role queries skip the costly visibility check (antd renders
 * large trees), each test starts on a wide screen (one may narrow it) and ends with the spies of
 * {@link mockApi} removed, so the next one starts with the real client.
 */
export function setUpWidePageTests(): void {
  configure({ defaultHidden: true });
  beforeEach(() => setNarrowScreen(false));
  afterEach(() => jest.restoreAllMocks());
}

/** A describe block of page tests, each set up by {@link setUpWidePageTests}. */
export function describePageTests(name: string, body: () => void): void {
  describe(name, () => {
    setUpWidePageTests();
    body();
  });
}

/** `GET /system/dict/data/type/{type}` answers for the given dictionaries (value, label, listClass). */
export function dictAnswer(
  call: RecordedCall,
  dicts: Record<string, Array<[value: string, label: string, listClass: string]>>,
): unknown {
  const match = /^\/system\/dict\/data\/type\/(.+)$/.exec(call.url);
  if (!match) return undefined;
  const entries = dicts[decodeURIComponent(match[1] ?? '')] ?? [];
  return {
    code: 200,
    msg: 'ok',
    data: entries.map(([dictValue, dictLabel, listClass]) => ({ dictValue, dictLabel, listClass })),
  };
}

/** A responder that answers dictionary calls from `dicts` (see {@link dictAnswer}) and every other call with `respond`. */
export function withDicts(dicts: Parameters<typeof dictAnswer>[1], respond: Responder): Responder {
  return (call) => dictAnswer(call, dicts) ?? respond(call);
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders a page inside a fresh store (signed in with `permissions`), a memory
 * router and English texts.
 */
export async function renderPage(
  page: ReactElement,
  permissions: string[] = ['*:*:*'],
  path = '/page',
  /** The route's pattern when the page reads URL parameters (`/system/dict-data/index/:dictId`). */
  pattern = path,
) {
  await changeLanguage('en');
  const store = createAppStore({
    session: {
      token: 'test-token',
      userId: 1,
      name: 'admin',
      avatar: '',
      roles: permissions.includes('*:*:*') ? ['admin'] : ['common'],
      permissions,
      infoLoaded: true,
    },
  });
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={page} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { ...view, store };
}

/** What {@link renderPage} takes after the page (route, permissions, ...). */
type RenderWhere = Parameters<typeof renderPage> extends [ReactElement, ...infer Rest] ? Rest : never;

async function renderAnswering(
  confirmAnswer: boolean,
  page: ReactElement,
  respond: Responder,
  where: RenderWhere,
) {
  const api = mockApi(respond);
  const notifier = mockNotifier(confirmAnswer);
  const view = await renderPage(page, ...where);
  return { ...view, api, notifier };
}

/**
 * The start of most page tests: the transport answered by `respond` (see {@link mockApi}),
 * messages captured (confirm dialogs answer yes), then {@link renderPage} with the rest of the
 * arguments. Answers the view with the recorded `api` calls and the `notifier`.
 */
export function renderPageWithApi(page: ReactElement, respond: Responder, ...where: RenderWhere) {
  return renderAnswering(true, page, respond, where);
}

/** {@link renderPageWithApi} with every confirm dialog answered no (the user cancels). */
export function renderPageDeclining(page: ReactElement, respond: Responder, ...where: RenderWhere) {
  return renderAnswering(false, page, respond, where);
}

/** Waits until the page has made a call like `expected` (its method, url, params or body). */
export async function waitForCall(
  api: { calls: RecordedCall[] },
  expected: Partial<RecordedCall>,
  options?: waitForOptions,
): Promise<void> {
  await waitFor(() => expect(api.calls).toContainEqual(expect.objectContaining(expected)), options);
}

/** Types into the search panel's fields, found by their placeholders, and presses Search. */
export function searchFor(values: Record<string, string>): void {
  for (const [placeholder, value] of Object.entries(values)) {
    fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });
  }
  fireEvent.click(screen.getByRole('button', { name: /^search Search$/i }));
}
