import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Static, Type } from '@fastify/type-provider-typebox';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { houseCustomer } from '../../db/schema/house-customer';
import { houseCustomerRoom, houseCustomerStatusLog } from '../../db/schema/house-customer-links';
import { houseRoom } from '../../db/schema/house-room';
import type { Translate } from '../../locales/language';
import { AuditSchemaFields, auditOut } from '../audit';
import { defineCrudRoutes } from '../crud/define-crud-routes';
import { FormApiError } from '../crud/import-rows';
import { NullableNumber, NullableString } from '../crud-schemas';
import { formatDateTime } from '../date-format';
import { unknownDictValues } from '../dict-values';
import { equalsFilter, filtersByName, searchFilter } from '../list-filters';
import { dateRangeOf, pageQueryFields } from '../paging';
import { customerMessages } from './customer-messages';

type CustomerRow = typeof houseCustomer.$inferSelect;
const c = houseCustomer;
const labelPrefix = 'house.customer.field';
const NullableText = Type.Union([Type.String(), Type.Null()]);
const DATE = '^(\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01]))?$';

const StatusChange = Type.Object({
  fromStatus: NullableText,
  toStatus: Type.String(),
  operator: Type.String(),
  operTime: NullableText,
});
const LinkedHouse = Type.Object({
  linkId: Type.Integer(),
  roomId: Type.Integer(),
  houseName: NullableText,
  houseCode: NullableText,
  relation: Type.String(),
  createBy: Type.String(),
  createTime: NullableText,
});

export const CustomerOut = Type.Object({
  id: Type.Integer(),
  clientName: Type.String(),
  phoneNumber: Type.String(),
  email: Type.String(),
  clientSource: NullableText,
  budgetMin: Type.Union([Type.Number(), Type.Null()]),
  budgetMax: Type.Union([Type.Number(), Type.Null()]),
  currency: NullableText,
  preferredAreas: NullableText,
  layoutRequirement: NullableText,
  carModelRequirement: NullableText,
  expectedMoveInDate: NullableText,
  otherRequirements: NullableText,
  status: Type.String(),
  /** `GET /{id}` only: every status change, newest first. */
  statusHistory: Type.Optional(Type.Array(StatusChange)),
  /** `GET /{id}` only: houses the customer viewed or leased. */
  houses: Type.Optional(Type.Array(LinkedHouse)),
  ...AuditSchemaFields,
});

const PHONE = '^(\\+?[\\d\\s()-]{6,20})?$';
const EMAIL = '^([^\\s@]+@[^\\s@]+\\.[^\\s@]+)?$';
const Money = NullableNumber({ minimum: 0, maximum: 999_999_999_999 });

const CustomerFields = {
  clientName: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
  phoneNumber: Type.Optional(NullableString({ maxLength: 30, pattern: PHONE })),
  email: Type.Optional(NullableString({ maxLength: 100, pattern: EMAIL })),
  clientSource: Type.Optional(NullableString({ maxLength: 20 })),
  budgetMin: Type.Optional(Money),
  budgetMax: Type.Optional(Money),
  currency: Type.Optional(NullableString({ maxLength: 8 })),
  preferredAreas: Type.Optional(NullableString({ maxLength: 255 })),
  layoutRequirement: Type.Optional(NullableString({ maxLength: 255 })),
  carModelRequirement: Type.Optional(NullableString({ maxLength: 255 })),
  expectedMoveInDate: Type.Optional(NullableString({ pattern: DATE })),
  otherRequirements: Type.Optional(NullableString({ maxLength: 1000 })),
  remark: Type.Optional(NullableString({ maxLength: 500 })),
  status: Type.Optional(Type.String({ minLength: 1, maxLength: 20 })),
};
type CustomerBody = Static<ReturnType<typeof Type.Object<typeof CustomerFields>>>;

/** Trimmed text, null when empty; undefined stays undefined (edit keeps the stored value). */
const text = (value: string | null | undefined) => (value === undefined ? undefined : value?.trim() || null);

