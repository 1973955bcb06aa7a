import { type FastifyPluginAsyncTypebox, type Static, Type } from '@fastify/type-provider-typebox';
import { and, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import { carLease } from '../../db/schema/car-lease';
import { ApiError } from '../../plugins/api-error';
import { requireUser } from '../../plugins/auth';
import { FailSchema } from '../../plugins/envelope';
import { formLabelKeys, labelledValidation } from '../../plugins/labelled-validation';
import { CarLeaseOut, carLeaseOut } from '../../services/car-lease-out';
import { endExpiredCarLeases } from '../../services/car-status';
import { defineCrudRoutes } from '../../services/crud/define-crud-routes';
import { IdParam } from '../../services/crud-schemas';
import { formatDateTime } from '../../services/date-format';
import { equalsFilter, filtersByName, searchFilter } from '../../services/list-filters';
import { pageQueryFields } from '../../services/paging';
import { endLease } from './car-state-routes';
import { vehicleMessages } from './vehicle-messages';

const DAY = Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }));
const FilterFields = {
  leaseOrderNumber: Type.Optional(Type.String({ maxLength: 64 })),
  plateNumber: Type.Optional(Type.String({ maxLength: 20 })),
  customerName: Type.Optional(Type.String({ maxLength: 100 })),
  type: Type.Optional(Type.Union([Type.Literal('day'), Type.Literal('month')])),
  status: Type.Optional(
    Type.Union([Type.Literal('active'), Type.Literal('ended'), Type.Literal('endedEarly')]),
  ),
  /** Leases running on some day between these two (start <= to, end >= from). */
  periodFrom: DAY,
  periodTo: DAY,
};
const ListQuery = Type.Object({ ...pageQueryFields, ...FilterFields });

function whereOf(query: Static<typeof ListQuery>): SQL | undefined {
  return and(
    ...filtersByName(query, carLease, ['leaseOrderNumber', 'plateNumber', 'customerName'], searchFilter),
    ...filtersByName(query, carLease, ['type', 'status'], equalsFilter),
    query.periodFrom ? gte(carLease.endDate, query.periodFrom) : undefined,
    query.periodTo ? lte(carLease.startDate, query.periodTo) : undefined,
  );
}

/** Car leases, read only: they are made by `handleLease` on a vehicle. */
const carLeaseCrudRoutes = defineCrudRoutes({
  basePath: '/system/carLease',
  table: carLease,
  idColumn: carLease.id,
  permission: 'vehicle:lease',
  tag: 'vehicle: leases',
  noun: ['car lease', 'car leases'],
  operLogTitle: 'Vehicle lease',
  notFoundKey: 'vehicle.lease.notFound',
  labelPrefix: 'vehicle.lease.field',
  messages: vehicleMessages,
  out: CarLeaseOut,
  toOut: carLeaseOut,
  fields: {},
  values: () => ({}),
  filters: FilterFields,
  where: whereOf,
  sortable: {
    id: carLease.id,
    leaseOrderNumber: carLease.leaseOrderNumber,
    plateNumber: carLease.plateNumber,
    startDate: carLease.startDate,
    endDate: carLease.endDate,
    amount: carLease.amount,
    createTime: carLease.createTime,
  },
  defaultOrder: [desc(carLease.id)],
  dictFields: { currency: 'sys_currency' },
  routes: { create: false, update: false, remove: false },
  export: {
    sheetKey: 'vehicle.lease.sheet',
    fileNameKey: 'vehicle.lease.fileName',
    columns: [
      { field: 'leaseOrderNumber', width: 20 },
      { field: 'plateNumber' },
      { field: 'type', value: (row) => row.type },
      { field: 'customerName' },
      { field: 'customerPhone' },
      { field: 'startDate' },
      { field: 'endDate' },
      { field: 'amount' },
      { field: 'currency' },
      { field: 'status' },
      { field: 'remark', width: 30 },
      { field: 'createBy' },
      { field: 'createTime', value: (row) => formatDateTime(row.createTime), width: 22 },
    ],
  },
});

/**
 * `/system/carLease`: every car lease with filters, one lease, export, and
 * `PUT /system/carLease/endEarly/{id}`, which ends an active lease and frees its car.
 */
export const carLeaseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', async (request) => {
    if (request.method === 'GET') await endExpiredCarLeases(app.db);
  });
  await app.register(carLeaseCrudRoutes);

  app.put(
    '/system/carLease/endEarly/:id',
    {
      attachValidation: true,
      preHandler: labelledValidation(formLabelKeys('vehicle.lease.field', [])),
      config: { permission: 'vehicle:lease:edit', operLog: { title: 'Vehicle lease' } },
      schema: {
        tags: ['vehicle: leases'],
        summary: 'End an active lease now: the lease ends (early), its car rented -> pendingRent',
        params: Type.Object({ id: IdParam }),
        response: { 200: FailSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const id = Number((request.params as { id: string }).id);
      await app.db.transaction(async (tx) => {
        const [lease] = await tx.select().from(carLease).where(eq(carLease.id, id)).for('update');
        if (!lease) throw new ApiError('vehicle.lease.notFound');
        if (lease.status !== 'active') throw new ApiError('vehicle.lease.notActive');
        await endLease(tx, lease.carId, { t: request.t, operator: user.userName });
      });
      return { code: 200, msg: request.t('vehicle.car.state.leaseEnded') };
    },
  );
};
