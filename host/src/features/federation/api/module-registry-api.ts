import { fetchPublic } from '@agency/shared/features/request/api/fetch-request';
import type { AjaxResult } from '@agency/shared/features/request/types/envelope';
import type { RemoteModule } from '../types/remote-module';

function isRemoteModule(value: unknown): value is RemoteModule {
  if (value === null || typeof value !== 'object') return false;
  const item = value as Partial<RemoteModule>;
  return (
    typeof item.name === 'string' &&
    typeof item.entry === 'string' &&
    Array.isArray(item.prefixes) &&
    item.prefixes.every((prefix) => typeof prefix === 'string')
  );
}

/**
 * The module registry: which remote builds are active and which menu
 * component prefixes each serves. Public (no token); failures are silent here
 * because the pages that need a remote show their own error card.
 */
export async function fetchModuleRegistry(): Promise<RemoteModule[]> {
  // fetch, not the request client: read at start, on the login page too (docs/benchmarks.md).
  const body = await fetchPublic<AjaxResult<unknown>>('/public/modules');
  const data = Array.isArray(body.data) ? body.data : [];
  return data.filter(isRemoteModule).map((item) => ({ ...item, version: String(item.version ?? '') }));
}
