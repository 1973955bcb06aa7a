import MockAdapter from 'axios-mock-adapter';
import { client, resetDuplicateSubmitGuard } from '../features/request/api/client';
import { type Notifier, setNotifier } from '../features/request/api/notifier';
import { createMockNotifier } from './mock-notifier';

/** The current test's server answers and notifier (see {@link setUpMockServer}). */
export interface MockServer {
  /** Answers the request client's calls (axios-mock-adapter): `server.mock.onGet(...)`. */
  mock: MockAdapter;
  /** What the client showed: `expect(server.notifier.success).toHaveBeenCalledWith(...)`. */
  notifier: jest.Mocked<Notifier>;
}

/**
 * For the screen tests that call the server through the request client: before each test,
 * a fresh axios-mock-adapter on the client, a notifier of jest mocks (confirm dialogs answer
 * `confirmAnswer`) and an empty duplicate-submit guard; after it, the client's own transport
 * and no notifier. Call it at the top of the test file, before the file's own `beforeEach`
 * (which may then add answers); read `server.mock` and `server.notifier` inside tests and hooks.
 */
export function setUpMockServer(confirmAnswer = true): MockServer {
  const server = {} as MockServer;
  beforeEach(() => {
    server.mock = new MockAdapter(client);
    server.notifier = createMockNotifier(confirmAnswer);
    setNotifier(server.notifier);
    resetDuplicateSubmitGuard();
  });
  afterEach(() => {
    server.mock.restore();
    setNotifier(null);
  });
  return server;
}

/** `GET /system/dict/data/type/<type>` answers these entries (`[value, label]`, default tags). */
export function replyDict(
  mock: MockAdapter,
  type: string,
  entries: ReadonlyArray<[value: string, label: string]>,
) {
  mock.onGet(`/system/dict/data/type/${type}`).reply(200, {
    code: 200,
    msg: 'ok',
    data: entries.map(([dictValue, dictLabel], index) => ({
      dictCode: index + 1,
      dictValue,
      dictLabel,
      dictType: type,
      listClass: 'default',
    })),
  });
}

/**
 * A list screen's first calls when the test needs none of them: every dictionary empty and
 * no saved column choice for the screen's `columnsKey` (`vehicle.contract`), so its defaults show.
 */
export function replyNoDictsNorColumns(mock: MockAdapter, columnsKey: string) {
  mock.onGet(/\/system\/dict\/data\/type\/(\w+)$/).reply(200, { code: 200, msg: 'ok', data: [] });
  mock.onGet(`/system/user/columnSettings/${columnsKey}`).reply(200, { code: 200, msg: 'ok', data: [] });
}
