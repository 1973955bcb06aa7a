import type { Location } from 'react-router-dom';
import { type KeptPage, nextKeptPages } from '../kept-pages';

const at = (path: string, search = ''): Location => ({
  pathname: path,
  search,
  hash: '',
  state: null,
  key: `${path}${search}`,
});

/** Visits the paths in turn, each tab open and cached under its own path as name. */
function visit(paths: string[], options: { cached?: string[]; open?: string[]; max?: number } = {}) {
  let pages: readonly KeptPage[] = [];
  for (const path of paths) {
    pages = nextKeptPages(pages, {
      location: at(path),
      name: path,
      cachedNames: options.cached ?? paths,
      openPaths: options.open ?? paths,
      ...(options.max ? { max: options.max } : {}),
    });
  }
  return pages;
}

describe('nextKeptPages', () => {
  it('keeps the cached pages left, in the order they were first opened', () => {
    expect(visit(['/a', '/b', '/c', '/a']).map((page) => page.key)).toEqual(['/a', '/b', '/c']);
  });

  it('keeps the current page even when it is not cached yet, and drops it once left uncached', () => {
    expect(visit(['/a'], { cached: [] }).map((page) => page.key)).toEqual(['/a']);
    expect(visit(['/a', '/b'], { cached: ['/b'] }).map((page) => page.key)).toEqual(['/b']);
  });

  it('drops the pages whose tab is closed', () => {
    expect(visit(['/a', '/b', '/c'], { open: ['/b', '/c'] }).map((page) => page.key)).toEqual(['/b', '/c']);
  });

  it('drops the least recently shown pages beyond the cap, never the current one', () => {
    const pages = visit(['/a', '/b', '/c', '/a', '/d'], { max: 3 });
    expect(pages.map((page) => page.key)).toEqual(['/a', '/c', '/d']);
    expect(visit(['/a', '/b'], { max: 1 }).map((page) => page.key)).toEqual(['/b']);
  });

  it('gives the current page the live location and keeps the last one of a hidden page', () => {
    let pages = visit(['/a']);
    const withQuery = at('/a', '?q=1');
    const input = { cachedNames: ['/a', '/b'], openPaths: ['/a', '/b'] };
    pages = nextKeptPages(pages, { ...input, location: withQuery, name: '/a' });
    pages = nextKeptPages(pages, { ...input, location: at('/b', '?q=2'), name: '/b' });
    expect(pages.find((page) => page.key === '/a')?.location).toBe(withQuery);
  });

  it('returns the same array when nothing changed', () => {
    const location = at('/a');
    const input = { location, name: '/a', cachedNames: ['/a'], openPaths: ['/a'] };
    const pages = nextKeptPages([], input);
    expect(nextKeptPages(pages, input)).toBe(pages);
  });
});
