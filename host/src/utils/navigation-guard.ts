import { matchPath } from 'react-router-dom';

/** Paths that skip the login check (spec section 2's white list). */
export const WHITE_LIST = ['/login', '/auth-redirect', '/bind', '/register', '/house/detail/:id'] as const;

export type GuardDecision =
  /** Show the page. */
  | { type: 'allow' }
  /** Go elsewhere (replacing the history entry). */
  | { type: 'redirect'; to: string }
  /** A token but no user info yet: fetch user info, then build the routes. */
  | { type: 'load' };

export interface GuardInput {
  pathname: string;
  /** `?a=1` or ''. */
  search: string;
  /** `#x` or ''. */
  hash: string;
  hasToken: boolean;
  /** Whether `GET /getInfo` (and the routes) have been loaded since the page opened. */
  infoLoaded: boolean;
  /** Whether the path is on the white list or flagged noAuth. */
  isPublic: boolean;
}

/** Whether a path matches one of the patterns (`/house/detail/:id`, `/redirect/*`). */
export function matchesAny(pathname: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
}

/** The login page with the intended full path in the `redirect` query. */
export function loginRedirect(fullPath: string): string {
  return `/login?redirect=${encodeURIComponent(fullPath)}`;
}

/**
 * The route guard of spec section 2, as a pure decision:
 * - with a token: `/login` goes to the root; white-listed and noAuth routes show;
 *   other routes show once user info is loaded, else user info is loaded first;
 * - without a token: white-listed and noAuth routes show; anything else goes to
 *   `/login?redirect=<full path>`.
 */
export function decideNavigation(input: GuardInput): GuardDecision {
  const { pathname, search, hash, hasToken, infoLoaded, isPublic } = input;
  if (hasToken) {
    if (pathname === '/login') return { type: 'redirect', to: '/' };
    if (isPublic) return { type: 'allow' };
    return infoLoaded ? { type: 'allow' } : { type: 'load' };
  }
  if (isPublic) return { type: 'allow' };
  return { type: 'redirect', to: loginRedirect(`${pathname}${search}${hash}`) };
}
