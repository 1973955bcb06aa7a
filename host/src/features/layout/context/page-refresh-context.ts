import { createContext, useContext } from 'react';

/**
 * Lets the tags view remount a page (its "refresh"): the page at `path`, the
 * current one by default, kept alive or not.
 */
export const PageRefreshContext = createContext<(path?: string) => void>(() => {});

export function usePageRefresh(): (path?: string) => void {
  return useContext(PageRefreshContext);
}
