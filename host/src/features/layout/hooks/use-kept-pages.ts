import { useAppSelector } from '@agency/shared/features/store/hooks/typed-hooks';
import { selectCachedViews, selectVisitedViews } from '@agency/shared/features/store/slices/tags-view-slice';
import { useMemo, useState } from 'react';
import { type RouteObject, useLocation } from 'react-router-dom';
import { useAppRoutes } from '../../../hooks/use-app-routes';
import { matchAppRoute } from '../../../utils/menu-routes';
import { type KeptPage, nextKeptPages } from '../utils/kept-pages';

const NONE: readonly string[] = [];

interface KeptState {
  /** The route table the pages were rendered with: a new one (menu rebuild) drops them. */
  routes: readonly RouteObject[];
  pages: readonly KeptPage[];
}

/**
 * The layout pages to keep mounted: the current one, and the pages left whose tab
 * is open and in the tags view's `cachedViews` (none when the tags view is off).
 * A rebuilt route table (new menus, a logout) drops every page but the current one.
 */
export function useKeptPages(routes: readonly RouteObject[]): readonly KeptPage[] {
  const location = useLocation();
  const appRoutes = useAppRoutes();
  const tagsView = useAppSelector((state) => state.settings.tagsView);
  const cachedViews = useAppSelector(selectCachedViews);
  const visitedViews = useAppSelector(selectVisitedViews);
  const openPaths = useMemo(() => visitedViews.map((view) => view.path), [visitedViews]);
  const name = useMemo(
    () => matchAppRoute(location.pathname, appRoutes)?.route.name,
    [location.pathname, appRoutes],
  );

  const [state, setState] = useState<KeptState>({ routes, pages: [] });
  const sameRoutes = state.routes === routes;
  const previous = sameRoutes ? state.pages : state.pages.filter((page) => page.key === location.pathname);
  const pages = nextKeptPages(previous, {
    location,
    ...(name ? { name } : {}),
    cachedNames: tagsView ? cachedViews : NONE,
    openPaths,
  });
  // Derived from the previous render's pages (React's "adjust state while rendering"):
  // the new page is in the very render that shows it, with no extra commit.
  if (!sameRoutes || pages !== state.pages) setState({ routes, pages });
  return pages;
}
