import { Type } from '@fastify/type-provider-typebox';
import { and, desc, type SQL } from 'drizzle-orm';
import { sysLogininfor } from '../../db/schema/sys-logs';
import { defineCrudRoutes } from '../../services/crud/define-crud-routes';
import { formatDateTime } from '../../services/date-format';
import { containsFilter, equalsFilter, filtersByName } from '../../services/list-filters';
import { dateRangeOf, type PageQuery } from '../../services/paging';
import { cleanLogRoute } from './clean-log-route';
import { logMessages } from './log-messages';

type Row = typeof sysLogininfor.$inferSelect;

const LoginOut = Type.Object({
  infoId: Type.Integer(),
  userName: Type.String(),
  ipaddr: Type.String(),
  loginLocation: Type.String(),
  browser: Type.String(),
  os: Type.String(),
  status: Type.String(),
  msg: Type.String(),
  loginTime: Type.Union([Type.String(), Type.Null()]),
});

const Filters = {
  ipaddr: Type.Optional(Type.String({ maxLength: 128 })),
  userName: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1'), Type.Literal('')])),
};

function whereOf(
  query: { ipaddr?: string; userName?: string; status?: string } & PageQuery,
): SQL | undefined {
  return and(
    ...filtersByName(query, sysLogininfor, ['ipaddr', 'userName'], containsFilter),
    equalsFilter(sysLogininfor.status, query.status),
    dateRangeOf(query, sysLogininfor.loginTime),
  );
}

/**
 * The login log, `/monitor/logininfor` (RuoYi SysLogininforController): every sign-in
 * attempt, searched, exported, deleted or emptied; written by the login flow only, so
 * there is no add or edit. Unlocking an account is `unlock-route.ts`.
 */
export const loginLogRoutes = defineCrudRoutes({
  basePath: '/monitor/logininfor',
  table: sysLogininfor,
  idColumn: sysLogininfor.infoId,
  idName: 'infoId',
  permission: 'monitor:logininfor',
  tag: 'monitor: login log',
  noun: ['login record', 'login records'],
  operLogTitle: 'Login log',
  notFoundKey: 'monitor.logininfor.notFound',
  labelPrefix: 'monitor.logininfor.field',
  messages: logMessages,
  out: LoginOut,
  toOut: (row: Row) => ({
    infoId: row.infoId,
    userName: row.userName,
    ipaddr: row.ipaddr,
    loginLocation: row.loginLocation,
    browser: row.browser,
    os: row.os,
    status: row.status,
    msg: row.msg,
    loginTime: formatDateTime(row.loginTime),
  }),
  fields: {},
  values: () => ({}),
  filters: Filters,
  where: whereOf,
  sortable: {
    infoId: sysLogininfor.infoId,
    userName: sysLogininfor.userName,
    ipaddr: sysLogininfor.ipaddr,
    status: sysLogininfor.status,
    loginTime: sysLogininfor.loginTime,
  },
  defaultOrder: [desc(sysLogininfor.loginTime), desc(sysLogininfor.infoId)],
  dictFields: { status: 'sys_common_status' },
  export: {
    sheetKey: 'monitor.logininfor.sheet',
    fileNameKey: 'monitor.logininfor.fileName',
    columns: [
      { field: 'infoId' },
      { field: 'userName' },
      { field: 'ipaddr' },
      { field: 'loginLocation' },
      { field: 'browser' },
      { field: 'os' },
      { field: 'status' },
      { field: 'msg' },
      { field: 'loginTime', value: (row) => formatDateTime(row.loginTime) },
    ],
  },
  routes: { create: false, update: false, importTemplate: false, importData: false },
  extraRoutes: cleanLogRoute({
    basePath: '/monitor/logininfor',
    table: sysLogininfor,
    permission: 'monitor:logininfor:remove',
    title: 'Login log',
    tag: 'monitor: login log',
  }),
});
