import { useAppSelector } from '@agency/shared/features/store/hooks/typed-hooks';
import { useCallback, useMemo } from 'react';
import { useRemotePrefetch } from '../../federation/hooks/use-remote-prefetch';
import { remoteRegistry } from '../../federation/utils/remote-registry-instance';
import { selectDynamicRoutes } from '../../router/slices/menu-slice';

/**
 * Loading ahead of the user's clicks: the remotes of the user's menus once the
 * browser is idle, and a page's own chunk when its menu entry is pointed at.
 * Returns the pointer handler for menu entries (keyed by path).
 */
export function usePagePrefetch(): (path: string) => void {
  const routes = useAppSelector(selectDynamicRoutes);
  const components = useMemo(() => routes.map((route) => route.component), [routes]);
  useRemotePrefetch(components);
  const byPath = useMemo(() => new Map(routes.map((route) => [route.path, route.component])), [routes]);
  return useCallback(
    (path: string) => {
      const component = byPath.get(path);
      if (component) void remoteRegistry.prefetchPage(component);
    },
    [byPath],
  );
}
