import { type FastifyPluginAsyncTypebox, type Static, Type } from '@fastify/type-provider-typebox';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { houseLeaseExpires } from '../../db/schema/house-lease-expires';
import { houseRoom } from '../../db/schema/house-room';
import type { Translate } from '../../locales/language';
import { requireUser } from '../../plugins/auth';
import { FailSchema, OkSchema } from '../../plugins/envelope';
import { formLabelKeys, labelledValidation } from '../../plugins/labelled-validation';
import { AuditSchemaFields, auditOut } from '../../services/audit';
import type { AnyCrudResource, CrudResource } from '../../services/crud/crud-resource';
import { createRow } from '../../services/crud/crud-writes';
import { defineCrudRoutes } from '../../services/crud/define-crud-routes';
import { FormApiError } from '../../services/crud/import-rows';
import { DATE_PATTERN, NullableInteger, NullableString } from '../../services/crud-schemas';
import { withHouseNames } from '../../services/house-names';
import {
  endingSoonCount,
  leaseStatus,
  leaseStatusIs,
  localDate,
  pendingReminders,
  remindOn,
} from '../../services/lease-reminders';
import { dateSpanFilter, equalsFilter, filtersByName, searchFilter } from '../../services/list-filters';
import { houseOptionsRoute } from './house-options-route';
import { leaseExpiresMessages } from './lease-expires-messages';

type LeaseRow = typeof houseLeaseExpires.$inferSelect;
const t = houseLeaseExpires;

const Unit = Type.Union([Type.Literal('day'), Type.Literal('week'), Type.Literal('month')]);
const StatusFilter = Type.Union([
  Type.Literal('notDue'),
  Type.Literal('due'),
  Type.Literal('reminded'),
  Type.Literal('expired'),
]);
const NullableText = Type.Union([Type.String(), Type.Null()]);

/** A reminder's lease and its lead time: the list and the pending reminders both answer them. */
const ReminderFields = {
  id: Type.Integer(),
  roomId: Type.Union([Type.Integer(), Type.Null()]),
  /** The house's name (joined), null without a house. */
  houseName: NullableText,
  tenantName: Type.String(),
  tenantPhone: NullableText,
  startDate: Type.String(),
  endDate: Type.String(),
  reminderLead: Type.Integer(),
  reminderUnit: Type.String(),
};

const LeaseOut = Type.Object({
  ...ReminderFields,
  /** Computed from the dates: notDue, due, reminded, expired. */
  reminderStatus: Type.String(),
  /** The day the reminder falls due. */
  remindDate: Type.String(),
  ...AuditSchemaFields,
});
type LeaseOutRow = Static<typeof LeaseOut>;

const LeaseFields = {
  roomId: Type.Optional(NullableInteger({ minimum: 1, maximum: 999_999_999_999_999 })),
  tenantName: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
  tenantPhone: Type.Optional(NullableString({ pattern: '^(\\+?[\\d\\s()-]{6,20})?$' })),
  startDate: Type.String({ pattern: DATE_PATTERN }),
  endDate: Type.String({ pattern: DATE_PATTERN }),
  reminderLead: Type.Integer({ minimum: 1, maximum: 365 }),
  reminderUnit: Unit,
  remark: Type.Optional(NullableString({ maxLength: 500 })),
};
type LeaseBody = Static<ReturnType<typeof Type.Object<typeof LeaseFields>>>;

const labelPrefix = 'house.lease.field';
const clean = (value: string | null | undefined) => (value === undefined ? undefined : value?.trim() || null);

function leaseValues(body: LeaseBody) {
  return {
    roomId: body.roomId ?? null,
    tenantName: body.tenantName.trim(),
    tenantPhone: clean(body.tenantPhone) ?? null,
    startDate: body.startDate,
    endDate: body.endDate,
    reminderLead: body.reminderLead,
    reminderUnit: body.reminderUnit,
    remark: clean(body.remark),
    reminderStatus: undefined as string | undefined,
  };
}
type LeaseValues = ReturnType<typeof leaseValues>;

/** End after start (spec section 5) and a house that exists; the errors sit on their fields. */
async function checkLease(values: LeaseValues, db: Queryable, translateFn: Translate): Promise<void> {
  const errors: { field: string; message: string }[] = [];
  if (values.endDate <= values.startDate)
    errors.push({ field: 'endDate', message: translateFn('house.lease.endBeforeStart') });
  if (values.roomId !== null) {
    const found = await db.$count(houseRoom, eq(houseRoom.id, values.roomId));
    if (!found) errors.push({ field: 'roomId', message: translateFn('house.lease.houseNotFound') });
  }
  if (errors.length) throw new FormApiError(errors, translateFn);
}

function toOut(row: LeaseRow): LeaseOutRow {
  const today = localDate(new Date());
  return {
    id: row.id,
    roomId: row.roomId,
    houseName: null,
    tenantName: row.tenantName,
    tenantPhone: row.tenantPhone,
    startDate: row.startDate,
    endDate: row.endDate,
    reminderLead: row.reminderLead,
    reminderUnit: row.reminderUnit,
    reminderStatus: leaseStatus(row, today),
    remindDate: remindOn(row.endDate, row.reminderLead, row.reminderUnit),
    ...auditOut(row),
  };
}

const PendingOut = Type.Object({
  ...ReminderFields,
  /** Who the reminder goes to (user name), null when nobody can be mailed. */
  recipientName: NullableText,
});

