import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../plugins/api-error';
import { OkSchema, ResultCode } from '../../plugins/envelope';
import { loadPublicCar, type PublicCar, PublicCarSchema, publicCarLabels } from '../../services/car-public';
import { IdParam } from '../../services/crud-schemas';
import { splitList } from '../../services/house-room-rules';
import { type LinkPreview, linkPreviewRoute } from '../../services/link-preview';

/**
 * The public car page's data, without a token: `GET /public/car/{id}`. Only vehicles
 * on offer (pendingRent, notSold); otherwise `{code: 404}`.
 */
export const carPublicRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/public/car/:id',
    {
      config: { permission: '@public' },
      schema: {
        tags: ['vehicle: cars'],
        summary: 'A vehicle on offer for the public page (no token); code 404 when it is not on offer',
        params: Type.Object({ id: Type.String({ maxLength: 20 }) }),
        response: { 200: OkSchema(PublicCarSchema) },
      },
    },
    async (request) => {
      const { id } = request.params as { id: string };
      const car =
        IdParam.pattern && new RegExp(IdParam.pattern).test(id)
          ? await loadPublicCar(app.db, Number(id))
          : null;
      if (!car) throw new ApiError('vehicle.car.notAvailable', undefined, ResultCode.notFound);
      const labels = await publicCarLabels(app.db, car, request.lang);
      return { code: 200, msg: request.t('success'), data: { ...car, labels } };
    },
  );
};

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** "350,000 LAK / day · 9,000,000 LAK / month · 2020 · 5 seats · Automatic" in the request's language. */
export function carPreviewDescription(
  request: FastifyRequest,
  car: PublicCar,
  labels: Record<string, string | null>,
) {
  const t = request.t;
  const money = (value: number, currency: string | null) =>
    `${number.format(value)} ${currency ?? ''}`.trim();
  const parts: string[] = [];
  if (car.rentPerDay != null)
    parts.push(t('vehicle.car.share.perDay', { price: money(car.rentPerDay, car.currency) }));
  if (car.rentPerMonth != null)
    parts.push(t('vehicle.car.share.perMonth', { price: money(car.rentPerMonth, car.currency) }));
  if (car.saleMoney != null)
    parts.push(
      t('vehicle.car.share.forSale', { price: money(car.saleMoney, car.saleCurrency ?? car.currency) }),
    );
  if (car.productionYear != null) parts.push(String(car.productionYear));
  if (car.seatCount != null) parts.push(t('vehicle.car.share.seats', { count: car.seatCount }));
  for (const label of [labels.transmission, labels.fuelType]) if (label) parts.push(label);
  return parts.join(' · ');
}

/** Link previews of `/car/detail/:id` (OpenGraph and Twitter tags) for a vehicle on offer. */
export const carPreviewRoute = linkPreviewRoute(
  '/car/detail/:id',
  async (id, request): Promise<LinkPreview | null> => {
    const car = await loadPublicCar(request.server.db, id);
    if (!car) return null;
    const labels = await publicCarLabels(request.server.db, car, request.lang);
    return {
      title: [car.brand, car.model, car.productionYear].filter(Boolean).join(' '),
      description: carPreviewDescription(request, car, labels),
      path: `/car/detail/${car.id}`,
      image: splitList(car.images)[0] ?? null,
    };
  },
);
