import type { ComponentType } from 'react';

/** A lazily loaded page of a remote: the module's default export is the page. */
export type PageLoader = () => Promise<{ default: ComponentType }>;

/**
 * What each remote exposes as `./pages`: menu component strings from the server
 * (for example `house/village/index`) mapped to their pages.
 */
export type PageRegistry = Record<string, PageLoader>;
