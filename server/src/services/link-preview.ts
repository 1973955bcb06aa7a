import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { readHostPaths, startPageOf } from '../plugins/public-paths';
import { NO_CACHE } from '../plugins/static';
import { apiPrefix } from '../routes/api-prefix';
import { preloadPublicPages } from './public-pages-preload';

/** Escapes text for an HTML attribute or element. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Absolute URL of a stored image path (`/profile/upload/...` is served under /web-api). */
export function absoluteImage(origin: string, image: string): string {
  if (/^https?:\/\//i.test(image)) return image;
  const pathPart = image.startsWith(`${apiPrefix}/`)
    ? image
    : `${apiPrefix}${image.startsWith('/') ? '' : '/'}${image}`;
  return `${origin}${pathPart}`;
}

/** What a shared link's card shows. */
export interface LinkPreview {
  title: string;
  description: string;
  /** The page's own path (`/house/detail/12`). */
  path: string;
  /** A stored image path or URL. */
  image?: string | null;
}

/** The OpenGraph and Twitter tags of a preview, escaped. */
export function previewTagsOf(request: FastifyRequest, preview: LinkPreview): string {
  // The configured public address (PUBLIC_URL), never the request's Host header: a
  // forged Host would otherwise point the card at another site (issue 32, finding 13).
  const origin = request.server.config.publicUrl;
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:title', preview.title],
    ['property', 'og:description', preview.description],
    ['property', 'og:url', `${origin}${preview.path}`],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', preview.title],
    ['name', 'twitter:description', preview.description],
  ];
  if (preview.image) {
    const image = absoluteImage(origin, preview.image);
    tags.push(['property', 'og:image', image], ['name', 'twitter:image', image]);
  }
  return tags
    .map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`)
    .join('\n    ');
}

/**
 * A public page's link preview: `GET <route>` (e.g. `/house/detail/:id`) answers the
 * host's page for that path (public.html, the public pages' start, else index.html) with
 * OpenGraph and Twitter tags in `<head>` when `load` finds something to show for the id,
 * so a shared link shows a card in WhatsApp, Facebook, WeChat and TikTok; the plain page
 * otherwise.
 */
export function linkPreviewRoute(
  route: string,
  load: (id: number, request: FastifyRequest) => Promise<LinkPreview | null>,
): FastifyPluginAsync {
  return async (app) => {
    const hostDist = path.join(app.config.repoRoot, 'host', 'dist');
    app.get<{ Params: { id: string } }>(
      route,
      { config: { permission: '@public' }, logLevel: 'warn' },
      async (request, reply) => {
        let html: string;
        const pathname = request.url.split('?')[0] ?? '';
        const paths = await readHostPaths(hostDist);
        let page: Awaited<ReturnType<typeof startPageOf>>;
        try {
          page = await startPageOf(hostDist, paths, pathname);
          html = await fs.readFile(path.join(hostDist, page), 'utf8');
        } catch {
          return reply
            .code(503)
            .type('text/plain; charset=utf-8')
            .send('The front end has not been built yet: run `npm run build`, then start the server again.');
        }
        const id = request.params.id;
        const preview = /^[1-9]\d{0,14}$/.test(id) ? await load(Number(id), request) : null;
        if (preview && html.includes('</head>')) {
          // A function, not a string: `$&`, `$\`` and `$'` in a house's text stay text.
          const tags = `    ${previewTagsOf(request, preview)}\n  </head>`;
          html = html.replace('</head>', () => tags);
        }
        // The public pages' start, with its remote's public pages module preloaded.
        if (page === 'public.html') await preloadPublicPages(app, reply, paths, pathname);
        reply.header('Cache-Control', NO_CACHE);
        return reply.type('text/html; charset=utf-8').send(html);
      },
    );
  };
}
