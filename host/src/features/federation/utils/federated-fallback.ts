import type { PageRegistry } from '@agency/shared/features/federation/types/page-registry';
import { loadPageRegistry } from '../api/remote-loader';
import type { RemoteModule } from '../types/remote-module';

/** A page of the remote's federated page registry. */
async function federatedPage(module: RemoteModule, key: string) {
  const pages = await loadPageRegistry(module.name);
  const load = pages[key];
  if (!load) throw new Error(`Remote ${module.name} has no page ${key}`);
  return load();
}

/**
 * A public pages module's registry whose pages, when one fails to load (its chunk, its
 * texts or a module it takes from the host), come through the remote's federated entry
 * instead: a host and a remote built apart may disagree on what the host provides to
 * public pages, and federation checks that at publish (docs/architecture.md).
 */
export function withFederatedFallback(module: RemoteModule, pages: PageRegistry): PageRegistry {
  return Object.fromEntries(
    Object.entries(pages).map(([key, load]) => [key, () => load().catch(() => federatedPage(module, key))]),
  );
}
