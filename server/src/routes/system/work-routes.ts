import { type FastifyPluginAsyncTypebox, type Static, Type } from '@fastify/type-provider-typebox';
import { and, asc, count, desc, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { sysWork } from '../../db/schema/sys-work';
import { OkSchema, ok } from '../../plugins/envelope';
import { AuditSchemaFields, auditOut } from '../../services/audit';
import type { CrudContext } from '../../services/crud/crud-resource';
import { decorateRows } from '../../services/crud/decorate-rows';
import { defineCrudRoutes } from '../../services/crud/define-crud-routes';
import { FormApiError } from '../../services/crud/import-rows';
import { DATE_TIME_PATTERN, NullableString } from '../../services/crud-schemas';
import { formatDateTime, parseLocalDateTime } from '../../services/date-format';
import { equalsFilter, filtersByName, searchFilter } from '../../services/list-filters';
import { dateRangeOf, pageQueryFields } from '../../services/paging';
import {
  checkRecordLinks,
  type LinkedRow,
  recordLinkOptionsRoute,
  withRecordLinkNames,
} from '../../services/record-links';
import { workMessages } from './work-messages';

type WorkRow = typeof sysWork.$inferSelect;
const w = sysWork;
const NullableText = Type.Union([Type.String(), Type.Null()]);
const NullableId = Type.Union([Type.Integer(), Type.Null()]);
const TYPES = ['1', '2', '3'];
const RESULTS = ['0', '1', '2', '3', '4'];
const Choice = (values: string[]) => Type.Union(values.map((value) => Type.Literal(value)));
const Filter = (values: string[]) => Type.Optional(Type.Union([Choice(values), Type.Literal('')]));

const WorkOut = Type.Object({
  workId: Type.Integer(),
  workType: Type.String(),
  // NOT NULL in sys_work: the apps' calendar places every record by it.
  startTime: Type.String(),
  endTime: NullableText,
  staffId: Type.Integer(),
  staffName: Type.Optional(NullableText),
  customerId: NullableId,
  customerName: Type.Optional(NullableText),
  roomId: NullableId,
  houseName: Type.Optional(NullableText),
  carId: NullableId,
  carName: Type.Optional(NullableText),
  location: NullableText,
  result: Type.String(),
  notes: NullableText,
  ...AuditSchemaFields,
});

const OptionalId = Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]));
const WorkFields = {
  workType: Choice(TYPES),
  startTime: Type.String({ pattern: DATE_TIME_PATTERN }),
  endTime: Type.Optional(Type.Union([Type.String({ pattern: DATE_TIME_PATTERN }), Type.Null()])),
  staffId: Type.Integer({ minimum: 1 }),
  customerId: OptionalId,
  roomId: OptionalId,
  carId: OptionalId,
  location: Type.Optional(NullableString({ maxLength: 200 })),
  result: Type.Optional(Choice(RESULTS)),
  notes: Type.Optional(NullableString({ maxLength: 2000 })),
  remark: Type.Optional(NullableString({ maxLength: 500 })),
};

type WorkValues = {
  workType: string;
  startTime: Date;
  endTime: Date | null;
  staffId: number;
  customerId: number | null;
  roomId: number | null;
  carId: number | null;
  location: string | null;
  result: string;
  notes: string | null;
  remark: string | null;
};

/** A local date and time as the form sends it; an impossible one (Feb 30) is refused on its field. */
function timeOf(value: string, field: string, context: CrudContext): Date {
  const date = parseLocalDateTime(value);
  if (!date) throw new FormApiError([{ field, message: context.t('work.badTime') }], context.t);
  return date;
}

async function checkWork(values: WorkValues, context: CrudContext): Promise<WorkValues> {
  const body = (context.body ?? {}) as { startTime?: string; endTime?: string | null };
  const startTime = body.startTime ? timeOf(body.startTime, 'startTime', context) : values.startTime;
  const endTime = body.endTime ? timeOf(body.endTime, 'endTime', context) : null;
  if (endTime && endTime < startTime)
    throw new FormApiError([{ field: 'endTime', message: context.t('work.endBeforeStart') }], context.t);
  await checkRecordLinks(
    context.db,
    context.t,
    { userId: values.staffId, customerId: values.customerId, roomId: values.roomId, carId: values.carId },
    {
      userId: { field: 'staffId', messageKey: 'work.unknownStaff' },
      customerId: { field: 'customerId', messageKey: 'work.unknownCustomer' },
      roomId: { field: 'roomId', messageKey: 'work.unknownHouse' },
      carId: { field: 'carId', messageKey: 'work.unknownCar' },
    },
  );
  return { ...values, startTime, endTime };
}

/** The staff member's and the linked records' names, for the list, one record, the export and the summary. */
const withNames = <Row extends { staffId: number } & LinkedRow>(db: Queryable, rows: Row[]) =>
  withRecordLinkNames(db, rows, { id: 'staffId', name: 'staffName' });

const StaffSummary = Type.Object({
  staffId: Type.Integer(),
  staffName: NullableText,
  total: Type.Integer(),
  planned: Type.Integer(),
  interested: Type.Integer(),
  closed: Type.Integer(),
  lastTime: NullableText,
});

