import { Type } from '@fastify/type-provider-typebox';
import { and, desc, like, type SQL } from 'drizzle-orm';
import { sysJobLog } from '../../db/schema/sys-job';
import { defineCrudRoutes } from '../../services/crud/define-crud-routes';
import { formatDateTime } from '../../services/date-format';
import { equalsFilter, filtersByName } from '../../services/list-filters';
import { dateRangeOf, likePattern, type PageQuery } from '../../services/paging';
import { cleanLogRoute } from './clean-log-route';
import { jobMessages } from './job-messages';

type Row = typeof sysJobLog.$inferSelect;

const JobLogOut = Type.Object({
  jobLogId: Type.Integer(),
  jobName: Type.String(),
  jobGroup: Type.String(),
  invokeTarget: Type.String(),
  jobMessage: Type.String(),
  status: Type.String(),
  exceptionInfo: Type.String(),
  createTime: Type.Union([Type.String(), Type.Null()]),
});

const Filters = {
  jobName: Type.Optional(Type.String({ maxLength: 64 })),
  jobGroup: Type.Optional(Type.String({ maxLength: 64 })),
  status: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1'), Type.Literal('')])),
};

function whereOf(
  query: { jobName?: string; jobGroup?: string; status?: string } & PageQuery,
): SQL | undefined {
  return and(
    query.jobName?.trim() ? like(sysJobLog.jobName, likePattern(query.jobName.trim())) : undefined,
    ...filtersByName(query, sysJobLog, ['jobGroup', 'status'], equalsFilter),
    dateRangeOf(query, sysJobLog.createTime),
  );
}

/**
 * The job log, `/monitor/jobLog` (RuoYi SysJobLogController): every run of a job,
 * searched, read, exported, deleted or emptied, with the job screen's permissions.
 * Written by the job runner only, so there is no add or edit.
 */
export const jobLogRoutes = defineCrudRoutes({
  basePath: '/monitor/jobLog',
  table: sysJobLog,
  idColumn: sysJobLog.jobLogId,
  idName: 'jobLogId',
  permission: 'monitor:job',
  tag: 'monitor: job log',
  noun: ['job run', 'job runs'],
  operLogTitle: 'Job log',
  notFoundKey: 'monitor.jobLog.notFound',
  labelPrefix: 'monitor.jobLog.field',
  messages: jobMessages,
  out: JobLogOut,
  toOut: (row: Row) => ({
    jobLogId: row.jobLogId,
    jobName: row.jobName,
    jobGroup: row.jobGroup,
    invokeTarget: row.invokeTarget,
    jobMessage: row.jobMessage,
    status: row.status,
    exceptionInfo: row.exceptionInfo,
    createTime: formatDateTime(row.createTime),
  }),
  fields: {},
  values: () => ({}),
  filters: Filters,
  where: whereOf,
  sortable: { jobLogId: sysJobLog.jobLogId, createTime: sysJobLog.createTime },
  defaultOrder: [desc(sysJobLog.createTime), desc(sysJobLog.jobLogId)],
  dictFields: { jobGroup: 'sys_job_group', status: 'sys_common_status' },
  export: {
    sheetKey: 'monitor.jobLog.sheet',
    fileNameKey: 'monitor.jobLog.fileName',
    columns: [
      { field: 'jobLogId' },
      { field: 'jobName' },
      { field: 'jobGroup' },
      { field: 'invokeTarget' },
      { field: 'jobMessage', width: 50 },
      { field: 'status' },
      { field: 'exceptionInfo', width: 50 },
      { field: 'createTime', value: (row) => formatDateTime(row.createTime) },
    ],
  },
  routes: { create: false, update: false, importTemplate: false, importData: false },
  extraRoutes: cleanLogRoute({
    basePath: '/monitor/jobLog',
    table: sysJobLog,
    permission: 'monitor:job:remove',
    title: 'Job log',
    tag: 'monitor: job log',
  }),
});
