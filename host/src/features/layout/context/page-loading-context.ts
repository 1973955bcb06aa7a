import { createContext, useContext } from 'react';

/**
 * How the layout loads the pages behind its menu entries ahead of a click. The app gives
 * the remote page loader's (app/layout-root.tsx), so that the layout imports no other
 * feature; without it nothing loads ahead and pages load as they open.
 */
export interface PageLoading {
  /** Loads the page of a component string (its chunk, its remote first); settles when it is there or failed. */
  loadPage: (component: string) => Promise<void>;
  /** A hook: once the browser is idle, loads what the pages of these component strings need. */
  usePrefetch: (components: readonly string[]) => void;
}

export const PageLoadingContext = createContext<PageLoading>({
  loadPage: () => Promise.resolve(),
  usePrefetch: () => undefined,
});

export function usePageLoading(): PageLoading {
  return useContext(PageLoadingContext);
}
