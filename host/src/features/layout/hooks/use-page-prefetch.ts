import { useAppSelector } from '@agency/shared/features/store/hooks/typed-hooks';
import { useMemo } from 'react';
import { selectDynamicRoutes } from '../../../stores/menu-slice';
import { usePageLoading } from '../context/page-loading-context';
import { usePageLoader } from './use-page-loader';

/**
 * Loading ahead of the user's clicks: the remotes of the user's menus once the
 * browser is idle, and a page's own chunk when its menu entry is pointed at.
 * Returns the pointer handler for menu entries (keyed by path).
 */
export function usePagePrefetch(): (path: string) => void {
  const routes = useAppSelector(selectDynamicRoutes);
  const components = useMemo(() => routes.map((route) => route.component), [routes]);
  const { usePrefetch } = usePageLoading();
  usePrefetch(components);
  return usePageLoader();
}
