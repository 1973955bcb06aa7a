import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The front end's route guard, for the first request of a page: which paths it lets
 * through without a login (`public-paths.json`, written by the host's build from its
 * route table), and where it sends a browser without a session from the others.
 */

/**
 * Whether `pathname` matches a route pattern as React Router's `matchPath` with `end`
 * does: case-insensitive, a trailing slash allowed, `:param` one non-empty segment, a
 * final `*` anything after.
 */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const segments = (value: string) => value.toLowerCase().replace(/\/+$/, '').split('/');
  const want = segments(pattern);
  const have = segments(pathname);
  for (let i = 0; i < want.length; i++) {
    const part = want[i];
    if (part === '*' && i === want.length - 1) return true;
    const actual = have[i];
    if (actual === undefined) return false;
    if (part?.startsWith(':')) {
      if (actual === '') return false;
    } else if (part !== actual) return false;
  }
  return have.length === want.length;
}

/** The login page with the path asked for, as the guard writes it (`loginRedirect`). */
export function loginRedirect(pathAndQuery: string): string {
  return `/login?redirect=${encodeURIComponent(pathAndQuery)}`;
}

/** What the host's build says of its paths (`public-paths.json`). */
export interface HostPaths {
  /** The route guard's paths without login. */
  patterns: string[];
  /** The paths of the public pages' start: the server answers them with `public.html`. */
  publicStart: string[];
  /** The remote page (menu component string) each of those paths shows. */
  publicStartPages: Record<string, string>;
}

let cached: { file: string; mtimeMs: number; paths: HostPaths } | null = null;

const isPatternList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((p) => typeof p === 'string' && p.startsWith('/'));

/** A component string as the page registries key them (`house/public/house-detail`). */
const COMPONENT = /^[a-z][\w-]*(\/[\w-]+)*$/;

/** The pattern → component pairs of `publicStartPages`; anything else is left out. */
function componentsOf(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] =>
        entry[0].startsWith('/') && typeof entry[1] === 'string' && COMPONENT.test(entry[1]),
    ),
  );
}

/** The paths of the host build in `hostDist`; null for a build without the file (or a bad one). */
export async function readHostPaths(hostDist: string): Promise<HostPaths | null> {
  const file = path.join(hostDist, 'public-paths.json');
  try {
    const { mtimeMs } = await fs.stat(file);
    if (cached?.file === file && cached.mtimeMs === mtimeMs) return cached.paths;
    const parsed = JSON.parse(await fs.readFile(file, 'utf8')) as {
      patterns?: unknown;
      publicStart?: unknown;
      publicStartPages?: unknown;
    };
    // A build from before the public pages' start has no `publicStart`: index.html serves them.
    const publicStart = parsed.publicStart ?? [];
    if (!isPatternList(parsed.patterns) || !isPatternList(publicStart)) return null;
    const paths = {
      patterns: parsed.patterns,
      publicStart,
      publicStartPages: componentsOf(parsed.publicStartPages),
    };
    cached = { file, mtimeMs, paths };
    return paths;
  } catch {
    return null;
  }
}

/**
 * The host's page for `pathname`, by the build's `paths` (readHostPaths): `public.html`
 * for the paths of the public pages' start (their start has no store, login or staff
 * routes, host/src/main.ts) when the build has it; `index.html`, the staff app's, otherwise.
 */
export async function startPageOf(
  hostDist: string,
  paths: HostPaths | null,
  pathname: string,
): Promise<'public.html' | 'index.html'> {
  if (!paths?.publicStart.some((pattern) => matchesPattern(pattern, pathname))) return 'index.html';
  try {
    return (await fs.stat(path.join(hostDist, 'public.html'))).isFile() ? 'public.html' : 'index.html';
  } catch {
    return 'index.html';
  }
}

/** The remote page a path of the public pages' start shows (its component string), if the build says. */
export function publicStartComponent(paths: HostPaths | null, pathname: string): string | null {
  if (!paths) return null;
  const pattern = Object.keys(paths.publicStartPages).find((key) => matchesPattern(key, pathname));
  return pattern ? (paths.publicStartPages[pattern] ?? null) : null;
}
