import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { and, asc } from 'drizzle-orm';
import { sysJob } from '../../db/schema/sys-job';
import type { Translate } from '../../locales/language';
import { AuditSchemaFields, auditOut } from '../../services/audit';
import type { CrudContext } from '../../services/crud/crud-resource';
import { defineCrudRoutes } from '../../services/crud/define-crud-routes';
import { FormApiError } from '../../services/crud/import-rows';
import { NullableString } from '../../services/crud-schemas';
import { formatDateTime } from '../../services/date-format';
import { unknownDictValues } from '../../services/dict-values';
import { nextRunOf, runsMoreThanOnceAMinute, toCronerPattern } from '../../services/jobs/cron-pattern';
import { jobFunctionOf } from '../../services/jobs/job-functions';
import { equalsFilter, searchFilter } from '../../services/list-filters';
import { apiPrefix } from '../api-prefix';
import { jobActionRoutes } from './job-action-routes';
import { jobLookupRoutes } from './job-lookup-routes';
import { jobMessages } from './job-messages';

type JobRow = typeof sysJob.$inferSelect;

const JobOut = Type.Object({
  jobId: Type.Integer(),
  jobName: Type.String(),
  jobGroup: Type.String(),
  invokeTarget: Type.String(),
  cronExpression: Type.String(),
  misfirePolicy: Type.String(),
  concurrent: Type.String(),
  status: Type.String(),
  /** The next time the job fires (`YYYY-MM-DD HH:mm:ss`), null when paused or the cron is invalid. */
  nextValidTime: Type.Union([Type.String(), Type.Null()]),
  ...AuditSchemaFields,
});

const Flag = Type.Union([Type.Literal('0'), Type.Literal('1')]);
export const JobStatus = Flag;

const JobFields = {
  jobName: Type.String({ minLength: 1, maxLength: 64, pattern: '\\S' }),
  jobGroup: Type.String({ minLength: 1, maxLength: 64 }),
  // Checked against the white list of job functions, never resolved as code.
  invokeTarget: Type.String({ minLength: 1, maxLength: 500 }),
  cronExpression: Type.String({ minLength: 1, maxLength: 255 }),
  /** 1 run every missed time (once here), 2 run once, 3 skip what was missed. */
  misfirePolicy: Type.Union([Type.Literal('1'), Type.Literal('2'), Type.Literal('3')]),
  /** '0' allows a run while another is under way; '1' forbids it. */
  concurrent: Flag,
  status: Flag,
  remark: Type.Optional(NullableString({ maxLength: 500 })),
  /** An administrator's confirmation of a schedule that runs more than once a minute (no column). */
  confirmFrequent: Type.Optional(Type.Boolean()),
};

type JobBody = {
  jobName: string;
  jobGroup: string;
  invokeTarget: string;
  cronExpression: string;
  misfirePolicy: string;
  concurrent: string;
  status: string;
  remark?: string | null;
};

const valuesOf = (body: JobBody) => ({
  jobName: body.jobName.trim(),
  jobGroup: body.jobGroup,
  invokeTarget: body.invokeTarget.trim(),
  cronExpression: body.cronExpression.trim().replace(/\s+/g, ' '),
  misfirePolicy: body.misfirePolicy,
  concurrent: body.concurrent,
  status: body.status,
  remark: body.remark?.trim() || null,
});
type JobValues = ReturnType<typeof valuesOf>;

const fieldError = (t: Translate, field: string, key: string, params?: Record<string, string>) =>
  new FormApiError([{ field, message: t(key, params) }], t);

/** A job names a registered function and a valid Quartz expression, in a known group. */
async function checkJob(values: JobValues, { db, t, user, body }: CrudContext) {
  if (!jobFunctionOf(values.invokeTarget))
    throw fieldError(t, 'invokeTarget', 'monitor.job.targetUnknown', { target: values.invokeTarget });
  if (!toCronerPattern(values.cronExpression))
    throw fieldError(t, 'cronExpression', 'monitor.job.cronInvalid');
  // At most once a minute unless an administrator confirms it (issue 32, finding 18).
  if (body?.confirmFrequent === true && !user.isAdmin)
    throw fieldError(t, 'cronExpression', 'monitor.job.frequentAdminOnly');
  if (runsMoreThanOnceAMinute(values.cronExpression) && body?.confirmFrequent !== true)
    throw fieldError(t, 'cronExpression', 'monitor.job.tooFrequent');
  if ((await unknownDictValues(db, { jobGroup: ['sys_job_group', values.jobGroup] })).length > 0)
    throw fieldError(t, 'jobGroup', 'monitor.job.groupUnknown');
}

