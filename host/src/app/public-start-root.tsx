import { useEffect } from 'react';
import { BrowserRouter, matchPath, type RouteObject, useLocation, useRoutes } from 'react-router-dom';
import { FullPageLoading } from '../components/full-page-loading';
import { PageErrorBoundary } from '../components/page-load-error';
import { loadPublicPages } from '../features/federation/api/public-pages-loader';
import { PublicStartRemotePage } from '../features/federation/components/lazy-remote-page';
import { remoteRegistry } from '../features/federation/utils/remote-registry-instance';
import { useDocumentFont } from '../hooks/use-document-font';
import { replaceDocument } from '../utils/replace-document';
import { PUBLIC_START_ROUTES } from '../utils/static-routes';

/**
 * Any path but the public pages': the staff app's, which this start does not have. A
 * navigation there loads that path as a page, and the server sends the staff app. The
 * path this page opened on goes to the 404 page instead: reloading it would bring back
 * this start (the server and these routes disagreeing on a path must not loop).
 */
function LeavePublicStart() {
  const { key, pathname, search, hash } = useLocation();
  useEffect(() => {
    replaceDocument(key === 'default' ? '/404' : `${pathname}${search}${hash}`);
  }, [key, pathname, search, hash]);
  return <FullPageLoading />;
}

const ROUTES: RouteObject[] = [
  ...PUBLIC_START_ROUTES.map((route) => ({
    path: route.path,
    element: <PublicStartRemotePage component={route.component} />,
  })),
  { path: '*', element: <LeavePublicStart /> },
];

/**
 * Loads the remotes' pages from their public pages modules, without federation
 * (public-pages-loader.ts), and starts loading the remote page of a public path (the
 * module, the page and its texts) at once, while the start's texts load and React
 * renders: the page's loader then finds it on its way (docs/benchmarks.md).
 */
export function startPublicPages(pathname: string): void {
  remoteRegistry.setPageSource(loadPublicPages);
  const route = PUBLIC_START_ROUTES.find(({ path }) => matchPath({ path, end: true }, pathname));
  if (!route) return;
  void remoteRegistry.prefetchPage(route.component);
}

/** The public pages' routes (BrowserRouter in the app, MemoryRouter in tests). */
export function PublicStartRoutes() {
  useDocumentFont();
  return <PageErrorBoundary>{useRoutes(ROUTES)}</PageErrorBoundary>;
}

/**
 * The start of the public house and car pages (public-bootstrap.tsx): their routes, in
 * plain React, without the store, the route guard, the login page or the staff routes,
 * which a visitor never uses (docs/benchmarks.md).
 */
export function PublicStartRoot() {
  return (
    <BrowserRouter>
      <PublicStartRoutes />
    </BrowserRouter>
  );
}
