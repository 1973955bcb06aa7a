import type { PageRegistry } from '@agency/shared/features/federation/types/page-registry';
import type { RemoteModule } from '../../types/remote-module';
import { loadPageRegistry } from '../remote-loader';

/**
 * Jest twin of public-pages-loader: a remote's public pages module is a plain object set
 * by the test (`setFakePublicPages`); without one, as for a remote whose module fails,
 * the remote's federated page registry is loaded (the remote-loader twin).
 */
const modules = new Map<string, PageRegistry>();

export function setFakePublicPages(name: string, pages: PageRegistry): void {
  modules.set(name, pages);
}

export function resetFakePublicPages(): void {
  modules.clear();
}

export const loadPublicPages = jest.fn(async (module: RemoteModule): Promise<PageRegistry> => {
  const pages = modules.get(module.name);
  return pages ?? loadPageRegistry(module.name);
});
