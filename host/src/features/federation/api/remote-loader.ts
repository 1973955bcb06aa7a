/**
 * The host's only way to the Module Federation runtime, which it loads from
 * `federation-runtime.ts` on first use; jest replaces this module (the runtime
 * does not run outside a webpack build).
 */
import type { PageRegistry } from '@agency/shared/features/federation/types/page-registry';
import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import type { RemoteModule } from '../types/remote-module';

interface Federation {
  instance: ModuleFederation;
  loadLibraries: (instance: ModuleFederation) => Promise<void>;
}

/** The remotes registered so far, by name: the runtime is created with them. */
const remotes = new Map<string, { name: string; entry: string }>();
let federation: Promise<Federation> | null = null;
let created: ModuleFederation | null = null;

/**
 * The federation runtime, loaded and created on first use (a remote page, or the
 * prefetch after the login), not at start. A failed load is tried again by the next call.
 */
function loadFederation(): Promise<Federation> {
  federation ??= import(/* webpackChunkName: "federation" */ './federation-runtime').then(
    ({ createFederation, loadLibraries }) => {
      created = createFederation([...remotes.values()]);
      return { instance: created, loadLibraries };
    },
    (error: unknown) => {
      federation = null;
      throw error;
    },
  );
  return federation;
}

/** Starts loading the federation runtime ahead of a remote page; its failure is met by that page. */
export function preloadFederation(): void {
  loadFederation().catch(() => undefined);
}

/**
 * Registers remotes. `force` replaces an already registered remote and forgets its
 * failed or loaded entry, which is how a retry starts afresh.
 */
export function registerRemoteModules(modules: RemoteModule[], force = false): void {
  if (modules.length === 0) return;
  const entries = modules.map((module) => ({ name: module.name, entry: module.entry }));
  for (const entry of entries) remotes.set(entry.name, entry);
  // Before the runtime exists, it is created with them.
  created?.registerRemotes(entries, { force });
}

/** Loads a remote's page registry (its one exposed module, `./pages`). */
export async function loadPageRegistry(name: string): Promise<PageRegistry> {
  const { instance } = await loadFederation();
  const loaded = await instance.loadRemote<{ default: PageRegistry } | PageRegistry>(`${name}/pages`);
  if (!loaded) throw new Error(`Remote ${name} exposes no page registry`);
  const registry = 'default' in loaded && typeof loaded.default === 'object' ? loaded.default : loaded;
  return registry as PageRegistry;
}

/** Loads, ahead of a remote page, the libraries the host provides to the remotes. */
export async function prefetchSharedLibraries(): Promise<void> {
  const { instance, loadLibraries } = await loadFederation();
  await loadLibraries(instance);
}
