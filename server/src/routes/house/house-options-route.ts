import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { OkSchema } from '../../plugins/envelope';
import { searchHouseOptions } from '../../services/house-options';

const NameQuery = { name: Type.Optional(Type.String({ maxLength: 100 })) };
const HouseOptions = Type.Array(
  Type.Object({ id: Type.Integer(), name: Type.String(), houseCode: Type.String() }),
);

/**
 * A house picker's `GET` route: up to 20 houses by name or house code (and, `byId`,
 * the one with `id`, to show a form's saved house). Customers, reviews and lease
 * reminders each pick houses with one.
 */
export function houseOptionsRoute(
  app: Parameters<FastifyPluginAsyncTypebox>[0],
  options: { path: string; permission: string; tags: string[]; summary: string; byId?: boolean },
): void {
  const { path, permission, tags, summary, byId = false } = options;
  app.get(
    path,
    {
      config: { permission },
      schema: {
        tags,
        summary,
        querystring: Type.Object(
          byId ? { ...NameQuery, id: Type.Optional(Type.Integer({ minimum: 1 })) } : NameQuery,
        ),
        response: { 200: OkSchema(HouseOptions) },
      },
    },
    async (request) => ({
      code: 200,
      msg: request.t('success'),
      data: await searchHouseOptions(app.db, request.query),
    }),
  );
}
