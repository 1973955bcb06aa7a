import { sampleModule } from '../../../../testing/sample-modules';
import type * as FakeLoader from '../../api/__mocks__/remote-loader';
import * as loader from '../../api/remote-loader';
import type { RemoteModule } from '../../types/remote-module';
import { candidateKeys, componentPrefix, RemoteLoadError, RemoteRegistry } from '../remote-registry';

const fake = loader as unknown as typeof FakeLoader;

const MODULES: RemoteModule[] = [
  sampleModule('remote_house', ['house']),
  sampleModule('remote_vehicle', ['vehicle', 'car']),
];

const Page = () => null;
const pageModule = async () => ({ default: Page });

beforeEach(() => {
  fake.resetFakeRemotes();
  fake.setFakeRemote('remote_house', {
    'house/village/index': pageModule,
    'house/public/house-detail': pageModule,
  });
  fake.setFakeRemote('remote_vehicle', { 'vehicle/car/index': pageModule });
});

describe('component strings', () => {
  it('take the remote from the first segment and try with and without /index', () => {
    expect(componentPrefix('/house/village/index.vue')).toBe('house');
    expect(candidateKeys('house/village/index')).toEqual(['house/village/index', 'house/village']);
    expect(candidateKeys('system/dict/data')).toEqual(['system/dict/data', 'system/dict/data/index']);
  });
});

