import Fuse from 'fuse.js';
import type { MenuNode } from '../../../types/app-route';
import { flattenMenu } from '../../../utils/menu-routes';

/** One page the header search can find. */
export interface SearchEntry {
  /** Parent titles and the page title, joined with ` > `. */
  title: string;
  path: string;
  external: boolean;
  query?: Record<string, string>;
}

/** Fuse's threshold for the header search (spec section 2). */
export const SEARCH_THRESHOLD = 0.4;

export function searchEntriesOf(menu: readonly MenuNode[], extra: SearchEntry[] = []): SearchEntry[] {
  const entries = flattenMenu(menu).map(({ node, trail }) => {
    const entry: SearchEntry = { title: trail.join(' > '), path: node.key, external: node.external };
    if (node.query) entry.query = node.query;
    return entry;
  });
  const seen = new Set(entries.map((entry) => entry.path));
  return [...entries, ...extra.filter((entry) => !seen.has(entry.path))];
}

/** A fuzzy search over page titles (and paths), threshold 0.4, like RuoYi's HeaderSearch. */
export function createRouteSearch(entries: readonly SearchEntry[]): (query: string) => SearchEntry[] {
  const fuse = new Fuse(entries, {
    shouldSort: true,
    threshold: SEARCH_THRESHOLD,
    location: 0,
    distance: 100,
    minMatchCharLength: 1,
    keys: [
      { name: 'title', weight: 0.7 },
      { name: 'path', weight: 0.3 },
    ],
  });
  return (query: string) => (query.trim() ? fuse.search(query.trim()).map((result) => result.item) : []);
}
