import { BASE_URL } from '../../request/utils/request-settings';

/** The paths of a comma-separated value (or a list), trimmed, empties dropped. */
export function splitPaths(value: string | readonly string[] | null | undefined): string[] {
  if (!value) return [];
  const parts = typeof value === 'string' ? value.split(',') : value;
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** Paths back to the comma-separated form. */
export function joinPaths(paths: readonly string[]): string {
  return paths.filter(Boolean).join(',');
}

/** The last segment of a path, without a query. */
export function fileNameOf(path: string): string {
  const clean = path.split(/[?#]/)[0] ?? path;
  return decodeURIComponent(clean.slice(clean.lastIndexOf('/') + 1));
}

/**
 * A stored file path as a URL the browser can load: absolute URLs,
 * `blob:`/`data:` and paths under `/web-api` as they are; other paths (RuoYi's
 * `/profile/upload/...`) under `/web-api`.
 */
export function resolveFileUrl(path: string): string {
  if (/^(https?:)?\/\//i.test(path) || /^(blob|data):/i.test(path)) return path;
  if (path === BASE_URL || path.startsWith(`${BASE_URL}/`)) return path;
  return `${BASE_URL}${path.startsWith('/') ? '' : '/'}${path}`;
}
