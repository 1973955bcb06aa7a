import type { WireData } from '@agency/shared/api/wire';
import { baseApi } from '@agency/shared/features/request/api/base-api';
import type { AjaxResult } from '@agency/shared/features/request/types/envelope';
import { createResourceApi } from '@agency/shared/features/resource/api/create-resource-api';
import type { EnableStatus } from '@agency/shared/features/resource/types/enable-status';
import type { Job, JobInput } from '../types/job';

/** A job function of the server's white list, described in the request's language. */
type JobFunction = WireData<'/monitor/job/functions', 'get'>[number];

/** Scheduled jobs (`/monitor/job`): the kit's list, get, add, edit, delete and export. */
export const jobApi = createResourceApi<Job, JobInput>({
  name: 'job',
  base: '/monitor/job',
  tag: 'Job',
  idKey: 'jobId',
});

const LIST = { type: 'Job' as const, id: 'LIST' };

/** The job screen's own calls: the white list, the cron preview, pause/resume and run once. */
export const jobActionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    jobFunctions: build.query<JobFunction[], void>({
      query: () => ({ url: '/monitor/job/functions' }),
      transformResponse: (response: AjaxResult<JobFunction[]>) => response.data ?? [],
    }),
    jobCronNext: build.query<string[], string>({
      // The preview is asked while typing: a bad expression is a state of the field, not an error toast.
      query: (cronExpression) => ({ url: '/monitor/job/cronNext', params: { cronExpression }, silent: true }),
      transformResponse: (response: AjaxResult<string[]>) => response.data ?? [],
    }),
    jobChangeStatus: build.mutation<AjaxResult, { jobId: number; status: EnableStatus }>({
      query: (data) => ({ url: '/monitor/job/changeStatus', method: 'put', data }),
      invalidatesTags: (_r, _e, { jobId }) => [LIST, { type: 'Job', id: String(jobId) }],
    }),
    jobRun: build.mutation<
      AjaxResult<{ jobLogId: number; message: string }>,
      { jobId: number; jobGroup: string }
    >({
      query: (data) => ({ url: '/monitor/job/run', method: 'put', data }),
      invalidatesTags: [{ type: 'JobLog', id: 'LIST' }],
    }),
  }),
});

export const { useJobFunctionsQuery, useJobCronNextQuery, useJobChangeStatusMutation, useJobRunMutation } =
  jobActionsApi;
