/**
 * The public start's way to a remote's plain public pages: the ES module the remote's
 * build writes beside its remoteEntry.js (shared/build/public-pages-entry.ts), loaded
 * without the federation runtime or the remote's entry (docs/benchmarks.md). What the
 * module takes from the host comes from `PUBLIC_PAGE_PROVIDES`, one `import()` each, so
 * it runs on the host's own React, router, i18n and public kit. A remote without the
 * module, or whose module or page fails, is loaded through federation. Jest replaces
 * this module (its fallback is tested in utils/__tests__/federated-fallback.test.ts).
 */

import { PUBLIC_PAGE_PROVIDES, PUBLIC_PAGES_FILE, PUBLIC_PAGES_HOST } from 'virtual:public-page-provides';
import type { PageRegistry } from '@agency/shared/features/federation/types/page-registry';
import type { RemoteModule } from '../types/remote-module';
import { withFederatedFallback } from '../utils/federated-fallback';
import { loadPageRegistry } from './remote-loader';

/** A module the host provides to public pages, or why not. */
function provide(key: string): Promise<unknown> {
  const load = PUBLIC_PAGE_PROVIDES[key];
  if (!load) return Promise.reject(new Error(`The host does not provide ${key} to public pages`));
  return load();
}

function isPageRegistry(value: unknown): value is PageRegistry {
  return (
    value !== null &&
    typeof value === 'object' &&
    Object.values(value).every((load) => typeof load === 'function')
  );
}

/** A remote's public pages module: its page registry. */
async function importPublicPages(module: RemoteModule): Promise<PageRegistry> {
  const scope = globalThis as unknown as Record<string, unknown>;
  scope[PUBLIC_PAGES_HOST] ??= { load: provide };
  const url = new URL(PUBLIC_PAGES_FILE, new URL(module.entry, document.baseURI)).href;
  const loaded = (await import(/* webpackIgnore: true */ url)) as { default?: unknown };
  if (!isPageRegistry(loaded.default)) throw new Error(`${url} has no page registry`);
  return loaded.default;
}

/**
 * A remote's plain public pages: its public pages module, else its federated page
 * registry; a page of the module that fails to load comes through federation too.
 */
export function loadPublicPages(module: RemoteModule): Promise<PageRegistry> {
  return importPublicPages(module).then(
    (pages) => withFederatedFallback(module, pages),
    () => loadPageRegistry(module.name),
  );
}
