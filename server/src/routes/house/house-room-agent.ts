import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { houseRoom } from '../../db/schema/house-room';
import { sysUser } from '../../db/schema/sys-user';
import { ApiError } from '../../plugins/api-error';
import { requireUser } from '../../plugins/auth';
import { FailSchema, OkSchema } from '../../plugins/envelope';
import { formLabelKeys, labelledValidation } from '../../plugins/labelled-validation';
import { idsOrThrow } from '../../services/crud-queries';
import { IdsParam } from '../../services/crud-schemas';

const active = and(eq(sysUser.status, '0'), eq(sysUser.delFlag, '0'));

/** `GET /system/houseRoom/userList` and `PUT /system/houseRoom/authUser/{ids}?userId=` (assign an agent). */
export const houseRoomAgentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['house: rooms'];
  app.get(
    '/system/houseRoom/userList',
    {
      config: { permission: 'house:room:assign' },
      schema: {
        tags,
        summary: 'Active users an agent can be chosen from',
        response: {
          200: OkSchema(
            Type.Array(
              Type.Object({
                userId: Type.Integer(),
                userName: Type.String(),
                nickName: Type.String(),
                phonenumber: Type.String(),
              }),
            ),
          ),
        },
      },
    },
    async (request) => {
      const data = await app.db
        .select({
          userId: sysUser.userId,
          userName: sysUser.userName,
          nickName: sysUser.nickName,
          phonenumber: sysUser.phonenumber,
        })
        .from(sysUser)
        .where(active)
        .orderBy(asc(sysUser.nickName), asc(sysUser.userId));
      return { code: 200, msg: request.t('success'), data };
    },
  );

  app.put(
    '/system/houseRoom/authUser/:ids',
    {
      attachValidation: true,
      preHandler: labelledValidation(formLabelKeys('house.room.field', ['userId'])),
      config: { permission: 'house:room:assign', operLog: { title: 'House agent' } },
      schema: {
        tags,
        summary: "Assign an agent: sets agent (the user's nickname), agentPhone and agentUserId",
        params: Type.Object({ ids: IdsParam }),
        querystring: Type.Object({ userId: Type.Integer({ minimum: 1 }) }),
        response: { 200: FailSchema },
      },
    },
    async (request) => {
      const operator = requireUser(request);
      const ids = idsOrThrow((request.params as { ids: string }).ids, 'house.room.notFound');
      const { userId } = request.query as { userId: number };
      const [user] = await app.db
        .select({ nickName: sysUser.nickName, phonenumber: sysUser.phonenumber })
        .from(sysUser)
        .where(and(eq(sysUser.userId, userId), active));
      if (!user) throw new ApiError('house.room.agent.userMissing');
      const updated = await app.db
        .update(houseRoom)
        .set({
          agent: user.nickName,
          agentPhone: user.phonenumber || null,
          agentUserId: userId,
          updateBy: operator.userName,
          updateTime: new Date(),
        })
        .where(inArray(houseRoom.id, ids))
        .returning({ id: houseRoom.id });
      if (updated.length === 0) throw new ApiError('house.room.notFound');
      return { code: 200, msg: request.t('success') };
    },
  );
};
