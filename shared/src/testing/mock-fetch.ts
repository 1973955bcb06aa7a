/** One call `fetch` received: its path under `/web-api`, method, headers and JSON body. */
export interface FetchCall {
  path: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** An answer: the envelope (HTTP 200), or `[status, body]`. */
type Answer = Record<string, unknown> | [number, unknown];
type Answering = Answer | ((call: FetchCall) => Answer);

/** The current test's answers to `fetch` (see {@link setUpMockFetch}). */
export interface MockFetch {
  /** Answers `METHOD path` (path and query under `/web-api`) with a body or a function of the call. */
  on: (method: 'GET' | 'POST', path: string, answer: Answering) => void;
  /** Every call so far, in order. */
  calls: FetchCall[];
}

/**
 * For the tests of pages that call the server with `fetchPublic` (the login page, the
 * public pages): before each test a `fetch` that answers what the test set with `on`, and
 * refuses anything else as a network failure; after it, the real one back.
 */
export function setUpMockFetch(): MockFetch {
  const server: MockFetch = { on: () => undefined, calls: [] };
  const original = global.fetch;
  beforeEach(() => {
    const answers = new Map<string, Answering>();
    server.calls = [];
    server.on = (method, path, answer) => answers.set(`${method} ${path}`, answer);
    global.fetch = (async (input: string, init: RequestInit = {}) => {
      const call: FetchCall = {
        path: String(input).replace(/^\/web-api/, ''),
        method: init.method ?? 'GET',
        headers: { ...(init.headers as Record<string, string>) },
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      server.calls.push(call);
      const answer = answers.get(`${call.method} ${call.path}`);
      if (answer === undefined)
        throw new TypeError(`Failed to fetch (no answer for ${call.method} ${call.path})`);
      const result = typeof answer === 'function' ? (answer as (call: FetchCall) => Answer)(call) : answer;
      const [status, body] =
        Array.isArray(result) && typeof result[0] === 'number'
          ? (result as [number, unknown])
          : [200, result];
      return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
    }) as typeof fetch;
  });
  afterEach(() => {
    global.fetch = original;
  });
  return server;
}
