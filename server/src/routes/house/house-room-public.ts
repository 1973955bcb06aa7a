import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { ApiError } from '../../plugins/api-error';
import { OkSchema, ResultCode } from '../../plugins/envelope';
import { IdParam } from '../../services/crud-schemas';
import { loadPublicHouse, PublicHouseSchema, publicHouseLabels } from '../../services/house-room-public';

/**
 * The public house page's data, without a token (spec section 7):
 * `GET /system/houseRoom/getHouseRoomList/{id}` and `GET /public/houseRoom/{id}`.
 * Only listed houses (pendingRent, notSold, rented); otherwise `{code: 404}`.
 */
export const houseRoomPublicRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const path of ['/system/houseRoom/getHouseRoomList/:id', '/public/houseRoom/:id']) {
    app.get(
      path,
      {
        config: { permission: '@public' },
        schema: {
          tags: ['house: rooms'],
          summary: 'A listed house for the public page (no token); code 404 when it is not listed',
          params: Type.Object({ id: Type.String({ maxLength: 20 }) }),
          response: { 200: OkSchema(PublicHouseSchema) },
        },
      },
      async (request) => {
        const { id } = request.params as { id: string };
        const house =
          IdParam.pattern && new RegExp(IdParam.pattern).test(id)
            ? await loadPublicHouse(app.db, Number(id))
            : null;
        if (!house) throw new ApiError('house.room.notAvailable', undefined, ResultCode.notFound);
        const labels = await publicHouseLabels(app.db, house, request.lang);
        return { code: 200, msg: request.t('success'), data: { ...house, labels } };
      },
    );
  }
};
