import { createContext, useContext } from 'react';

/** Lets the tags view remount the current page (its "refresh"). */
export const PageRefreshContext = createContext<() => void>(() => {});

export function usePageRefresh(): () => void {
  return useContext(PageRefreshContext);
}
