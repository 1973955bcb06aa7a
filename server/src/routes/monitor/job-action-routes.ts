import { type FastifyPluginAsyncTypebox, type Static, Type } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { sysJob } from '../../db/schema/sys-job';
import { ApiError } from '../../plugins/api-error';
import { requireUser } from '../../plugins/auth';
import { FailSchema, OkSchema } from '../../plugins/envelope';
import { formLabelKeys, labelledValidation } from '../../plugins/labelled-validation';
import { rowByIdOrThrow } from '../../services/crud-queries';
import { runJob } from '../../services/jobs/job-runner';
import { BusinessType } from '../../types/auth';

const tags = ['monitor: jobs'];
/** RuoYi guards both actions with the pause/resume permission; each is an update in the operation log. */
const changeStatus = {
  permission: 'monitor:job:changeStatus',
  operLog: { title: 'Scheduled job', businessType: BusinessType.update },
} as const;
const Flag = Type.Union([Type.Literal('0'), Type.Literal('1')]);

const RunBody = Type.Object({
  jobId: Type.Integer({ minimum: 1 }),
  jobGroup: Type.Optional(Type.String({ maxLength: 64 })),
});
const StatusBody = Type.Object({ jobId: Type.Integer({ minimum: 1 }), status: Flag });

/**
 * The job screen's two actions, on RuoYi's paths: `PUT /monitor/job/run` (once, now, in
 * this process; answers how it went) and `PUT /monitor/job/changeStatus` (pause, resume).
 */
export const jobActionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const validated = {
    attachValidation: true,
    preHandler: labelledValidation(formLabelKeys('monitor.job.field', ['jobId', 'jobGroup', 'status'])),
  };

  app.put(
    '/monitor/job/run',
    {
      ...validated,
      config: changeStatus,
      schema: {
        tags,
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

  app.put(
    '/monitor/job/changeStatus',
    {
      ...validated,
      config: changeStatus,
      schema: {
        tags,
        summary: 'Pause (1) or resume (0) a job',
        body: StatusBody,
        response: { 200: FailSchema },
      },
    },
    async (request) => {
      const { jobId, status } = request.body as Static<typeof StatusBody>;
      await rowByIdOrThrow(app.db, sysJob, sysJob.jobId, jobId, 'monitor.job.notFound');
      await app.db
        .update(sysJob)
        .set({ status, updateBy: requireUser(request).userName, updateTime: new Date() })
        .where(eq(sysJob.jobId, jobId));
      return { code: 200, msg: request.t(status === '0' ? 'monitor.job.resumed' : 'monitor.job.paused') };
    },
  );
};
