import { useAppSelector } from '@agency/shared/features/store/hooks/typed-hooks';
import { useCallback, useMemo } from 'react';
import { selectDynamicRoutes } from '../../../stores/menu-slice';
import { usePageLoading } from '../context/page-loading-context';

/**
 * Loads the remote page behind a menu path (its chunk, and its remote first if need be).
 * The promise settles when the page is there or could not be loaded (the page reports
 * that itself when opened); paths that are no remote page settle at once.
 */
export function usePageLoader(): (path: string) => Promise<void> {
  const routes = useAppSelector(selectDynamicRoutes);
  const { loadPage } = usePageLoading();
  const byPath = useMemo(() => new Map(routes.map((route) => [route.path, route.component])), [routes]);
  return useCallback(
    (path: string) => {
      const component = byPath.get(path);
      return component ? loadPage(component) : Promise.resolve();
    },
    [byPath, loadPage],
  );
}