function customerValues(body: CustomerBody) {
  return {
    clientName: body.clientName.trim(),
    phoneNumber: body.phoneNumber === undefined ? undefined : (body.phoneNumber?.trim() ?? ''),
    email: body.email === undefined ? undefined : (body.email?.trim().toLowerCase() ?? ''),
    clientSource: text(body.clientSource),
    budgetMin: body.budgetMin,
    budgetMax: body.budgetMax,
    currency: text(body.currency),
    preferredAreas: text(body.preferredAreas),
    layoutRequirement: text(body.layoutRequirement),
    carModelRequirement: text(body.carModelRequirement),
    expectedMoveInDate: text(body.expectedMoveInDate),
    otherRequirements: text(body.otherRequirements),
    remark: text(body.remark),
    status: body.status?.trim(),
  };
}
type CustomerValues = ReturnType<typeof customerValues>;

/**
 * The rules a schema cannot say (spec section 5): a name and a contact (phone or
 * e-mail), budget minimum <= maximum, dictionary values that exist; on the vehicle
 * screen a car model requirement. `previous` is the
 * stored row on edit (fields left out keep their value).
 */
async function checkCustomer(
  values: CustomerValues,
  db: Queryable,
  t: Translate,
  previous?: CustomerRow,
  requireCarModel = false,
): Promise<void> {
  const merged = {
    ...previous,
    ...Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)),
  };
  const errors: { field: string; message: string }[] = [];
  if (!merged.phoneNumber && !merged.email)
    errors.push({ field: 'phoneNumber', message: t('house.customer.contactRequired') });
  if (requireCarModel && !merged.carModelRequirement)
    errors.push({ field: 'carModelRequirement', message: t('house.customer.carModelRequired') });
  const min = merged.budgetMin as number | null | undefined;
  const max = merged.budgetMax as number | null | undefined;
  if (min != null && max != null && min > max)
    errors.push({ field: 'budgetMax', message: t('house.customer.budgetOrder') });
  const wanted: Record<string, readonly [string, string]> = {};
  if (values.clientSource) wanted.clientSource = ['customer_source', values.clientSource];
  if (values.currency) wanted.currency = ['sys_currency', values.currency];
  if (values.status) wanted.status = ['customer_status', values.status];
  for (const field of await unknownDictValues(db, wanted))
    errors.push({
      field,
      message: t('house.customer.badChoice', {
        field: t(`${labelPrefix}.${field}`),
        value: String(values[field as keyof CustomerValues]),
      }),
    });
  if (errors.length) throw new FormApiError(errors, t);
}

async function recordStatus(
  db: Queryable,
  customerId: number,
  from: string | null,
  to: string,
  operator: string,
) {
  await db.insert(houseCustomerStatusLog).values({ customerId, fromStatus: from, toStatus: to, operator });
}

function toOut(row: CustomerRow) {
  return {
    id: row.id,
    clientName: row.clientName,
    phoneNumber: row.phoneNumber,
    email: row.email,
    clientSource: row.clientSource,
    budgetMin: row.budgetMin,
    budgetMax: row.budgetMax,
    currency: row.currency,
    preferredAreas: row.preferredAreas,
    layoutRequirement: row.layoutRequirement,
    carModelRequirement: row.carModelRequirement,
    expectedMoveInDate: row.expectedMoveInDate,
    otherRequirements: row.otherRequirements,
    status: row.status,
    ...auditOut(row),
  };
}

/** The status history and the linked houses of one customer (the detail drawer). */
async function customerDetail(db: Queryable, id: number) {
  const history = await db
    .select()
    .from(houseCustomerStatusLog)
    .where(eq(houseCustomerStatusLog.customerId, id))
    .orderBy(desc(houseCustomerStatusLog.operTime), desc(houseCustomerStatusLog.id));
  const links = await db
    .select({
      linkId: houseCustomerRoom.id,
      roomId: houseCustomerRoom.roomId,
      houseName: houseRoom.name,
      houseCode: houseRoom.houseCode,
      relation: houseCustomerRoom.relation,
      createBy: houseCustomerRoom.createBy,
      createTime: houseCustomerRoom.createTime,
    })
    .from(houseCustomerRoom)
    .leftJoin(houseRoom, eq(houseRoom.id, houseCustomerRoom.roomId))
    .where(eq(houseCustomerRoom.customerId, id))
    .orderBy(desc(houseCustomerRoom.createTime), desc(houseCustomerRoom.id));
  return {
    statusHistory: history.map((entry) => ({
      fromStatus: entry.fromStatus,
      toStatus: entry.toStatus,
      operator: entry.operator,
      operTime: formatDateTime(entry.operTime),
    })),
    houses: links.map((link) => ({ ...link, createTime: formatDateTime(link.createTime) })),
  };
}

