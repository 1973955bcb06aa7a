import { Type } from '@fastify/type-provider-typebox';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { sysOperLog } from '../../db/schema/sys-logs';
import { defineCrudRoutes } from '../../services/crud/define-crud-routes';
import { formatDateTime } from '../../services/date-format';
import { containsFilter, filtersByName } from '../../services/list-filters';
import { dateRangeOf, type PageQuery } from '../../services/paging';
import { cleanLogRoute } from './clean-log-route';
import { logMessages } from './log-messages';

type Row = typeof sysOperLog.$inferSelect;

const OperOut = Type.Object({
  operId: Type.Integer(),
  title: Type.String(),
  businessType: Type.Integer(),
  method: Type.String(),
  requestMethod: Type.String(),
  operatorType: Type.Integer(),
  operName: Type.String(),
  deptName: Type.String(),
  operUrl: Type.String(),
  operIp: Type.String(),
  operLocation: Type.String(),
  operParam: Type.String(),
  jsonResult: Type.String(),
  status: Type.Integer(),
  errorMsg: Type.String(),
  operTime: Type.Union([Type.String(), Type.Null()]),
  costTime: Type.Integer(),
});

const Filters = {
  operIp: Type.Optional(Type.String({ maxLength: 128 })),
  title: Type.Optional(Type.String({ maxLength: 50 })),
  operName: Type.Optional(Type.String({ maxLength: 50 })),
  businessType: Type.Optional(Type.Union([Type.String({ pattern: '^\\d$' }), Type.Literal('')])),
  status: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1'), Type.Literal('')])),
};

type FilterValues = {
  operIp?: string;
  title?: string;
  operName?: string;
  businessType?: string;
  status?: string;
} & PageQuery;

function whereOf(query: FilterValues): SQL | undefined {
  return and(
    ...filtersByName(query, sysOperLog, ['operIp', 'title', 'operName'], containsFilter),
    query.businessType ? eq(sysOperLog.businessType, Number(query.businessType)) : undefined,
    query.status ? eq(sysOperLog.status, Number(query.status)) : undefined,
    dateRangeOf(query, sysOperLog.operTime),
  );
}

/**
 * The operation log, `/monitor/operlog` (RuoYi SysOperlogController): every write with
 * its request and answer (as the oper-log plugin recorded them), searched, shown,
 * exported, deleted or emptied. Written by the server only: no add or edit.
 */
export const operLogRoutes = defineCrudRoutes({
  basePath: '/monitor/operlog',
  table: sysOperLog,
  idColumn: sysOperLog.operId,
  idName: 'operId',
  permission: 'monitor:operlog',
  tag: 'monitor: operation log',
  noun: ['operation record', 'operation records'],
  operLogTitle: 'Operation log',
  notFoundKey: 'monitor.operlog.notFound',
  labelPrefix: 'monitor.operlog.field',
  messages: logMessages,
  out: OperOut,
  toOut: (row: Row) => ({
    operId: row.operId,
    title: row.title,
    businessType: row.businessType,
    method: row.method,
    requestMethod: row.requestMethod,
    operatorType: row.operatorType,
    operName: row.operName,
    deptName: row.deptName,
    operUrl: row.operUrl,
    operIp: row.operIp,
    operLocation: row.operLocation,
    operParam: row.operParam,
    jsonResult: row.jsonResult,
    status: row.status,
    errorMsg: row.errorMsg,
    operTime: formatDateTime(row.operTime),
    costTime: row.costTime,
  }),
  fields: {},
  values: () => ({}),
  filters: Filters,
  where: whereOf,
  sortable: {
    operId: sysOperLog.operId,
    title: sysOperLog.title,
    businessType: sysOperLog.businessType,
    operName: sysOperLog.operName,
    status: sysOperLog.status,
    operTime: sysOperLog.operTime,
    costTime: sysOperLog.costTime,
  },
  defaultOrder: [desc(sysOperLog.operTime), desc(sysOperLog.operId)],
  dictFields: { businessType: 'sys_oper_type', status: 'sys_common_status' },
  export: {
    sheetKey: 'monitor.operlog.sheet',
    fileNameKey: 'monitor.operlog.fileName',
    columns: [
      { field: 'operId' },
      { field: 'title' },
      { field: 'businessType', value: (row) => String(row.businessType) },
      { field: 'requestMethod' },
      { field: 'operName' },
      { field: 'deptName' },
      { field: 'operUrl' },
      { field: 'operIp' },
      { field: 'status', value: (row) => String(row.status) },
      { field: 'errorMsg' },
      { field: 'operTime', value: (row) => formatDateTime(row.operTime) },
      { field: 'costTime' },
    ],
  },
  routes: { create: false, update: false, importTemplate: false, importData: false },
  extraRoutes: cleanLogRoute({
    basePath: '/monitor/operlog',
    table: sysOperLog,
    permission: 'monitor:operlog:remove',
    title: 'Operation log',
    tag: 'monitor: operation log',
  }),
});
