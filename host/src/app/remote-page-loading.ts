import { useRemotePrefetch } from '../features/federation/hooks/use-remote-prefetch';
import { remoteRegistry } from '../features/federation/utils/remote-registry-instance';
import type { PageLoading } from '../features/layout/context/page-loading-context';

/** The layout's loading ahead of a click, by the remote page loader (the module registry). */
export const REMOTE_PAGE_LOADING: PageLoading = {
  loadPage: (component) => remoteRegistry.prefetchPage(component),
  usePrefetch: useRemotePrefetch,
};
