import { Activity, memo, Suspense, useMemo } from 'react';
import { type Location, type RouteObject, useLocation, useRoutes } from 'react-router-dom';
import { FullPageLoading } from '../../../components/full-page-loading';
import { useKeptPages } from '../hooks/use-kept-pages';
import { useKeptScroll } from '../hooks/use-kept-scroll';

/**
 * One page of the layout at a location of its own: the route table rendered
 * for that location, so `useLocation`, `useSearchParams` and `useParams` below
 * see it (the live one for the visible page, the last one it had for a hidden page).
 */
const PageAt = memo(function PageAt({ routes, location }: { routes: RouteObject[]; location: Location }) {
  return useRoutes(routes, location);
});

/** The React key of a page instance: its tab path and how many times it was refreshed. */
export function pageInstanceKey(path: string, refreshes: Readonly<Record<string, number>>): string {
  return `${path}#${refreshes[path] ?? 0}`;
}

export interface KeepAliveOutletProps {
  /** The layout's route table (pages by path, the index redirect). */
  routes: RouteObject[];
  /** Times each tab path was refreshed: a new count remounts the page. */
  refreshes: Readonly<Record<string, number>>;
}

/**
 * The layout's `<Outlet/>` with keep-alive: the current page, plus the pages left
 * whose tab is open and cached (see `useKeptPages`), each in an `<Activity>`:
 * hidden pages keep their state and DOM with their effects disconnected, and see
 * their own frozen location, not the current one. The main content's scroll
 * position is kept per page.
 */
export function KeepAliveOutlet({ routes, refreshes }: KeepAliveOutletProps) {
  const { pathname } = useLocation();
  const pages = useKeptPages(routes);
  const keys = useMemo(() => pages.map((page) => pageInstanceKey(page.key, refreshes)), [pages, refreshes]);
  useKeptScroll(pageInstanceKey(pathname, refreshes), keys);

  return pages.map((page, index) => {
    const visible = page.key === pathname;
    return (
      <Activity key={keys[index]} mode={visible ? 'visible' : 'hidden'}>
        <div className="app-page" data-page={page.key}>
          <Suspense fallback={<FullPageLoading />}>
            <PageAt routes={routes} location={page.location} />
          </Suspense>
        </div>
      </Activity>
    );
  });
}
