import { type FastifyPluginAsyncTypebox, type Static, Type } from '@fastify/type-provider-typebox';
import { and, asc, eq, ilike } from 'drizzle-orm';
import { sysJob } from '../../db/schema/sys-job';
import { ApiError } from '../../plugins/api-error';
import { OkSchema } from '../../plugins/envelope';
import { formLabelKeys, labelledValidation } from '../../plugins/labelled-validation';
import { AuditSchemaFields, auditOut } from '../../services/audit';
import { defineCrudRoutes } from '../../services/crud/define-crud-routes';
import { rowByIdOrThrow } from '../../services/crud-queries';
import { formatDateTime } from '../../services/date-format';
import { nextRunOf } from '../../services/jobs/cron-pattern';
import { runJob } from '../../services/jobs/job-runner';
import { likePattern } from '../../services/paging';
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

const RunBody = Type.Object({
  jobId: Type.Integer({ minimum: 1 }),
  jobGroup: Type.Optional(Type.String({ maxLength: 64 })),
});

/** `PUT /monitor/job/run` (RuoYi's path): runs a job once now, in this process, and answers how it went. */
const runRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/monitor/job/run',
    {
      attachValidation: true,
      preHandler: labelledValidation(formLabelKeys('monitor.job.field', ['jobId', 'jobGroup'])),
      config: {
        permission: 'monitor:job:changeStatus',
        operLog: { title: 'Scheduled job', businessType: 2 },
      },
      schema: {
        tags: ['monitor: jobs'],
        summary: 'Run a job once now (refused while another run of it is under way in any process)',
        body: RunBody,
        response: { 200: OkSchema(Type.Object({ jobLogId: Type.Integer(), message: Type.String() })) },
      },
    },
    async (request) => {
      const body = request.body as Static<typeof RunBody>;
      const job = await rowByIdOrThrow(app.db, sysJob, sysJob.jobId, body.jobId, 'monitor.job.notFound');
      const outcome = await runJob({ db: app.db, mailer: app.mailer, log: request.log }, job);
      if (outcome.state === 'skipped') throw new ApiError('monitor.job.busy');
      if (outcome.state === 'failed') throw new ApiError('monitor.job.failed', { message: outcome.message });
      return {
        code: 200,
        msg: request.t('monitor.job.done', { message: outcome.message }),
        data: { jobLogId: outcome.logId, message: outcome.message },
      };
    },
  );
};

/**
 * Scheduled jobs, `/monitor/job`: the list and one job (the job screen reads them) and
 * the run-once route. Adding and editing jobs belong to the job screen.
 */
export const jobRoutes = defineCrudRoutes({
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
  fields: {},
  values: () => ({}),
  routes: { create: false, update: false, remove: false, export: false },
  filters: {
    jobName: Type.Optional(Type.String({ maxLength: 64 })),
    jobGroup: Type.Optional(Type.String({ maxLength: 64 })),
    status: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])),
  },
  where: (filters) => {
    const name = filters.jobName?.trim();
    return and(
      name ? ilike(sysJob.jobName, likePattern(name)) : undefined,
      filters.jobGroup ? eq(sysJob.jobGroup, filters.jobGroup) : undefined,
      filters.status ? eq(sysJob.status, filters.status) : undefined,
    );
  },
  sortable: { jobId: sysJob.jobId, jobName: sysJob.jobName },
  defaultOrder: [asc(sysJob.jobId)],
  extraRoutes: runRoute,
});
