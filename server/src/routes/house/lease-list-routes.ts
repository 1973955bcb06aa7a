import { type FastifyPluginAsyncTypebox, type Static, Type } from '@fastify/type-provider-typebox';
import { and, desc, eq, ne } from 'drizzle-orm';
import { houseLease } from '../../db/schema/house-lease';
import { houseLeaseExpires } from '../../db/schema/house-lease-expires';
import { ApiError } from '../../plugins/api-error';
import { requireUser } from '../../plugins/auth';
import { FailSchema } from '../../plugins/envelope';
import { formLabelKeys, labelledValidation } from '../../plugins/labelled-validation';
import { AuditSchemaFields, auditOut } from '../../services/audit';
import { decorateRows } from '../../services/crud/decorate-rows';
import { defineCrudRoutes } from '../../services/crud/define-crud-routes';
import { rowByIdOrThrow } from '../../services/crud-queries';
import { DATE_PATTERN, IdParam } from '../../services/crud-schemas';
import { formatDateTime } from '../../services/date-format';
import { withHouseNames } from '../../services/house-names';
import { changeStatus } from '../../services/house-room-status';
import { localDate } from '../../services/lease-reminders';
import { dateSpanFilter, equalsFilter, filtersByName, searchFilter } from '../../services/list-filters';
import { leaseListMessages } from './lease-list-messages';

type LeaseRow = typeof houseLease.$inferSelect;
const l = houseLease;
const NullableText = Type.Union([Type.String(), Type.Null()]);
const NullableNumber = Type.Union([Type.Number(), Type.Null()]);

const LeaseOut = Type.Object({
  id: Type.Integer(),
  roomId: Type.Integer(),
  houseName: NullableText,
  houseCode: NullableText,
  tenantName: Type.String(),
  tenantPhone: NullableText,
  startDate: Type.String(),
  endDate: Type.String(),
  rent: NullableNumber,
  currency: NullableText,
  deposit: NullableNumber,
  /** `house_lease_status`: active, ended, terminated. */
  status: Type.String(),
  ...AuditSchemaFields,
});

/**
 * `PUT /system/houseLease/terminate/{id}`: ends an active lease early (status
 * terminated, end date today when it was later) and frees the house (rented ->
 * pendingRent); its expiry reminders that have not gone out are dropped.
 */
const terminateRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/system/houseLease/terminate/:id',
    {
      attachValidation: true,
      preHandler: labelledValidation(formLabelKeys('house.leaseList.field', [])),
      // Who may rent a house out may end its lease (as `handleEndLease` on the house).
      config: { permission: 'house:room:rent', operLog: { title: 'House lease', businessType: 2 } },
      schema: {
        tags: ['house: leases'],
        summary: 'End an active lease early: terminated, the house back to pendingRent',
        params: Type.Object({ id: IdParam }),
        response: { 200: FailSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const id = Number((request.params as { id: string }).id);
      const today = localDate(new Date());
      await app.db.transaction(async (tx) => {
        const lease = await rowByIdOrThrow(tx, l, l.id, id, 'house.leaseList.notFound');
        if (lease.status !== 'active') throw new ApiError('house.leaseList.notActive');
        await changeStatus(tx, String(lease.roomId), 'endLease', { t: request.t, operator: user.userName });
        await tx
          .update(l)
          .set({
            status: 'terminated',
            // Dates as YYYY-MM-DD text: the earlier one sorts first.
            endDate: lease.endDate.localeCompare(today) <= 0 ? lease.endDate : today,
            updateBy: user.userName,
            updateTime: new Date(),
          })
          .where(eq(l.id, id));
        await tx
          .delete(houseLeaseExpires)
          .where(
            and(
              eq(houseLeaseExpires.roomId, lease.roomId),
              eq(houseLeaseExpires.tenantName, lease.tenantName),
              ne(houseLeaseExpires.reminderStatus, 'reminded'),
            ),
          );
      });
      return { code: 200, msg: request.t('success') };
    },
  );
};

/** Every house lease, `/system/houseLease`: list, one, export, and ending one early. */
export const leaseListRoutes = defineCrudRoutes({
  basePath: '/system/houseLease',
  table: houseLease,
  idColumn: l.id,
  permission: 'house:leaseList',
  tag: 'house: leases',
  noun: ['house lease', 'house leases'],
  operLogTitle: 'House lease',
  notFoundKey: 'house.leaseList.notFound',
  labelPrefix: 'house.leaseList.field',
  messages: leaseListMessages,
  out: LeaseOut,
  toOut: (row: LeaseRow) => ({
    id: row.id,
    roomId: row.roomId,
    houseName: null,
    houseCode: null,
    tenantName: row.tenantName,
    tenantPhone: row.tenantPhone,
    startDate: row.startDate,
    endDate: row.endDate,
    rent: row.rent,
    currency: row.currency,
    deposit: row.deposit,
    status: row.status,
    ...auditOut(row),
  }),
  // Leases are made by renting a house out; this screen reads and ends them.
  fields: {},
  values: () => ({}),
  routes: { create: false, update: false, remove: false },
  filters: {
    tenantName: Type.Optional(Type.String({ maxLength: 100 })),
    tenantPhone: Type.Optional(Type.String({ maxLength: 30 })),
    roomId: Type.Optional(Type.Integer({ minimum: 1 })),
    status: Type.Optional(
      Type.Union([Type.Literal('active'), Type.Literal('ended'), Type.Literal('terminated')]),
    ),
    currency: Type.Optional(Type.String({ maxLength: 8 })),
    endDateBegin: Type.Optional(Type.String({ pattern: DATE_PATTERN })),
    endDateEnd: Type.Optional(Type.String({ pattern: DATE_PATTERN })),
  },
  where: (filters) => {
    return and(
      ...filtersByName(filters, l, ['tenantName', 'tenantPhone'], searchFilter),
      filters.roomId === undefined ? undefined : eq(l.roomId, filters.roomId),
      ...filtersByName(filters, l, ['status', 'currency'], equalsFilter),
      dateSpanFilter(l.endDate, filters.endDateBegin, filters.endDateEnd),
    );
  },
  sortable: {
    id: l.id,
    tenantName: l.tenantName,
    startDate: l.startDate,
    endDate: l.endDate,
    rent: l.rent,
    createTime: l.createTime,
  },
  defaultOrder: [desc(l.startDate), desc(l.id)],
  dictFields: { status: 'house_lease_status', currency: 'sys_currency' },
  hooks: {
    ...decorateRows<Static<typeof LeaseOut>>(withHouseNames),
  },
  export: {
    sheetKey: 'house.leaseList.sheet',
    fileNameKey: 'house.leaseList.fileName',
    columns: [
      { field: 'id', width: 10 },
      { field: 'roomId', width: 10 },
      { field: 'tenantName', width: 24 },
      { field: 'tenantPhone', width: 18 },
      { field: 'startDate', width: 14 },
      { field: 'endDate', width: 14 },
      { field: 'rent' },
      { field: 'currency', dictType: 'sys_currency' },
      { field: 'deposit' },
      { field: 'status', dictType: 'house_lease_status' },
      { field: 'remark', width: 30 },
      { field: 'createBy' },
      { field: 'createTime', value: (row) => formatDateTime(row.createTime), width: 22 },
    ],
  },
  extraRoutes: terminateRoute,
});
