import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isLang, type Lang } from '../locales/language';
import { apiPrefix } from '../routes/api-prefix';
import { NAME_PATTERN, VERSION_PATTERN } from '../routes/public/module-scan';
import { wasEverLive } from '../services/module-deploy/live-versions';
import {
  isServableRemoteFile,
  isSubresourceFile,
  looksLikeMarkup,
} from '../services/module-deploy/remote-file-types';
import { preloadPublicPages } from '../services/public-pages-preload';
import { readCookieToken } from '../services/sessions';
import { fail, ResultCode } from './envelope';
import { loginRedirect, matchesPattern, readHostPaths, startPageOf } from './public-paths';
import { API_CONTENT_SECURITY_POLICY } from './security-headers';

/** Entry files change in place, so browsers must ask again; everything else is content-hashed. */
export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A remote's files that keep their name across builds (public-pages.js: shared/build/public-pages-entry.ts). */
const REMOTE_ENTRY_FILES = new Set([
  'remoteEntry.js',
  'public-pages.js',
  'index.html',
  'mf-manifest.json',
  'mf-manifest-stats.json',
]);

/** Host files with a content hash in their name (`123.abcdef0123.js`, `assets/x.abcdef0123.woff2`). */
const HASHED_FILE = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

export function remoteCacheControl(file: string): string {
  return REMOTE_ENTRY_FILES.has(path.posix.basename(file)) ? NO_CACHE : IMMUTABLE;
}

export function hostCacheControl(file: string): string {
  return HASHED_FILE.test(path.posix.basename(file)) ? IMMUTABLE : NO_CACHE;
}

/** Files the build writes `.br` and `.gz` twins of (shared/build/create-webpack-config.ts). */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt)$/i;

/** Caches must keep the brotli, gzip and plain answers of one URL apart. */
function varyOnEncoding(reply: FastifyReply, file: string): void {
  if (COMPRESSIBLE.test(file)) reply.header('Vary', 'Accept-Encoding');
}

