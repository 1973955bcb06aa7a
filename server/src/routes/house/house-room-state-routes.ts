import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { requireUser } from '../../plugins/auth';
import { FailSchema } from '../../plugins/envelope';
import { formLabelKeys, labelledValidation } from '../../plugins/labelled-validation';
import { IdParam, IdsParam } from '../../services/crud-schemas';
import { changeStatus } from '../../services/house-room-status';
import type { HouseAction } from './house-room-states';

/** The status routes that need nothing but the house ids (the table is in house-room-states). */
const ROUTES: {
  path: string;
  action: HouseAction;
  permission: string;
  many: boolean;
  summary: string;
  successKey?: string;
}[] = [
  {
    path: 'handleAudit',
    action: 'audit',
    permission: 'house:room:audit',
    many: true,
    summary: 'Review houses: pendingReview -> pendingRent (with a rent) or notSold',
  },
  {
    path: 'handleClose',
    action: 'close',
    permission: 'house:room:close',
    many: true,
    summary: 'Take houses off: pendingRent or notSold -> offShelf',
    successKey: 'house.room.state.closed',
  },
  {
    path: 'handleOpen',
    action: 'open',
    permission: 'house:room:open',
    many: true,
    summary: 'Put houses on again: offShelf -> the listed status they had',
  },
  {
    path: 'handleSold',
    action: 'sold',
    permission: 'house:room:edit',
    many: false,
    summary: 'Mark a house sold: notSold -> sold',
  },
];

/** `PUT /system/houseRoom/handleAudit|handleClose|handleOpen/{ids}` and `handleSold/{id}`. */
export const houseRoomStateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const validated = {
    attachValidation: true as const,
    preHandler: labelledValidation(formLabelKeys('house.room.field', [])),
  };
  for (const route of ROUTES) {
    const param = route.many ? 'ids' : 'id';
    app.put(
      `/system/houseRoom/${route.path}/:${param}`,
      {
        ...validated,
        config: { permission: route.permission, operLog: { title: 'House' } },
        schema: {
          tags: ['house: rooms'],
          summary: route.summary,
          description:
            'Refused with a translated `{code: 500, msg}` when a house is not in a status the ' +
            'transition table allows; every change is recorded in house_room_status_log.',
          params: Type.Object({ [param]: route.many ? IdsParam : IdParam }),
          response: { 200: FailSchema },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const ids = String((request.params as Record<string, string>)[param]);
        await app.db.transaction((tx) =>
          changeStatus(tx, ids, route.action, { t: request.t, operator: user.userName }),
        );
        return { code: 200, msg: request.t(route.successKey ?? 'success') };
      },
    );
  }
};
