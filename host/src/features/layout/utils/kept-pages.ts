import type { Location } from 'react-router-dom';

/** Most pages kept alive at once (the visible one included); the least recently shown go first. */
export const MAX_KEPT_PAGES = 10;

/** A layout page that stays mounted (hidden) while another tab is shown. */
export interface KeptPage {
  /** The tab's path (pathname without the query): one kept page a tab. */
  key: string;
  /** The route name, by which the tags view caches pages (`cachedViews`). */
  name?: string;
  /** The location the page last had while visible: what it keeps seeing while hidden. */
  location: Location;
  /** When the page was last shown (a sequence number), for dropping the oldest. */
  shownAt: number;
}

export interface KeptPagesInput {
  /** The router's current location: its page is the visible one. */
  location: Location;
  /** The route name of the current page. */
  name?: string;
  /** Names of the pages the tags view keeps alive (empty keeps none). */
  cachedNames: readonly string[];
  /** Paths of the open tabs. */
  openPaths: readonly string[];
  max?: number;
}

function isKept(page: KeptPage, cachedNames: ReadonlySet<string>, openPaths: ReadonlySet<string>): boolean {
  return !!page.name && cachedNames.has(page.name) && openPaths.has(page.key);
}

/**
 * The pages to render after a render's inputs: the current page (added or given
 * the live location), and the others only while their tab is open and cached,
 * at most `max` of them (the least recently shown are dropped). Order of
 * insertion is kept, so kept pages are never moved in the DOM. Returns `pages`
 * itself when nothing changed.
 */
export function nextKeptPages(pages: readonly KeptPage[], input: KeptPagesInput): readonly KeptPage[] {
  const { location, name, max = MAX_KEPT_PAGES } = input;
  const key = location.pathname;
  const lastShown = pages.reduce((latest, page) => Math.max(latest, page.shownAt), 0);
  const current = pages.find((page) => page.key === key);
  let next: KeptPage[];
  if (!current) {
    next = [...pages, { key, ...(name ? { name } : {}), location, shownAt: lastShown + 1 }];
  } else if (current.location !== location || current.name !== name || current.shownAt !== lastShown) {
    const updated: KeptPage = {
      key,
      ...(name ? { name } : {}),
      location,
      shownAt: current.shownAt === lastShown ? current.shownAt : lastShown + 1,
    };
    next = pages.map((page) => (page === current ? updated : page));
  } else {
    next = [...pages];
  }

  const cachedNames = new Set(input.cachedNames);
  const openPaths = new Set(input.openPaths);
  next = next.filter((page) => page.key === key || isKept(page, cachedNames, openPaths));
  while (next.length > Math.max(max, 1)) {
    const oldest = next.filter((page) => page.key !== key).reduce((a, b) => (b.shownAt < a.shownAt ? b : a));
    next = next.filter((page) => page !== oldest);
  }

  const unchanged = next.length === pages.length && next.every((page, index) => page === pages[index]);
  return unchanged ? pages : next;
}