describe('RemoteRegistry', () => {
  it('reads the registry once and registers the remotes at run time', async () => {
    const fetchModules = jest.fn(async () => MODULES);
    const registry = new RemoteRegistry(fetchModules);
    await Promise.all([registry.loadModules(), registry.loadModules()]);
    await registry.loadModules();
    expect(fetchModules).toHaveBeenCalledTimes(1);
    expect(fake.registered).toEqual([{ modules: MODULES, force: false }]);
  });

  it('resolves a menu component to its remote by prefix, then to the page', async () => {
    const registry = new RemoteRegistry(async () => MODULES);
    const house = await registry.resolve('house/village/index');
    expect(house).toMatchObject({
      kind: 'page',
      key: 'house/village/index',
      module: { name: 'remote_house' },
    });
    const car = await registry.resolve('car/anything');
    expect(car).toMatchObject({
      kind: 'not-available',
      reason: 'no-page',
      module: { name: 'remote_vehicle' },
    });
    expect(await registry.resolve('vehicle/car/index')).toMatchObject({
      kind: 'page',
      module: { name: 'remote_vehicle' },
    });
  });

  it('gives "not available" for a component no remote or no page provides', async () => {
    const registry = new RemoteRegistry(async () => MODULES);
    expect(await registry.resolve('pact/template/index')).toEqual({
      kind: 'not-available',
      reason: 'no-remote',
      component: 'pact/template/index',
    });
    expect(await registry.resolve('house/unknown/index')).toMatchObject({
      kind: 'not-available',
      reason: 'no-page',
    });
  });

  it('fails with the remote named when its entry cannot load, and retries with a forced registration', async () => {
    const registry = new RemoteRegistry(async () => MODULES);
    fake.failFakeRemote('remote_house');
    const failure = await registry.resolve('house/village/index').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RemoteLoadError);
    expect((failure as RemoteLoadError).remote).toBe('remote_house');
    // Other modules keep working.
    expect(await registry.resolve('vehicle/car/index')).toMatchObject({ kind: 'page' });

    fake.setFakeRemote('remote_house', { 'house/village/index': pageModule });
    expect(await registry.resolve('house/village/index')).toMatchObject({ kind: 'page' });
    expect(fake.registered.at(-1)).toEqual({ modules: [MODULES[0]], force: true });
  });

  it('reports a registry that cannot be read, and reads it again next time', async () => {
    const fetchModules = jest.fn<Promise<RemoteModule[]>, []>().mockRejectedValueOnce(new Error('down'));
    fetchModules.mockResolvedValue(MODULES);
    const registry = new RemoteRegistry(fetchModules);
    const failure = await registry.resolve('house/village/index').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RemoteLoadError);
    expect((failure as RemoteLoadError).remote).toBeNull();
    expect(await registry.resolve('house/village/index')).toMatchObject({ kind: 'page' });
    expect(fetchModules).toHaveBeenCalledTimes(2);
  });

  it('prefetches the entries of the remotes behind the menus, each once, and leaves failures for the page', async () => {
    const registry = new RemoteRegistry(async () => MODULES);
    fake.failFakeRemote('remote_vehicle');
    fake.loadPageRegistry.mockClear();
    fake.prefetchSharedLibraries.mockClear();
    await registry.prefetch(['Layout']);
    expect(fake.prefetchSharedLibraries).not.toHaveBeenCalled();
    await registry.prefetch([
      'house/village/index',
      'house/houseRoom/index',
      'vehicle/car/index',
      'Layout',
      'pact/x',
    ]);
    expect(fake.loadPageRegistry.mock.calls.map(([name]) => name).sort()).toEqual([
      'remote_house',
      'remote_vehicle',
    ]);
    // And the libraries the remotes take from the host.
    expect(fake.prefetchSharedLibraries).toHaveBeenCalledTimes(1);
    // The house registry is kept: opening its page loads nothing more.
    await registry.resolve('house/village/index');
    expect(fake.loadPageRegistry).toHaveBeenCalledTimes(2);
    // The failed one is tried again (and forced) when its page is opened.
    fake.setFakeRemote('remote_vehicle', { 'vehicle/car/index': pageModule });
    expect(await registry.resolve('vehicle/car/index')).toMatchObject({ kind: 'page' });
    expect(fake.registered.at(-1)).toEqual({ modules: [MODULES[1]], force: true });
  });

  it("prefetches a pointed-at page's own chunk, and stays quiet when it cannot", async () => {
    const load = jest.fn(pageModule);
    fake.setFakeRemote('remote_house', { 'house/village/index': load });
    const registry = new RemoteRegistry(async () => MODULES);
    await registry.prefetchPage('house/village/index');
    expect(load).toHaveBeenCalledTimes(1);
    fake.failFakeRemote('remote_vehicle');
    await expect(registry.prefetchPage('vehicle/car/index')).resolves.toBeUndefined();
    await expect(
      new RemoteRegistry(async () => Promise.reject(new Error('down'))).prefetch(['house/x']),
    ).resolves.toBeUndefined();
  });

  it('keeps a loaded page, so that its next view renders at once; not a missing one', async () => {
    const registry = new RemoteRegistry(async () => MODULES);
    expect(registry.loadedPage('house/village/index')).toBeUndefined();
    expect(await registry.loadPage('/house/village/index.vue')).toEqual({ kind: 'page', Page });
    expect(registry.loadedPage('house/village/index')).toBe(Page);
    expect(await registry.loadPage('car/anything')).toMatchObject({
      kind: 'not-available',
      reason: 'no-page',
    });
    expect(registry.loadedPage('car/anything')).toBeUndefined();
    registry.reset();
    expect(registry.loadedPage('house/village/index')).toBeUndefined();
  });

  it('takes page registries from the source a start sets (the public pages modules), failures included', async () => {
    fake.loadPageRegistry.mockClear();
    const registry = new RemoteRegistry(async () => MODULES);
    const PublicPage = () => null;
    let fails = true;
    const source = jest.fn(async (module: RemoteModule) => {
      if (fails) throw new Error('offline');
      return { [`${module.prefixes[0]}/public/house-detail`]: async () => ({ default: PublicPage }) };
    });
    registry.setPageSource(source);
    await expect(registry.loadPage('house/public/house-detail')).rejects.toBeInstanceOf(RemoteLoadError);
    fails = false;
    expect(await registry.loadPage('house/public/house-detail')).toEqual({ kind: 'page', Page: PublicPage });
    expect(source).toHaveBeenCalledTimes(2);
    expect(source).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'remote_house' }));
    expect(fake.loadPageRegistry).not.toHaveBeenCalled();
    // A page the source does not have is not available, though the federated entry has it.
    expect(await registry.loadPage('house/village/index')).toMatchObject({ kind: 'not-available' });
  });
});