/** `GET /system/work/staffSummary`: per staff member, their records in a period and how they went. */
const staffSummaryRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/system/work/staffSummary',
    {
      config: { permission: 'system:work:list' },
      schema: {
        tags: ['system: work'],
        summary: 'Per staff member: records in the period (params[beginTime], params[endTime]) by result',
        querystring: Type.Object({
          'params[beginTime]': pageQueryFields['params[beginTime]'],
          'params[endTime]': pageQueryFields['params[endTime]'],
        }),
        response: { 200: OkSchema(Type.Array(StaffSummary)) },
      },
    },
    async (request) => {
      const tally = (result: string) => sql<number>`count(*) filter (where ${w.result} = ${result})::int`;
      const rows = await app.db
        .select({
          staffId: w.staffId,
          total: count(),
          planned: tally('0'),
          interested: tally('1'),
          closed: tally('2'),
          lastTime: sql<Date | string | null>`max(${w.startTime})`,
        })
        .from(w)
        .where(dateRangeOf(request.query as never, w.startTime))
        .groupBy(w.staffId)
        .orderBy(desc(count()), asc(w.staffId));
      const named = await withNames(app.db, rows);
      const data = named.map((row) => ({
        staffId: row.staffId,
        staffName: row.staffName,
        total: Number(row.total),
        planned: Number(row.planned),
        interested: Number(row.interested),
        closed: Number(row.closed),
        lastTime: row.lastTime ? formatDateTime(new Date(row.lastTime)) : null,
      }));
      return ok(data, request.t('success'));
    },
  );
  await app.register(recordLinkOptionsRoute('/system/work', 'system:work:list', 'system: work'));
};

/**
 * Work records, `/system/work` (`system:work:*`): viewing appointments, visits and
 * follow-ups (type, start and end, staff member, customer, house or car, place, result,
 * notes); the calendar reads the list by period, the per-staff view sums it up.
 */
export const workRoutes = defineCrudRoutes({
  basePath: '/system/work',
  table: w,
  idColumn: w.workId,
  idName: 'workId',
  permission: 'system:work',
  tag: 'system: work',
  noun: ['work record', 'work records'],
  operLogTitle: 'Work record',
  notFoundKey: 'work.notFound',
  labelPrefix: 'work.field',
  messages: workMessages,
  out: WorkOut,
  toOut: (row: WorkRow) => ({
    workId: row.workId,
    workType: row.workType,
    // A date always formats (the column is NOT NULL).
    startTime: formatDateTime(row.startTime) ?? '',
    endTime: formatDateTime(row.endTime),
    staffId: row.staffId,
    customerId: row.customerId,
    roomId: row.roomId,
    carId: row.carId,
    location: row.location,
    result: row.result,
    notes: row.notes,
    ...auditOut(row),
  }),
  fields: WorkFields,
  values: (body): WorkValues => ({
    workType: body.workType,
    // Parsed and checked in the hooks (a field message for an impossible date).
    startTime: new Date(0),
    endTime: null,
    staffId: body.staffId,
    customerId: body.customerId ?? null,
    roomId: body.roomId ?? null,
    carId: body.carId ?? null,
    location: body.location?.trim() || null,
    result: body.result ?? '0',
    notes: body.notes?.trim() || null,
    remark: body.remark?.trim() || null,
  }),
  filters: {
    keyword: Type.Optional(Type.String({ maxLength: 100 })),
    staffId: Type.Optional(Type.Integer({ minimum: 1 })),
    customerId: Type.Optional(Type.Integer({ minimum: 1 })),
    roomId: Type.Optional(Type.Integer({ minimum: 1 })),
    carId: Type.Optional(Type.Integer({ minimum: 1 })),
    workType: Filter(TYPES),
    result: Filter(RESULTS),
  },
  where: (filters) => {
    return and(
      searchFilter([w.location, w.notes], filters.keyword),
      ...filtersByName(
        filters,
        w,
        ['staffId', 'customerId', 'roomId', 'carId', 'workType', 'result'],
        equalsFilter,
      ),
      dateRangeOf(filters, w.startTime),
    );
  },
  sortable: { workId: w.workId, startTime: w.startTime, result: w.result, workType: w.workType },
  defaultOrder: [desc(w.startTime), desc(w.workId)],
  dictFields: { workType: 'sys_work_type', result: 'sys_work_result' },
  hooks: {
    beforeCreate: (values, context) => checkWork(values, context),
    beforeUpdate: (values, context) => checkWork(values, context),
    ...decorateRows<Static<typeof WorkOut>>(withNames),
  },
  export: {
    sheetKey: 'work.sheet',
    fileNameKey: 'work.fileName',
    decorate: (rows, db) => withNames(db, rows),
    columns: [
      { field: 'workId' },
      { field: 'workType' },
      { field: 'startTime', value: (row) => formatDateTime(row.startTime) },
      { field: 'endTime', value: (row) => formatDateTime(row.endTime) },
      { field: 'staffName' },
      { field: 'customerName' },
      {
        field: 'subject',
        width: 40,
        value: (row) => {
          const named = row as unknown as { houseName: string | null; carName: string | null };
          return [named.houseName, named.carName].filter(Boolean).join(' / ');
        },
      },
      { field: 'location', width: 30 },
      { field: 'result' },
      { field: 'notes', width: 50 },
    ],
  },
  routes: { importTemplate: false, importData: false },
  extraRoutes: staffSummaryRoute,
});
