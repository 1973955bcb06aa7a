import type { FastifyRequest } from 'fastify';
import { loadPublicHouse, type PublicHouse } from '../../services/house-room-public';
import { type LinkPreview, linkPreviewRoute, previewTagsOf } from '../../services/link-preview';

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

/** The OpenGraph and Twitter tags of a listed house, escaped. */
export function previewTags(request: FastifyRequest, house: PublicHouse): string {
  return previewTagsOf(request, previewOf(request, house));
}

function previewOf(request: FastifyRequest, house: PublicHouse): LinkPreview {
  return {
    title: house.name || house.houseCode,
    description: previewDescription(request, house),
    path: `/house/detail/${house.id}`,
    image: house.coverImage,
  };
}

/**
 * Link previews (issue 7): `GET /house/detail/:id` answers the host's index.html with
 * OpenGraph and Twitter tags for a listed house (services/link-preview).
 */
export const houseRoomPreviewRoute = linkPreviewRoute('/house/detail/:id', async (id, request) => {
  const house = await loadPublicHouse(request.server.db, id);
  return house ? previewOf(request, house) : null;
});
