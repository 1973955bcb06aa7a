import { type FastifyPluginAsyncTypebox, type Static, Type } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import { houseCustomer } from '../../db/schema/house-customer';
import { houseCustomerRoom } from '../../db/schema/house-customer-links';
import { houseRoom } from '../../db/schema/house-room';
import { ApiError } from '../../plugins/api-error';
import { requireUser } from '../../plugins/auth';
import { FailSchema } from '../../plugins/envelope';
import { formLabelKeys, labelledValidation } from '../../plugins/labelled-validation';
import { FormApiError } from '../../services/crud/import-rows';
import { rowByIdOrThrow } from '../../services/crud-queries';
import { IdParam } from '../../services/crud-schemas';
import { defineCustomerRoutes } from '../../services/customer/define-customer-routes';
import { houseOptionsRoute } from './house-options-route';

const c = houseCustomer;
const labelPrefix = 'house.customer.field';
const Relation = Type.Union([Type.Literal('viewed'), Type.Literal('leased')]);

const LinkBody = Type.Object({ roomId: Type.Integer({ minimum: 1 }), relation: Relation });

/** Link a house the customer viewed or leased, unlink it, and the house picker. */
const customerHouseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['house: customers'];
  const validated = {
    attachValidation: true as const,
    preHandler: labelledValidation(formLabelKeys(labelPrefix, ['roomId', 'relation', 'linkId'])),
  };

  app.post(
    '/system/houseCustomer/:id/houses',
    {
      ...validated,
      config: { permission: 'house:customer:edit', operLog: { title: 'Customer', businessType: 2 } },
      schema: {
        tags,
        summary: 'Link a house the customer viewed or leased (linking twice is a no-op)',
        params: Type.Object({ id: IdParam }),
        body: LinkBody,
        response: { 200: FailSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const id = Number((request.params as { id: string }).id);
      const body = request.body as Static<typeof LinkBody>;
      await rowByIdOrThrow(app.db, c, c.id, id, 'house.customer.notFound');
      if (!(await app.db.$count(houseRoom, and(eq(houseRoom.id, body.roomId), eq(houseRoom.delFlag, '0')))))
        throw new FormApiError(
          [{ field: 'roomId', message: request.t('house.customer.houseNotFound') }],
          request.t,
        );
      await app.db
        .insert(houseCustomerRoom)
        .values({ customerId: id, roomId: body.roomId, relation: body.relation, createBy: user.userName })
        .onConflictDoNothing();
      return { code: 200, msg: request.t('success') };
    },
  );

  app.delete(
    '/system/houseCustomer/:id/houses/:linkId',
    {
      ...validated,
      config: { permission: 'house:customer:edit', operLog: { title: 'Customer', businessType: 2 } },
      schema: {
        tags,
        summary: 'Remove a house link of the customer',
        params: Type.Object({ id: IdParam, linkId: IdParam }),
        response: { 200: FailSchema },
      },
    },
    async (request) => {
      const { id, linkId } = request.params as { id: string; linkId: string };
      const deleted = await app.db
        .delete(houseCustomerRoom)
        .where(and(eq(houseCustomerRoom.id, Number(linkId)), eq(houseCustomerRoom.customerId, Number(id))))
        .returning({ id: houseCustomerRoom.id });
      if (deleted.length === 0) throw new ApiError('house.customer.linkNotFound');
      return { code: 200, msg: request.t('success') };
    },
  );

  houseOptionsRoute(app, {
    path: '/system/houseCustomer/houseOptions',
    permission: 'house:customer:list',
    tags,
    summary: 'Houses to link: up to 20 by name or house code',
  });
};

/** Customers, `/system/houseCustomer` (spec sections 3-5): all of them, with their houses. */
export const customerRoutes = defineCustomerRoutes({
  basePath: '/system/houseCustomer',
  permission: 'house:customer',
  tag: 'house: customers',
  extraRoutes: customerHouseRoutes,
});
