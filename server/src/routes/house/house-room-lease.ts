import { type FastifyPluginAsyncTypebox, type Static, Type } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import { houseLease } from '../../db/schema/house-lease';
import { houseLeaseExpires } from '../../db/schema/house-lease-expires';
import { requireUser } from '../../plugins/auth';
import { FailSchema } from '../../plugins/envelope';
import { formLabelKeys, labelledValidation } from '../../plugins/labelled-validation';
import { DATE_PATTERN, IdParam, NullableNumber, NullableString } from '../../services/crud-schemas';
import { changeStatus } from '../../services/house-room-status';
import { assertEndsAfterStart } from '../../services/lease-dates';

const LeaseFields = {
  tenantName: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
  tenantPhone: Type.Optional(NullableString({ pattern: '^(\\+?[\\d\\s-]{6,20})?$' })),
  startDate: Type.String({ pattern: DATE_PATTERN }),
  endDate: Type.String({ pattern: DATE_PATTERN }),
  rent: Type.Optional(NullableNumber({ minimum: 0, maximum: 999_999_999_999 })),
  currency: Type.Optional(NullableString({ maxLength: 8 })),
  remark: Type.Optional(NullableString({ maxLength: 500 })),
};
const LeaseBody = Type.Object(LeaseFields);

const clean = (value: string | null | undefined) => value?.trim() || null;

/**
 * `PUT /system/houseRoom/handlePush/{id}` (rent out: pendingRent -> rented, with a lease
 * and its expiry reminder) and `PUT /system/houseRoom/handleEndLease/{id}` (rented ->
 * pendingRent, the lease ends).
 */
export const houseRoomLeaseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const validated = {
    attachValidation: true as const,
    preHandler: labelledValidation(formLabelKeys('house.room.lease.field', Object.keys(LeaseFields))),
  };
  const tags = ['house: rooms'];

  app.put(
    '/system/houseRoom/handlePush/:id',
    {
      ...validated,
      config: { permission: 'house:room:rent', operLog: { title: 'House lease' } },
      schema: {
        tags,
        summary: 'Rent a house out: pendingRent -> rented; creates the lease and its expiry reminder',
        params: Type.Object({ id: IdParam }),
        body: LeaseBody,
        response: { 200: FailSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const body = request.body as Static<typeof LeaseBody>;
      assertEndsAfterStart(request.t, body, 'house.room.lease.endBeforeStart');
      const { id } = request.params as { id: string };
      await app.db.transaction(async (tx) => {
        const [change] = await changeStatus(tx, id, 'rent', { t: request.t, operator: user.userName });
        if (!change) return;
        const { row } = change;
        const tenant = {
          roomId: row.id,
          tenantName: body.tenantName.trim(),
          tenantPhone: clean(body.tenantPhone),
          startDate: body.startDate,
          endDate: body.endDate,
          createBy: user.userName,
        };
        await tx.insert(houseLease).values({
          ...tenant,
          rent: body.rent ?? row.rent,
          currency: clean(body.currency) ?? row.currency,
          deposit: row.deposit,
          status: 'active',
          remark: clean(body.remark),
        });
        await tx.insert(houseLeaseExpires).values({ ...tenant, reminderLead: 1, reminderUnit: 'month' });
      });
      return { code: 200, msg: request.t('success') };
    },
  );

  app.put(
    '/system/houseRoom/handleEndLease/:id',
    {
      ...validated,
      config: { permission: 'house:room:rent', operLog: { title: 'House lease' } },
      schema: {
        tags,
        summary: 'End the lease of a rented house: rented -> pendingRent, the lease status becomes ended',
        params: Type.Object({ id: IdParam }),
        response: { 200: FailSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { id } = request.params as { id: string };
      await app.db.transaction(async (tx) => {
        await changeStatus(tx, id, 'endLease', { t: request.t, operator: user.userName });
        await tx
          .update(houseLease)
          .set({ status: 'ended', updateBy: user.userName, updateTime: new Date() })
          .where(and(eq(houseLease.roomId, Number(id)), eq(houseLease.status, 'active')));
      });
      return { code: 200, msg: request.t('success') };
    },
  );
};
