import { type Static, Type } from '@fastify/type-provider-typebox';
import { and, asc, desc, inArray, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { sysItem } from '../../db/schema/sys-item';
import { AuditSchemaFields, auditOut } from '../../services/audit';
import { today } from '../../services/car-status';
import type { CrudContext } from '../../services/crud/crud-resource';
import { decorateRows } from '../../services/crud/decorate-rows';
import { defineCrudRoutes } from '../../services/crud/define-crud-routes';
import { DATE_PATTERN, NullableString } from '../../services/crud-schemas';
import { formatDateTime } from '../../services/date-format';
import { equalsFilter, filtersByName, searchFilter } from '../../services/list-filters';
import {
  checkRecordLinks,
  type LinkedRow,
  recordLinkOptionsRoute,
  withRecordLinkNames,
} from '../../services/record-links';
import { itemMessages } from './item-messages';

type ItemRow = typeof sysItem.$inferSelect;
const i = sysItem;
const NullableText = Type.Union([Type.String(), Type.Null()]);
const NullableId = Type.Union([Type.Integer(), Type.Null()]);

/** Open items: to do or in progress. */
const OPEN = ['0', '1'];
const DONE = '2';

const ItemOut = Type.Object({
  itemId: Type.Integer(),
  title: Type.String(),
  description: NullableText,
  assigneeId: Type.Integer(),
  assigneeName: Type.Optional(NullableText),
  dueDate: NullableText,
  priority: Type.String(),
  status: Type.String(),
  /** Open and past its due date. */
  overdue: Type.Boolean(),
  roomId: NullableId,
  houseName: Type.Optional(NullableText),
  carId: NullableId,
  carName: Type.Optional(NullableText),
  customerId: NullableId,
  customerName: Type.Optional(NullableText),
  finishTime: NullableText,
  ...AuditSchemaFields,
});

const OptionalId = Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]));
const ItemFields = {
  title: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
  description: Type.Optional(NullableString({ maxLength: 2000 })),
  assigneeId: Type.Integer({ minimum: 1 }),
  dueDate: Type.Optional(Type.Union([Type.String({ pattern: DATE_PATTERN }), Type.Null()])),
  priority: Type.Optional(Type.Union([Type.Literal('1'), Type.Literal('2'), Type.Literal('3')])),
  status: Type.Optional(Type.Union(['0', '1', '2', '3'].map((value) => Type.Literal(value)))),
  roomId: OptionalId,
  carId: OptionalId,
  customerId: OptionalId,
  remark: Type.Optional(NullableString({ maxLength: 500 })),
};

type ItemValues = {
  title: string;
  description: string | null;
  assigneeId: number;
  dueDate: string | null;
  priority: string;
  status: string;
  roomId: number | null;
  carId: number | null;
  customerId: number | null;
  remark: string | null;
  finishTime?: Date | null;
};

const isOverdue = (row: { dueDate: string | null; status: string }, now = today()) =>
  row.dueDate !== null && row.dueDate < now && OPEN.includes(row.status);

/** The assignee must be an active user; a linked house, car or customer must exist. */
async function checkItem(values: ItemValues, { db, t }: CrudContext) {
  await checkRecordLinks(
    db,
    t,
    { userId: values.assigneeId, roomId: values.roomId, carId: values.carId, customerId: values.customerId },
    {
      userId: { field: 'assigneeId', messageKey: 'item.unknownAssignee' },
      roomId: { field: 'roomId', messageKey: 'item.unknownHouse' },
      carId: { field: 'carId', messageKey: 'item.unknownCar' },
      customerId: { field: 'customerId', messageKey: 'item.unknownCustomer' },
    },
  );
}

/** The time it was done: stamped when it becomes done, cleared when it is reopened. */
function stampFinish(values: ItemValues, previous?: ItemRow): ItemValues {
  if (values.status !== DONE) return { ...values, finishTime: null };
  if (previous?.status === DONE) return values;
  return { ...values, finishTime: new Date() };
}

/** The assignee's and the linked records' names, for the list, one item and the export. */
const withNames = <Row extends { assigneeId: number } & LinkedRow>(db: Queryable, rows: Row[]) =>
  withRecordLinkNames(db, rows, { id: 'assigneeId', name: 'assigneeName' });

/**
 * Staff to-dos, `/system/item` (`system:item:*`): title, details, assignee, due date,
 * priority, status, and the house, car or customer it is about. Open items past their
 * due date are overdue; "my items" is the assignee filter with the caller's id.
 */
