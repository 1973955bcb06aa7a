/**
 * The real remote loader against a stand-in federation runtime: the host's modules of
 * `@agency/shared` reach the share scope once, before any remote's set-up.
 */
jest.unmock('../remote-loader');

type Hook = (options: { shareScope: object }) => Promise<{ shareScope: object }>;

const runtime = {
  registerRemotes: jest.fn(),
  registerShared: jest.fn(),
  registerPlugins: jest.fn(),
  loadRemote: jest.fn(),
};
jest.mock('@module-federation/enhanced/runtime', () => runtime);

let providesLoads = 0;
let failNextProvidesLoad = false;
jest.mock(
  'virtual:shared-package-provides',
  () => {
    providesLoads += 1;
    if (failNextProvidesLoad) {
      failNextProvidesLoad = false;
      throw new Error('chunk failed');
    }
    return { SHARED_PACKAGE_PROVIDES: { '@agency/shared/features/i18n/i18n': { version: '1.0.0' } } };
  },
  { virtual: true },
);

const house = { name: 'remote_house', entry: '/remotes/remote_house/1.0.0/remoteEntry.js' } as never;

// A fresh loader (and shared-package module) per test: the loader keeps its state.
async function loadModule(): Promise<typeof import('../remote-loader')> {
  return jest.requireActual('../remote-loader');
}

function initHook(): Hook {
  const plugins = runtime.registerPlugins.mock.calls.flatMap(
    ([list]) => list as { beforeInitContainer: Hook }[],
  );
  expect(plugins).toHaveLength(1);
  const [plugin] = plugins;
  if (!plugin) throw new Error('no runtime plugin registered');
  return plugin.beforeInitContainer;
}

beforeEach(() => {
  jest.resetModules();
  jest.clearAllMocks();
  providesLoads = 0;
  failNextProvidesLoad = false;
});

test('the shared package is registered once, and a remote set-up waits for it', async () => {
  const { registerRemoteModules } = await loadModule();
  registerRemoteModules([house]);
  registerRemoteModules([house], true);
  expect(runtime.registerRemotes).toHaveBeenCalledTimes(2);
  const options = { shareScope: {} };
  await expect(initHook()(options)).resolves.toBe(options);
  expect(runtime.registerShared).toHaveBeenCalledTimes(1);
  expect(runtime.registerShared).toHaveBeenCalledWith({
    '@agency/shared/features/i18n/i18n': { version: '1.0.0' },
  });
});

test('a failed load of the shared package fails that set-up and is tried again by the next', async () => {
  failNextProvidesLoad = true;
  const { registerRemoteModules } = await loadModule();
  registerRemoteModules([house]);
  const hook = initHook();
  await expect(hook({ shareScope: {} })).rejects.toThrow('chunk failed');
  expect(runtime.registerShared).not.toHaveBeenCalled();
  await expect(hook({ shareScope: {} })).resolves.toBeDefined();
  expect(runtime.registerShared).toHaveBeenCalledTimes(1);
  expect(providesLoads).toBe(2);
});

test('no remotes, nothing registered', async () => {
  const { registerRemoteModules } = await loadModule();
  registerRemoteModules([]);
  expect(runtime.registerPlugins).not.toHaveBeenCalled();
  expect(runtime.registerRemotes).not.toHaveBeenCalled();
});
