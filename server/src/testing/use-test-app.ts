import { call, createTestApp, loginAs, type TestApp } from './test-app';
import { loginAsNewUser } from './test-users';

/** The seeded accounts (db/seed/seed-users.ts) and their passwords. */
const SEEDED_PASSWORDS = { admin: 'admin123', staff: 'staff123' } as const;
export type SeededLogin = keyof typeof SEEDED_PASSWORDS;
type TestAppOptions = Parameters<typeof createTestApp>[0];
type CallMethod = Parameters<typeof call>[1];
type CallOptions = NonNullable<Parameters<typeof call>[3]>;

/**
 * The set-up most route test files share: one application for the file, built in a
 * beforeAll that also logs in, and closed in an afterAll. `t` and `tokens` are filled
 * when the beforeAll has run, so read them in tests and hooks, not at the top level.
 * Logins run in the order given, the seeded ones first (new users get ids in that order).
 * `as(name)` calls the API with that user's token: `as('admin')('GET', '/system/config/list')`.
 */
export function useTestApp<S extends SeededLogin = never, N extends string = never>(
  options: {
    /** Seeded accounts to log in as, each token under its user name. */
    logins?: readonly S[];
    /** Users the seed does not have, one seeded role each: token name → [user name, role key]. */
    newUsers?: Record<N, readonly [userName: string, roleKey: string]>;
    /** What createTestApp is given, or a function making it first (in the beforeAll). */
    app?: TestAppOptions | (() => Promise<TestAppOptions>);
  } = {},
) {
  const t = {} as TestApp;
  const tokens = {} as Record<S | N, string>;
  beforeAll(async () => {
    const appOptions = typeof options.app === 'function' ? await options.app() : options.app;
    Object.assign(t, await createTestApp(appOptions));
    for (const name of options.logins ?? []) {
      tokens[name] = await loginAs(t.app, name, SEEDED_PASSWORDS[name]);
    }
    const newUsers = Object.entries(options.newUsers ?? {}) as [N, readonly [string, string]][];
    for (const [name, [userName, roleKey]] of newUsers) {
      tokens[name] = await loginAsNewUser(t, userName, roleKey);
    }
  });
  afterAll(async () => {
    await t.close();
  });
  const as =
    (name: S | N) =>
    (method: CallMethod, url: string, callOptions: Omit<CallOptions, 'token'> = {}) =>
      call(t.app, method, url, { token: tokens[name], ...callOptions });
  return { t, tokens, as };
}
