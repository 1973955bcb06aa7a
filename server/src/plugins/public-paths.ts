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
}

let cached: { file: string; mtimeMs: number; paths: HostPaths } | null = null;

const isPatternList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((p) => typeof p === 'string' && p.startsWith('/'));

/** The paths of the host build in `hostDist`; null for a build without the file (or a bad one). */
export async function readHostPaths(hostDist: string): Promise<HostPaths | null> {
  const file = path.join(hostDist, 'public-paths.json');
  try {
    const { mtimeMs } = await fs.stat(file);
    if (cached?.file === file && cached.mtimeMs === mtimeMs) return cached.paths;
    const parsed = JSON.parse(await fs.readFile(file, 'utf8')) as {
      patterns?: unknown;
      publicStart?: unknown;
    };
    // A build from before the public pages' start has no `publicStart`: index.html serves them.
    const publicStart = parsed.publicStart ?? [];
    if (!isPatternList(parsed.patterns) || !isPatternList(publicStart)) return null;
    const paths = { patterns: parsed.patterns, publicStart };
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
