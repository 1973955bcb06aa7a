/**
 * The only place that touches the Module Federation runtime, so jest can
 * replace it (the runtime does not run outside a webpack build).
 */
import type { PageRegistry } from '@agency/shared/features/federation/types/page-registry';
import {
  loadRemote,
  registerPlugins,
  registerRemotes,
  registerShared,
} from '@module-federation/enhanced/runtime';
import type { RemoteModule } from '../types/remote-module';

let sharedPackage: Promise<void> | null = null;

/**
 * Puts the host's modules of `@agency/shared` in the share scope, once, before a remote
 * loads: the remotes consume them there. Done at run time, not declared to the build,
 * so that the login page does not register them all before its first screen
 * (docs/benchmarks.md). A failed load is tried again by the next remote.
 */
function provideSharedPackage(): Promise<void> {
  sharedPackage ??= import('virtual:shared-package-provides').then(
    ({ SHARED_PACKAGE_PROVIDES }) => registerShared(SHARED_PACKAGE_PROVIDES),
    (error: unknown) => {
      sharedPackage = null;
      throw error;
    },
  );
  return sharedPackage;
}

let waitsForSharedPackage = false;

/**
 * Registers remotes at run time. `force` replaces an already registered remote
 * and forgets its failed or loaded entry, which is how a retry starts afresh.
 */
export function registerRemoteModules(modules: RemoteModule[], force = false): void {
  if (modules.length === 0) return;
  if (!waitsForSharedPackage) {
    waitsForSharedPackage = true;
    // A remote's entry downloads meanwhile; only its set-up, where it takes its shared
    // modules from the scope, waits. A failure fails that remote's load (its error card).
    registerPlugins([
      {
        name: 'agency-shared-package',
        beforeInitContainer: async (options) => {
          await provideSharedPackage();
          return options;
        },
      },
    ]);
  }
  registerRemotes(
    modules.map((module) => ({ name: module.name, entry: module.entry })),
    { force },
  );
  // Ahead of the first page of a remote.
  provideSharedPackage().catch(() => undefined);
}

/** Loads a remote's page registry (its one exposed module, `./pages`). */
export async function loadPageRegistry(name: string): Promise<PageRegistry> {
  const loaded = await loadRemote<{ default: PageRegistry } | PageRegistry>(`${name}/pages`);
  if (!loaded) throw new Error(`Remote ${name} exposes no page registry`);
  const registry = 'default' in loaded && typeof loaded.default === 'object' ? loaded.default : loaded;
  return registry as PageRegistry;
}
