/**
 * The only place that touches the Module Federation runtime, so jest can
 * replace it (the runtime does not run outside a webpack build).
 */
import type { PageRegistry } from '@agency/shared/features/federation/types/page-registry';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteModule } from '../types/remote-module';

/**
 * Registers remotes at run time. `force` replaces an already registered remote
 * and forgets its failed or loaded entry, which is how a retry starts afresh.
 */
export function registerRemoteModules(modules: RemoteModule[], force = false): void {
  if (modules.length === 0) return;
  registerRemotes(
    modules.map((module) => ({ name: module.name, entry: module.entry })),
    { force },
  );
}

/** Loads a remote's page registry (its one exposed module, `./pages`). */
export async function loadPageRegistry(name: string): Promise<PageRegistry> {
  const loaded = await loadRemote<{ default: PageRegistry } | PageRegistry>(`${name}/pages`);
  if (!loaded) throw new Error(`Remote ${name} exposes no page registry`);
  const registry = 'default' in loaded && typeof loaded.default === 'object' ? loaded.default : loaded;
  return registry as PageRegistry;
}