/** Where the customers' screen is and what part of the customers it shows. */
export interface CustomerScreen {
  basePath: string;
  /** `house:customer` or `vehicle:customer`. */
  permission: string;
  tag: string;
  /** The customers this screen shows (all when left out). */
  scope?: SQL;
  /** Whether a customer here needs a car model requirement. */
  requireCarModel?: boolean;
  extraRoutes?: FastifyPluginAsyncTypebox;
}

/** The customers' CRUD routes (spec sections 3-5); houses and vehicles share the table. */
export function defineCustomerRoutes(screen: CustomerScreen): FastifyPluginAsyncTypebox {
  return defineCrudRoutes({
    basePath: screen.basePath,
    table: houseCustomer,
    idColumn: c.id,
    permission: screen.permission,
    tag: screen.tag,
    scope: screen.scope,
    noun: ['customer', 'customers'],
    operLogTitle: 'Customer',
    notFoundKey: 'house.customer.notFound',
    labelPrefix,
    messages: customerMessages,
    out: CustomerOut,
    toOut,
    fields: CustomerFields,
    values: customerValues,
    filters: {
      clientName: Type.Optional(Type.String({ maxLength: 100 })),
      phoneNumber: Type.Optional(Type.String({ maxLength: 30 })),
      email: Type.Optional(Type.String({ maxLength: 100 })),
      clientSource: Type.Optional(Type.String({ maxLength: 20 })),
      status: Type.Optional(Type.String({ maxLength: 20 })),
      'params[beginTime]': pageQueryFields['params[beginTime]'],
      'params[endTime]': pageQueryFields['params[endTime]'],
    },
    where: (filters) => {
      return and(
        ...filtersByName(filters, c, ['clientName', 'phoneNumber', 'email'], searchFilter),
        ...filtersByName(filters, c, ['clientSource', 'status'], equalsFilter),
        dateRangeOf(filters, c.createTime),
      );
    },
    sortable: {
      id: c.id,
      clientName: c.clientName,
      budgetMin: c.budgetMin,
      budgetMax: c.budgetMax,
      expectedMoveInDate: c.expectedMoveInDate,
      status: c.status,
      createTime: c.createTime,
    },
    defaultOrder: [desc(c.createTime), desc(c.id)],
    dictFields: { clientSource: 'customer_source', currency: 'sys_currency', status: 'customer_status' },
    hooks: {
      beforeCreate: async (values, { db, t }) =>
        checkCustomer(values, db, t, undefined, screen.requireCarModel),
      beforeUpdate: async (values, { db, t, previous }) =>
        checkCustomer(values, db, t, previous, screen.requireCarModel),
      createDefaults: (values) => ({ ...values, status: values.status ?? 'new' }),
      afterCreate: async (id, values, { db, user }) =>
        recordStatus(db, id, null, values.status ?? 'new', user.userName),
      afterUpdate: async (id, values, { db, user, previous }) => {
        if (values.status && values.status !== previous.status)
          await recordStatus(db, id, previous.status, values.status, user.userName);
      },
      decorateOne: async (row, { db }) => ({ ...row, ...(await customerDetail(db, row.id)) }),
    },
    export: {
      sheetKey: 'house.customer.sheet',
      fileNameKey: 'house.customer.fileName',
      columns: [
        { field: 'id', width: 12 },
        { field: 'clientName', width: 24 },
        { field: 'phoneNumber', width: 18 },
        { field: 'email', width: 28 },
        { field: 'clientSource', dictType: 'customer_source' },
        { field: 'budgetMin' },
        { field: 'budgetMax' },
        { field: 'currency', dictType: 'sys_currency' },
        { field: 'preferredAreas', width: 30 },
        { field: 'layoutRequirement', width: 24 },
        { field: 'carModelRequirement', width: 24 },
        { field: 'expectedMoveInDate', width: 14 },
        { field: 'otherRequirements', width: 40 },
        { field: 'status', dictType: 'customer_status' },
        { field: 'remark', width: 30 },
        { field: 'createBy' },
        { field: 'createTime', value: (row) => formatDateTime(row.createTime), width: 22 },
      ],
    },
    extraRoutes: screen.extraRoutes,
  });
}
