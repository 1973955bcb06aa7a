/** Whether a path is an external address (`http://`, `https://`, `mailto:`, `tel:`). */
export function isExternal(path: string | undefined | null): boolean {
  return !!path && /^(https?:|mailto:|tel:)/.test(path);
}

/** RuoYi's path resolution: absolute child paths win, otherwise `parent/child`. */
export function joinPath(parent: string, child: string): string {
  if (isExternal(child)) return child;
  if (child.startsWith('/')) return normalisePath(child);
  if (!child) return normalisePath(parent || '/');
  return normalisePath(`${parent}/${child}`);
}

/** Collapses double slashes and drops a trailing slash (but keeps `/`). */
export function normalisePath(path: string): string {
  const collapsed = `/${path}`.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/+$/, '') : collapsed;
}

/** Parses a menu's `query` JSON into string values; anything else gives undefined. */
export function parseQuery(query: string | undefined | null): Record<string, string> | undefined {
  if (!query) return undefined;
  try {
    const parsed: unknown = JSON.parse(query);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
    const out: Record<string, string> = {};
    for (const [key, value] of Object.entries(parsed as Record<string, unknown>)) {
      if (value !== undefined && value !== null) out[key] = String(value);
    }
    return Object.keys(out).length > 0 ? out : undefined;
  } catch {
    return undefined;
  }
}

/** `path` plus `?a=1&b=2`. */
export function withQuery(path: string, query: Record<string, string> | undefined): string {
  if (!query || Object.keys(query).length === 0) return path;
  return `${path}?${new URLSearchParams(query).toString()}`;
}

/**
 * A `redirect` query value that is safe to follow after login: a path of this
 * site (`/x`, not `//host` or `https://...`), else `/`.
 */
export function safeRedirect(value: string | null | undefined): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value;
}
