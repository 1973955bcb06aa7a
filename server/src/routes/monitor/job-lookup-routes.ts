import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { ApiError } from '../../plugins/api-error';
import { OkSchema } from '../../plugins/envelope';
import { formatDateTime } from '../../services/date-format';
import { nextRunsOf, toCronerPattern } from '../../services/jobs/cron-pattern';
import { jobFunctions } from '../../services/jobs/job-functions';

const tags = ['monitor: jobs'];
/** How many run times the job form previews (RuoYi's cron builder shows five). */
const PREVIEW_RUNS = 5;

/** What the job form looks up: the registered functions (the white list) and the next run times of a cron. */
export const jobLookupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/monitor/job/functions',
    {
      config: { permission: 'monitor:job:list' },
      schema: {
        tags,
        summary: 'The job functions a job may invoke, with what each does (request language)',
        response: {
          200: OkSchema(Type.Array(Type.Object({ value: Type.String(), label: Type.String() }))),
        },
      },
    },
    async (request) => ({
      code: 200,
      msg: request.t('success'),
      data: Object.keys(jobFunctions).map((value) => ({
        value,
        label: request.t(`monitor.job.function.${value}`),
      })),
    }),
  );

  app.get(
    '/monitor/job/cronNext',
    {
      config: { permission: 'monitor:job:list' },
      schema: {
        tags,
        summary: 'The next five run times of a Quartz cron expression (server time)',
        querystring: Type.Object({ cronExpression: Type.String({ minLength: 1, maxLength: 255 }) }),
        response: { 200: OkSchema(Type.Array(Type.String())) },
      },
    },
    async (request) => {
      const { cronExpression } = request.query;
      if (!toCronerPattern(cronExpression)) throw new ApiError('monitor.job.cronInvalid');
      return {
        code: 200,
        msg: request.t('success'),
        data: nextRunsOf(cronExpression, PREVIEW_RUNS).map((date) => formatDateTime(date) ?? ''),
      };
    },
  );
};