/** The path of a URL without its query, decoded; null when it cannot be decoded or holds a NUL. */
function requestPath(url: string): string | null {
  try {
    const decoded = decodeURIComponent(url.split(/[?#]/)[0] ?? '/');
    return decoded.includes('\0') ? null : decoded;
  } catch {
    return null;
  }
}

/** Whether `rel` stays inside `root` and names a regular file. */
async function fileInside(root: string, rel: string): Promise<boolean> {
  const full = path.resolve(root, rel);
  if (full !== root && !full.startsWith(`${root}${path.sep}`)) return false;
  try {
    return (await fs.stat(full)).isFile();
  } catch {
    return false;
  }
}

/** The cookie in which the front end keeps the chosen language (shared i18n, `LANGUAGE_COOKIE`). */
const LANGUAGE_COOKIE = /(?:^|;\s*)language=([^;]*)/;

/**
 * The language the front end will start in: the one chosen in it (its cookie), else the
 * browser's (Accept-Language, as `request.lang`), as the front end resolves it.
 */
export function pageLanguage(request: FastifyRequest): Lang {
  const chosen = LANGUAGE_COOKIE.exec(request.headers.cookie ?? '')?.[1]?.trim();
  return isLang(chosen) ? chosen : request.lang;
}

function notFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).type('text/plain; charset=utf-8').send(request.t('notFound'));
}

/**
 * Serves the front end from the one process (the embedded default, DESIGN.md 5):
 * - `host/dist` at `/`, with index.html for any other non-API GET (single-page app);
 * - `/remotes/<name>/<version>/*` from `<repo>/remote-*\/dist/<version>/` (found at start)
 *   or from `<dataDir>/remotes/<name>/<version>/` (published through the deploy route),
 *   only for versions registered in sys_module that have been live (an admin activated
 *   them, or they were their module's first: live-versions.ts), and only files of the
 *   types a host loads, never markup (remote-file-types.ts; issue 32, 5).
 *
 * The server sets no cookie. The session cookie `Admin-Token` is written and read by the
 * front end (js-cookie, RuoYi protocol), so it cannot be HttpOnly: what keeps script away
 * from it is that nothing a deploy token or an upload brings runs on this origin.
 */
export const staticPlugin = fp(
  async (app) => {
    const repoRoot = app.config.repoRoot;
    const hostDist = path.join(repoRoot, 'host', 'dist');

    /** Pairs found to have been live (wasEverLive stays true once true). */
    const live = new Set<string>();

    const isLive = async (name: string, version: string) => {
      const key = `${name}@${version}`;
      if (live.has(key)) return true;
      const found = await wasEverLive(app.db, name, version);
      if (found) live.add(key);
      return found;
    };

    // preCompressed: a build's `x.js.br` / `x.js.gz` is sent for `x.js` when the browser
    // accepts it (brotli first), the plain file otherwise.
    await app.register(fastifyStatic, {
      root: hostDist,
      serve: false,
      dotfiles: 'deny',
      index: false,
      preCompressed: true,
    });

    app.get<{ Params: { name: string; version: string; '*': string } }>(
      '/remotes/:name/:version/*',
      { logLevel: 'warn' },
      async (request, reply) => {
        const { name, version } = request.params;
        const file = request.params['*'];
        if (!NAME_PATTERN.test(name) || !VERSION_PATTERN.test(version) || !file)
          return notFound(request, reply);
        // A repository build found at start, else a version published while running.
        const dir = app.remoteBuildDir(name, version);
        if (
          !isServableRemoteFile(file) ||
          !(await isLive(name, version)) ||
          !(await fileInside(dir, file)) ||
          (await looksLikeMarkup(path.resolve(dir, file)))
        ) {
          return notFound(request, reply);
        }
        // Data files (manifests, maps, notes) are never pages: nothing in them runs or loads.
        if (!isSubresourceFile(file)) reply.header('Content-Security-Policy', API_CONTENT_SECURITY_POLICY);
        reply.header('X-Content-Type-Options', 'nosniff');
        reply.header('Cache-Control', remoteCacheControl(file));
        reply.header('Access-Control-Allow-Origin', '*');
        varyOnEncoding(reply, file);
        return reply.sendFile(file, dir, { cacheControl: false, dotfiles: 'deny' });
      },
    );

    app.get('/*', { logLevel: 'warn' }, async (request, reply) => {
      const pathname = requestPath(request.url);
      if (pathname === null) return notFound(request, reply);
      if (pathname === apiPrefix || pathname.startsWith(`${apiPrefix}/`)) {
        return reply.code(200).send(fail(request.t('notFound'), ResultCode.notFound));
      }
      const rel = pathname.replace(/^\/+/, '');
      if (rel && rel !== 'index.html' && (await fileInside(hostDist, rel))) {
        reply.header('Cache-Control', hostCacheControl(rel));
        varyOnEncoding(reply, rel);
        return reply.sendFile(rel, hostDist, { cacheControl: false, dotfiles: 'deny' });
      }
      // A missing file with an extension (an old chunk, a typo) is a 404, not the app.
      const last = rel.split('/').pop() ?? '';
      if (/\.[a-z0-9]{1,8}$/i.test(last) && !last.endsWith('.html')) return notFound(request, reply);
      if (!(await fileInside(hostDist, 'index.html'))) {
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .send('The front end has not been built yet: run `npm run build`, then start the server again.');
      }
      reply.header('Cache-Control', NO_CACHE);
      // The build's paths (public-paths.json), read once for the two choices below.
      const hostPaths = await readHostPaths(hostDist);
      // Without a session, the app would send any path but its public ones to the login
      // page once it has run: the server does it at once, so that the prerendered login
      // page is what the browser gets (a build without public-paths.json: the app does it).
      if (readCookieToken(request) === undefined) {
        const patterns = hostPaths?.patterns;
        if (patterns && !patterns.some((pattern) => matchesPattern(pattern, pathname))) {
          return reply.redirect(loginRedirect(request.url), 302);
        }
      }
      // The answer depends on the session cookie (above) as well as on the encoding.
      reply.header('Vary', 'Accept-Encoding, Cookie');
      // The login page comes prerendered in the language the browser will start in
      // (host/src/app/prerender-login.tsx); a build without it gets index.html.
      if (pathname === '/login') {
        const page = `login.${pageLanguage(request)}.html`;
        if (await fileInside(hostDist, page)) {
          reply.header('Vary', 'Accept-Encoding, Accept-Language, Cookie');
          return reply.sendFile(page, hostDist, { cacheControl: false });
        }
      }
      // The public house and car pages start without the staff app (host/src/main.ts),
      // and with their remote's public pages module preloaded.
      const startPage = await startPageOf(hostDist, hostPaths, pathname);
      if (startPage === 'public.html') await preloadPublicPages(app, reply, hostPaths, pathname);
      return reply.sendFile(startPage, hostDist, { cacheControl: false });
    });
  },
  { name: 'static', dependencies: ['language', 'remote-builds'] },
);
