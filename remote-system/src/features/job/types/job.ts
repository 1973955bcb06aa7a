import type { Narrowed, WireBody, WireRow } from '@agency/shared/api/wire';
import type { EnableStatus } from '@agency/shared/features/resource/types/enable-status';

/** RuoYi's misfire policies: 1 run what was missed, 2 run once, 3 skip it. */
export type MisfirePolicy = WireBody<'/monitor/job', 'post'>['misfirePolicy'];

/** A scheduled job (`concurrent` '0' allowed; `nextValidTime` null when paused). */
export type Job = Narrowed<
  WireRow<'/monitor/job/list', 'get'>,
  { misfirePolicy: MisfirePolicy; concurrent: EnableStatus; status: EnableStatus }
>;

/** `confirmFrequent`: an administrator's yes to a job firing more than once a minute. */
export type JobInput = WireBody<'/monitor/job', 'post'> & { jobId?: number };

/** One run of a job (`status` of sys_common_status). */
export type JobLog = Narrowed<WireRow<'/monitor/jobLog/list', 'get'>, { status: EnableStatus }>;
