import type { PageRegistry } from '@agency/shared/features/federation/types/page-registry';
import type { RemoteModule } from '../../types/remote-module';

/**
 * Jest twin of remote-loader: remotes are plain objects set by the test.
 * `setFakeRemote('remote_house', { 'house/village/index': ... })` makes a remote
 * answer; `failFakeRemote('remote_house')` makes its entry fail to load.
 */
const remotes = new Map<string, PageRegistry>();
const failing = new Set<string>();

export const registered: { modules: RemoteModule[]; force: boolean }[] = [];

export function setFakeRemote(name: string, pages: PageRegistry): void {
  remotes.set(name, pages);
  failing.delete(name);
}

export function failFakeRemote(name: string): void {
  failing.add(name);
}

export function resetFakeRemotes(): void {
  remotes.clear();
  failing.clear();
  registered.length = 0;
}

export const registerRemoteModules = jest.fn((modules: RemoteModule[], force = false) => {
  registered.push({ modules, force });
});

export const loadPageRegistry = jest.fn(async (name: string): Promise<PageRegistry> => {
  if (failing.has(name)) throw new Error(`Failed to load remote entry of ${name}`);
  const pages = remotes.get(name);
  if (!pages) throw new Error(`No remote ${name}`);
  return pages;
});

export const prefetchSharedLibraries = jest.fn(async (): Promise<void> => undefined);

export const preloadFederation = jest.fn((): void => undefined);
