import { type FastifyPluginAsyncTypebox, type Static, Type } from '@fastify/type-provider-typebox';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { carInfo } from '../../db/schema/car-info';
import { carLease } from '../../db/schema/car-lease';
import { sysDictData } from '../../db/schema/sys-dict';
import { requireUser } from '../../plugins/auth';
import { FailSchema } from '../../plugins/envelope';
import { formLabelKeys, labelledValidation } from '../../plugins/labelled-validation';
import {
  checkTransition,
  endExpiredCarLeases,
  lockCar,
  recordCarStatus,
  today,
} from '../../services/car-status';
import { FieldApiError } from '../../services/crud/import-rows';
import { DATE_PATTERN, IdParam, NullableString } from '../../services/crud-schemas';
import { assertEndsAfterStart } from '../../services/lease-dates';

const Amount = Type.Number({ minimum: 0, maximum: 999_999_999_999 });

const LeaseFields = {
  /** Rented by the day or by the month (the rent unit is the day). */
  type: Type.Union([Type.Literal('day'), Type.Literal('month')]),
  leaseOrderNumber: Type.String({
    minLength: 1,
    maxLength: 64,
    pattern: '^\\s*[A-Za-z0-9][A-Za-z0-9_/-]*\\s*$',
  }),
  customerName: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
  customerPhone: Type.Optional(NullableString({ pattern: '^(\\+?[\\d\\s-]{6,20})?$' })),
  startDate: Type.String({ pattern: DATE_PATTERN }),
  endDate: Type.String({ pattern: DATE_PATTERN }),
  amount: Amount,
  currency: Type.String({ minLength: 1, maxLength: 8 }),
  remark: Type.Optional(NullableString({ maxLength: 500 })),
};
const LeaseBody = Type.Object(LeaseFields);

const SaleFields = {
  soldPrice: Type.Number({ minimum: 0, maximum: 99_999_999_999_999 }),
  soldCurrency: Type.String({ minLength: 1, maxLength: 8 }),
  buyerName: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
  buyerPhone: Type.Optional(NullableString({ pattern: '^(\\+?[\\d\\s-]{6,20})?$' })),
};
const SaleBody = Type.Object(SaleFields);

const clean = (value: string | null | undefined) => value?.trim() || null;

/** Refuses a currency that is not a `sys_currency` value. */
async function checkCurrency(db: Queryable, field: string, value: string): Promise<void> {
  const [found] = await db
    .select({ value: sysDictData.dictValue })
    .from(sysDictData)
    .where(and(eq(sysDictData.dictType, 'sys_currency'), eq(sysDictData.dictValue, value)));
  if (!found) throw new FieldApiError(field, 'vehicle.lease.badCurrency', { value });
}

/**
 * The state changes of a vehicle (issue 8), each checked against the transition table
 * in services/car-status and recorded in car_status_log:
 * `PUT /system/car/handleLease/{id}` (pendingRent -> rented, with a lease),
 * `PUT /system/car/handleEndLease/{id}` (rented -> pendingRent, the lease ends, early
 * when before its end date) and `PUT /system/car/handleSold/{id}` (pendingRent or
 * notSold -> sold, with the price and the buyer).
 */
