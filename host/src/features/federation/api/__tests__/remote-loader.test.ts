/**
 * The real remote loader against a stand-in federation runtime: the runtime is created
 * on first use, with the remotes registered before, and a failed load is tried again.
 */
jest.unmock('../remote-loader');

const instance = {
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
};
const createFederation = jest.fn((_remotes: unknown[]) => instance);
const loadLibraries = jest.fn(async () => undefined);
let failNextLoad = false;
let runtimeLoads = 0;
jest.mock('../federation-runtime', () => {
  runtimeLoads += 1;
  if (failNextLoad) {
    failNextLoad = false;
    throw new Error('chunk failed');
  }
  return { createFederation, loadLibraries };
});

import type { RemoteModule } from '../../types/remote-module';

const remote = (name: string, prefix: string): RemoteModule => ({
  name,
  version: '1.0.0',
  entry: `/remotes/${name}/1.0.0/remoteEntry.js`,
  prefixes: [prefix],
});
const house = remote('remote_house', 'house');
const vehicle = remote('remote_vehicle', 'vehicle');

// A fresh loader per test: it keeps its runtime and remotes.
async function loadModule(): Promise<typeof import('../remote-loader')> {
  return jest.requireActual('../remote-loader');
}

beforeEach(() => {
  jest.resetModules();
  jest.clearAllMocks();
  failNextLoad = false;
  runtimeLoads = 0;
  instance.loadRemote.mockResolvedValue({ default: { 'house/village/index': jest.fn() } });
});

test('registering remotes loads no runtime; the first page creates it once, with them', async () => {
  const { loadPageRegistry, registerRemoteModules } = await loadModule();
  registerRemoteModules([house]);
  expect(runtimeLoads).toBe(0);
  const [first, second] = await Promise.all([
    loadPageRegistry('remote_house'),
    loadPageRegistry('remote_house'),
  ]);
  expect(Object.keys(first)).toEqual(['house/village/index']);
  expect(second).toBe(first);
  expect(createFederation).toHaveBeenCalledTimes(1);
  expect(createFederation).toHaveBeenCalledWith([{ name: 'remote_house', entry: house.entry }]);
  expect(instance.loadRemote).toHaveBeenCalledWith('remote_house/pages');
  expect(instance.registerRemotes).not.toHaveBeenCalled();
});

test('a remote registered once the runtime exists is registered with it, forced on a retry', async () => {
  const { loadPageRegistry, registerRemoteModules } = await loadModule();
  registerRemoteModules([house]);
  await loadPageRegistry('remote_house');
  registerRemoteModules([vehicle], true);
  expect(instance.registerRemotes).toHaveBeenCalledWith([{ name: 'remote_vehicle', entry: vehicle.entry }], {
    force: true,
  });
});

test('a failed load of the runtime fails that page, and the next one loads it again', async () => {
  failNextLoad = true;
  const { loadPageRegistry, registerRemoteModules } = await loadModule();
  registerRemoteModules([house]);
  await expect(loadPageRegistry('remote_house')).rejects.toThrow('chunk failed');
  await expect(loadPageRegistry('remote_house')).resolves.toBeDefined();
  expect(runtimeLoads).toBe(2);
  expect(createFederation).toHaveBeenCalledTimes(1);
});

test('preloading creates the runtime with the remotes known by then; its failure is left for the page', async () => {
  failNextLoad = true;
  const { loadPageRegistry, preloadFederation, registerRemoteModules } = await loadModule();
  preloadFederation();
  registerRemoteModules([house]);
  await expect(loadPageRegistry('remote_house')).rejects.toThrow('chunk failed');
  preloadFederation();
  await expect(loadPageRegistry('remote_house')).resolves.toBeDefined();
  expect(runtimeLoads).toBe(2);
  expect(createFederation).toHaveBeenCalledWith([{ name: 'remote_house', entry: house.entry }]);
});

test('a remote without a page registry is an error', async () => {
  instance.loadRemote.mockResolvedValue(null);
  const { loadPageRegistry } = await loadModule();
  await expect(loadPageRegistry('remote_house')).rejects.toThrow('exposes no page registry');
});

test('the libraries are loaded through the runtime ahead of the first page', async () => {
  const { prefetchSharedLibraries } = await loadModule();
  await prefetchSharedLibraries();
  expect(loadLibraries).toHaveBeenCalledWith(instance);
});