/** `POST /add` (the spec's path), pending reminders, the house picker and the badge count. */
const leaseExtraRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['house: lease reminders'];
  const validated = {
    attachValidation: true as const,
    preHandler: labelledValidation(formLabelKeys(labelPrefix, Object.keys(LeaseFields))),
  };

  app.post(
    '/houseLeaseExpires/add',
    {
      ...validated,
      config: { permission: 'house:lease:add', operLog: { title: 'Lease reminder', businessType: 1 } },
      schema: {
        tags,
        summary:
          'Add a lease reminder (tenant, start, end after start, lead and unit; house and phone optional)',
        body: Type.Object(LeaseFields),
        response: { 200: FailSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await app.db.transaction((tx) =>
        createRow(leaseResource as unknown as AnyCrudResource, request.body as Record<string, unknown>, {
          db: tx,
          t: request.t,
          user,
        }),
      );
      return { code: 200, msg: request.t('success') };
    },
  );

  app.post(
    '/houseLeaseExpires/pending_reminders',
    {
      config: { permission: 'house:lease:list', repeatSubmit: false, operLog: false },
      schema: {
        tags,
        summary: 'Reminders due today and not yet sent, soonest end first, with who they go to',
        response: { 200: OkSchema(Type.Array(PendingOut)) },
      },
    },
    async (request) => {
      const rows = await pendingReminders(app.db, localDate(new Date()));
      const data = rows.map(({ recipientEmail: _email, ...row }) => row);
      return { code: 200, msg: request.t('success'), data };
    },
  );

  app.get(
    '/houseLeaseExpires/endingSoon',
    {
      config: { permission: 'house:lease:list' },
      schema: {
        tags,
        summary: 'How many leases end soon (due or reminded, not over): the navbar badge',
        response: { 200: OkSchema(Type.Object({ count: Type.Integer() })) },
      },
    },
    async (request) => ({
      code: 200,
      msg: request.t('success'),
      data: { count: await endingSoonCount(app.db, localDate(new Date())) },
    }),
  );

  houseOptionsRoute(app, {
    path: '/houseLeaseExpires/houseOptions',
    permission: 'house:lease:list',
    tags,
    summary: 'Houses to pick for a reminder: up to 20 by name or house code, or the one with `id`',
    byId: true,
  });
};

const Filters = {
  tenantName: Type.Optional(Type.String({ maxLength: 100 })),
  tenantPhone: Type.Optional(Type.String({ maxLength: 30 })),
  roomId: Type.Optional(Type.Integer({ minimum: 1 })),
  reminderStatus: Type.Optional(StatusFilter),
  reminderUnit: Type.Optional(Unit),
  endDateBegin: Type.Optional(Type.String({ pattern: DATE_PATTERN })),
  endDateEnd: Type.Optional(Type.String({ pattern: DATE_PATTERN })),
};

const leaseResource: CrudResource<
  typeof houseLeaseExpires,
  typeof LeaseFields,
  typeof Filters,
  typeof LeaseOut,
  LeaseValues
> = {
  basePath: '/houseLeaseExpires',
  table: houseLeaseExpires,
  idColumn: t.id,
  permission: 'house:lease',
  tag: 'house: lease reminders',
  noun: ['lease reminder', 'lease reminders'],
  operLogTitle: 'Lease reminder',
  notFoundKey: 'house.lease.notFound',
  labelPrefix,
  messages: leaseExpiresMessages,
  out: LeaseOut,
  toOut,
  fields: LeaseFields,
  values: leaseValues,
  filters: Filters,
  where: (filters) => {
    return and(
      ...filtersByName(filters, t, ['tenantName', 'tenantPhone'], searchFilter),
      filters.roomId === undefined ? undefined : eq(t.roomId, filters.roomId),
      filters.reminderStatus ? leaseStatusIs(filters.reminderStatus, localDate(new Date())) : undefined,
      equalsFilter(t.reminderUnit, filters.reminderUnit),
      dateSpanFilter(t.endDate, filters.endDateBegin, filters.endDateEnd),
    );
  },
  sortable: {
    id: t.id,
    tenantName: t.tenantName,
    startDate: t.startDate,
    endDate: t.endDate,
    createTime: t.createTime,
  },
  // Soonest end first: the screen is about what ends next.
  defaultOrder: [asc(t.endDate), desc(t.id)],
  // Added through `POST /add` (the spec's path) below, not the kit's `POST <base>`.
  routes: { create: false, export: false },
  hooks: {
    beforeCreate: async (values, context) => checkLease(values, context.db, context.t),
    beforeUpdate: async (values, context) => {
      await checkLease(values, context.db, context.t);
      const { previous } = context;
      // New dates or lead time: the reminder is due again (a renewed lease gets one too).
      const moved =
        previous.endDate !== values.endDate ||
        previous.reminderLead !== values.reminderLead ||
        previous.reminderUnit !== values.reminderUnit;
      return moved ? { ...values, reminderStatus: 'notDue' } : values;
    },
    decorateList: async (rows, { db }) =>
      (await withHouseNames(db, rows)).map(({ houseCode: _code, ...row }) => row),
    decorateOne: async (row, { db }) => {
      const [named] = await withHouseNames(db, [row]);
      return named ? { ...row, houseName: named.houseName } : row;
    },
  },
  extraRoutes: leaseExtraRoutes,
};

/** House lease reminders, `/houseLeaseExpires` (spec sections 3-5 and 7). */
export const leaseExpiresRoutes = defineCrudRoutes(leaseResource);