/** Writes that change no job (a run, the POST export). */
const KEEPS_JOBS = new Set([`${apiPrefix}/monitor/job/run`, `${apiPrefix}/monitor/job/export`]);

/** Whether the answer is a success envelope: a refused write (code 500 in HTTP 200) changed nothing to reload. */
function envelopeSucceeded(payload: unknown): boolean {
  if (typeof payload !== 'string') return false;
  try {
    return (JSON.parse(payload) as { code?: unknown }).code === 200;
  } catch {
    return false;
  }
}

/**
 * Scheduled jobs, `/monitor/job` (RuoYi SysJobController): list, one, add, edit, delete,
 * export, pause/resume (`changeStatus`), run once (`run`), and the two lookups of the job
 * form (registered functions, next run times). A job may only name a function of the
 * server's white list: RuoYi's `invokeTarget` (any bean and method) stays closed.
 */
export const jobRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The timers follow every write of this process before it answers (other processes
  // within their sync period), so the next read of the job screen sees them.
  app.addHook('onSend', async (request, reply, payload) => {
    if (
      request.method !== 'GET' &&
      reply.statusCode === 200 &&
      !KEEPS_JOBS.has(request.routeOptions.url ?? '') &&
      envelopeSucceeded(payload)
    )
      await app.jobScheduler
        .reload()
        .catch((error) => request.log.error({ err: error }, 'jobs not reloaded'));
    return payload;
  });
  await app.register(
    defineCrudRoutes({
      basePath: '/monitor/job',
      table: sysJob,
      idColumn: sysJob.jobId,
      idName: 'jobId',
      permission: 'monitor:job',
      tag: 'monitor: jobs',
      noun: ['scheduled job', 'scheduled jobs'],
      operLogTitle: 'Scheduled job',
      notFoundKey: 'monitor.job.notFound',
      labelPrefix: 'monitor.job.field',
      messages: jobMessages,
      out: JobOut,
      toOut: (row: JobRow) => ({
        jobId: row.jobId,
        jobName: row.jobName,
        jobGroup: row.jobGroup,
        invokeTarget: row.invokeTarget,
        cronExpression: row.cronExpression,
        misfirePolicy: row.misfirePolicy,
        concurrent: row.concurrent,
        status: row.status,
        nextValidTime: row.status === '0' ? formatDateTime(nextRunOf(row.cronExpression)) : null,
        ...auditOut(row),
      }),
      fields: JobFields,
      values: valuesOf,
      hooks: {
        beforeCreate: checkJob,
        beforeUpdate: checkJob,
      },
      filters: {
        jobName: Type.Optional(Type.String({ maxLength: 64 })),
        jobGroup: Type.Optional(Type.String({ maxLength: 64 })),
        status: Type.Optional(Type.Union([Flag, Type.Literal('')])),
      },
      where: (filters) => {
        return and(
          searchFilter(sysJob.jobName, filters.jobName),
          equalsFilter(sysJob.jobGroup, filters.jobGroup),
          equalsFilter(sysJob.status, filters.status),
        );
      },
      sortable: { jobId: sysJob.jobId, jobName: sysJob.jobName },
      defaultOrder: [asc(sysJob.jobId)],
      dictFields: { jobGroup: 'sys_job_group', status: 'sys_job_status' },
      export: {
        sheetKey: 'monitor.job.sheet',
        fileNameKey: 'monitor.job.fileName',
        columns: [
          { field: 'jobId' },
          { field: 'jobName' },
          { field: 'jobGroup' },
          { field: 'invokeTarget' },
          { field: 'cronExpression' },
          { field: 'misfirePolicy' },
          { field: 'concurrent' },
          { field: 'status' },
          { field: 'remark' },
        ],
      },
      routes: { importTemplate: false, importData: false },
      extraRoutes: async (child) => {
        await child.register(jobActionRoutes);
        await child.register(jobLookupRoutes);
      },
    }),
  );
};