export const itemRoutes = defineCrudRoutes({
  basePath: '/system/item',
  table: i,
  idColumn: i.itemId,
  idName: 'itemId',
  permission: 'system:item',
  tag: 'system: items',
  noun: ['item', 'items'],
  operLogTitle: 'Item',
  notFoundKey: 'item.notFound',
  labelPrefix: 'item.field',
  messages: itemMessages,
  out: ItemOut,
  toOut: (row: ItemRow) => ({
    itemId: row.itemId,
    title: row.title,
    description: row.description,
    assigneeId: row.assigneeId,
    dueDate: row.dueDate,
    priority: row.priority,
    status: row.status,
    overdue: isOverdue(row),
    roomId: row.roomId,
    carId: row.carId,
    customerId: row.customerId,
    finishTime: formatDateTime(row.finishTime),
    ...auditOut(row),
  }),
  fields: ItemFields,
  values: (body): ItemValues => ({
    title: body.title.trim(),
    description: body.description?.trim() || null,
    assigneeId: body.assigneeId,
    dueDate: body.dueDate ?? null,
    priority: body.priority ?? '2',
    status: body.status ?? '0',
    roomId: body.roomId ?? null,
    carId: body.carId ?? null,
    customerId: body.customerId ?? null,
    remark: body.remark?.trim() || null,
  }),
  filters: {
    title: Type.Optional(Type.String({ maxLength: 100 })),
    assigneeId: Type.Optional(Type.Integer({ minimum: 1 })),
    status: Type.Optional(
      Type.Union([...['0', '1', '2', '3'].map((value) => Type.Literal(value)), Type.Literal('')]),
    ),
    priority: Type.Optional(
      Type.Union([Type.Literal('1'), Type.Literal('2'), Type.Literal('3'), Type.Literal('')]),
    ),
    overdue: Type.Optional(Type.Union([Type.Literal('1'), Type.Literal('')])),
    roomId: Type.Optional(Type.Integer({ minimum: 1 })),
    carId: Type.Optional(Type.Integer({ minimum: 1 })),
    customerId: Type.Optional(Type.Integer({ minimum: 1 })),
  },
  where: (filters) => {
    return and(
      searchFilter([i.title, i.description], filters.title),
      ...filtersByName(
        filters,
        i,
        ['assigneeId', 'status', 'priority', 'roomId', 'carId', 'customerId'],
        equalsFilter,
      ),
      filters.overdue === '1' ? and(lt(i.dueDate, today()), inArray(i.status, OPEN)) : undefined,
    );
  },
  sortable: { itemId: i.itemId, title: i.title, dueDate: i.dueDate, priority: i.priority, status: i.status },
  // Open first, the soonest due first (none last), the most pressing first.
  defaultOrder: [
    sql`case when ${i.status} in ('0', '1') then 0 else 1 end`,
    sql`${i.dueDate} asc nulls last`,
    asc(i.priority),
    desc(i.itemId),
  ],
  dictFields: { priority: 'sys_item_priority', status: 'sys_item_status' },
  hooks: {
    beforeCreate: async (values, context) => {
      await checkItem(values, context);
      return stampFinish(values);
    },
    beforeUpdate: async (values, context) => {
      await checkItem(values, context);
      return stampFinish(values, context.previous);
    },
    ...decorateRows<Static<typeof ItemOut>>(withNames),
  },
  export: {
    sheetKey: 'item.sheet',
    fileNameKey: 'item.fileName',
    decorate: (rows, db) => withNames(db, rows),
    columns: [
      { field: 'itemId' },
      { field: 'title', width: 40 },
      { field: 'assigneeName' },
      { field: 'dueDate' },
      { field: 'priority' },
      { field: 'status' },
      {
        field: 'linked',
        value: (row) => {
          const named = row as unknown as {
            houseName: string | null;
            carName: string | null;
            customerName: string | null;
          };
          return [named.houseName, named.carName, named.customerName].filter(Boolean).join(' / ');
        },
        width: 40,
      },
      { field: 'finishTime', value: (row) => formatDateTime(row.finishTime) },
      { field: 'description', width: 50 },
    ],
  },
  routes: { importTemplate: false, importData: false },
  extraRoutes: recordLinkOptionsRoute('/system/item', 'system:item:list', 'system: items'),
});