export const carStateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['vehicle: cars'];
  const params = Type.Object({ id: IdParam });

  app.put(
    '/system/car/handleLease/:id',
    {
      attachValidation: true,
      preHandler: labelledValidation(formLabelKeys('vehicle.lease.field', Object.keys(LeaseFields))),
      config: { permission: 'vehicle:car:lease', operLog: { title: 'Vehicle lease' } },
      schema: {
        tags,
        summary: 'Lease a vehicle out: pendingRent -> rented; creates the lease (order number unique)',
        params,
        body: LeaseBody,
        response: { 200: FailSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const body = request.body as Static<typeof LeaseBody>;
      assertEndsAfterStart(request.t, body, 'vehicle.lease.endBeforeStart');
      const order = body.leaseOrderNumber.trim();
      // A lease whose end has passed frees its car first.
      await endExpiredCarLeases(app.db);
      await app.db.transaction(async (tx) => {
        const car = await lockCar(tx, Number((request.params as { id: string }).id));
        const to = checkTransition(request.t, 'lease', car);
        await checkCurrency(tx, 'currency', body.currency);
        const [taken] = await tx
          .select({ id: carLease.id })
          .from(carLease)
          .where(sql`lower(${carLease.leaseOrderNumber}) = lower(${order})`)
          .limit(1);
        if (taken) throw new FieldApiError('leaseOrderNumber', 'vehicle.lease.orderExists', { order });
        await tx.insert(carLease).values({
          carId: car.id,
          plateNumber: car.plateNumber,
          type: body.type,
          leaseOrderNumber: order,
          customerName: body.customerName.trim(),
          customerPhone: clean(body.customerPhone),
          startDate: body.startDate,
          endDate: body.endDate,
          amount: body.amount,
          currency: body.currency,
          status: 'active',
          remark: clean(body.remark),
          createBy: user.userName,
        });
        await tx
          .update(carInfo)
          .set({ carStatus: to, leaseOrderNumber: order, updateBy: user.userName, updateTime: new Date() })
          .where(eq(carInfo.id, car.id));
        await recordCarStatus(tx, {
          carId: car.id,
          from: car.carStatus,
          to,
          action: 'lease',
          operator: user.userName,
          note: order,
        });
      });
      return { code: 200, msg: request.t('vehicle.car.state.leased') };
    },
  );

  app.put(
    '/system/car/handleEndLease/:id',
    {
      attachValidation: true,
      preHandler: labelledValidation(formLabelKeys('vehicle.car.field', [])),
      config: { permission: 'vehicle:car:lease', operLog: { title: 'Vehicle lease' } },
      schema: {
        tags,
        summary: 'End the lease of a rented vehicle: rented -> pendingRent (endedEarly before its end date)',
        params,
        response: { 200: FailSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const id = Number((request.params as { id: string }).id);
      await app.db.transaction((tx) => endLease(tx, id, { t: request.t, operator: user.userName }));
      return { code: 200, msg: request.t('vehicle.car.state.leaseEnded') };
    },
  );

  app.put(
    '/system/car/handleSold/:id',
    {
      attachValidation: true,
      preHandler: labelledValidation(formLabelKeys('vehicle.sale.field', Object.keys(SaleFields))),
      config: { permission: 'vehicle:car:edit', operLog: { title: 'Vehicle' } },
      schema: {
        tags,
        summary: 'Sell a vehicle: pendingRent or notSold -> sold, with the price and the buyer',
        params,
        body: SaleBody,
        response: { 200: FailSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const body = request.body as Static<typeof SaleBody>;
      await app.db.transaction(async (tx) => {
        const car = await lockCar(tx, Number((request.params as { id: string }).id));
        const to = checkTransition(request.t, 'sold', car);
        await checkCurrency(tx, 'soldCurrency', body.soldCurrency);
        const buyerName = body.buyerName.trim();
        await tx
          .update(carInfo)
          .set({
            carStatus: to,
            soldPrice: body.soldPrice,
            soldCurrency: body.soldCurrency,
            buyerName,
            buyerPhone: clean(body.buyerPhone),
            soldTime: new Date(),
            updateBy: user.userName,
            updateTime: new Date(),
          })
          .where(eq(carInfo.id, car.id));
        await recordCarStatus(tx, {
          carId: car.id,
          from: car.carStatus,
          to,
          action: 'sold',
          operator: user.userName,
          note: buyerName,
        });
      });
      return { code: 200, msg: request.t('vehicle.car.state.sold') };
    },
  );
};

/**
 * Ends the active lease of the rented vehicle `carId` (rented -> pendingRent): the
 * lease is `endedEarly` when its end date is still to come, else `ended`. Call it
 * inside a transaction.
 */
export async function endLease(
  tx: Queryable,
  carId: number,
  context: { t: Parameters<typeof checkTransition>[0]; operator: string },
): Promise<void> {
  const car = await lockCar(tx, carId);
  const to = checkTransition(context.t, 'endLease', car);
  const now = new Date();
  const [lease] = await tx
    .select()
    .from(carLease)
    .where(and(eq(carLease.carId, car.id), eq(carLease.status, 'active')))
    .for('update');
  if (lease) {
    const early = lease.endDate !== null && lease.endDate > today(now);
    // The agreed end date stays; update_time says when it was ended.
    await tx
      .update(carLease)
      .set({ status: early ? 'endedEarly' : 'ended', updateBy: context.operator, updateTime: now })
      .where(eq(carLease.id, lease.id));
  }
  await tx
    .update(carInfo)
    .set({ carStatus: to, leaseOrderNumber: null, updateBy: context.operator, updateTime: now })
    .where(eq(carInfo.id, car.id));
  await recordCarStatus(tx, {
    carId: car.id,
    from: car.carStatus,
    to,
    action: 'endLease',
    operator: context.operator,
    note: lease?.leaseOrderNumber ?? null,
  });
}
