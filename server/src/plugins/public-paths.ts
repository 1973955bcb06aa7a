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

let cached: { file: string; mtimeMs: number; patterns: string[] } | null = null;

/** The guard's public paths of the host build in `hostDist`; null for a build without the file. */
export async function readPublicPaths(hostDist: string): Promise<string[] | null> {
  const file = path.join(hostDist, 'public-paths.json');
  try {
    const { mtimeMs } = await fs.stat(file);
    if (cached?.file === file && cached.mtimeMs === mtimeMs) return cached.patterns;
    const parsed: unknown = JSON.parse(await fs.readFile(file, 'utf8'));
    const patterns = (parsed as { patterns?: unknown }).patterns;
    if (!Array.isArray(patterns) || !patterns.every((p) => typeof p === 'string' && p.startsWith('/'))) {
      return null;
    }
    cached = { file, mtimeMs, patterns };
    return patterns;
  } catch {
    return null;
  }
}
