import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { NO_CACHE } from '../../plugins/static';
import { loadPublicHouse, type PublicHouse } from '../../services/house-room-public';
import { apiPrefix } from '../api-prefix';

/** Escapes text for an HTML attribute or element. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** "1,200 USD / month · 3 bed, 2 living, 2 bath · 187 m² · Ban Phonxay, Vientiane" in the request's language. */
export function previewDescription(request: FastifyRequest, house: PublicHouse): string {
  const t = request.t;
  const parts: string[] = [];
  if (house.rent != null) {
    const unit = house.timeUnit ? t(`house.room.unit.${house.timeUnit}`) : '';
    parts.push(
      t('house.room.share.perUnit', {
        price: number.format(house.rent),
        currency: house.currency ?? '',
        unit,
      }),
    );
  }
  if (house.salePrice != null)
    parts.push(
      t('house.room.share.forSale', {
        price: number.format(house.salePrice),
        currency: house.currency ?? '',
      }),
    );
  const layout = (['bedrooms', 'livingRooms', 'bathrooms'] as const)
    .filter((key) => house[key] != null)
    .map((key) => t(`house.room.share.${key}`, { count: house[key] ?? 0 }));
  if (layout.length) parts.push(layout.join(', '));
  if (house.area != null) parts.push(`${number.format(house.area)} m²`);
  const place = [house.location, house.villageName, house.region].filter(Boolean).join(', ');
  if (place) parts.push(place);
  return parts.join(' · ');
}

/** Absolute URL of a stored image path (`/profile/upload/...` is served under /web-api). */
function absoluteImage(origin: string, image: string): string {
  if (/^https?:\/\//i.test(image)) return image;
  const pathPart = image.startsWith(`${apiPrefix}/`)
    ? image
    : `${apiPrefix}${image.startsWith('/') ? '' : '/'}${image}`;
  return `${origin}${pathPart}`;
}

/** The OpenGraph and Twitter tags of a listed house, escaped. */
export function previewTags(request: FastifyRequest, house: PublicHouse): string {
  const origin = `${request.protocol}://${request.host}`;
  const description = previewDescription(request, house);
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:title', house.name || house.houseCode],
    ['property', 'og:description', description],
    ['property', 'og:url', `${origin}/house/detail/${house.id}`],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', house.name || house.houseCode],
    ['name', 'twitter:description', description],
  ];
  if (house.coverImage) {
    const image = absoluteImage(origin, house.coverImage);
    tags.push(['property', 'og:image', image], ['name', 'twitter:image', image]);
  }
  return tags
    .map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`)
    .join('\n    ');
}

/**
 * Link previews (issue 7): `GET /house/detail/:id` answers the host's index.html with
 * OpenGraph and Twitter tags in `<head>` for a listed house, so a shared link shows a
 * card in WhatsApp, Facebook, WeChat and TikTok; the plain index.html otherwise.
 */
export const houseRoomPreviewRoute: FastifyPluginAsync = async (app) => {
  const indexFile = path.join(app.config.repoRoot, 'host', 'dist', 'index.html');
  app.get<{ Params: { id: string } }>(
    '/house/detail/:id',
    { config: { permission: '@public' }, logLevel: 'warn' },
    async (request, reply) => {
      let html: string;
      try {
        html = await fs.readFile(indexFile, 'utf8');
      } catch {
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .send('The front end has not been built yet: run `npm run build`, then start the server again.');
      }
      const id = request.params.id;
      const house = /^[1-9]\d{0,14}$/.test(id) ? await loadPublicHouse(app.db, Number(id)) : null;
      if (house && html.includes('</head>')) {
        html = html.replace('</head>', `    ${previewTags(request, house)}\n  </head>`);
      }
      reply.header('Cache-Control', NO_CACHE);
      return reply.type('text/html; charset=utf-8').send(html);
    },
  );
};
