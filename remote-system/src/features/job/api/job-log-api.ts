import { createResourceApi } from '@agency/shared/features/resource/api/create-resource-api';
import type { JobLog } from '../types/job';

/** The job log (`/monitor/jobLog`): the kit's list, get, delete and export. */
export const jobLogApi = createResourceApi<JobLog, never>({
  name: 'jobLog',
  base: '/monitor/jobLog',
  tag: 'JobLog',
  idKey: 'jobLogId',
});
