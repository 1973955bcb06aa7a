import type { EnableStatus } from '@agency/shared/features/resource/types/enable-status';

export const JOB_GROUP_DICT = 'sys_job_group';
/** '0' running, '1' paused. */
export const JOB_STATUS_DICT = 'sys_job_status';

/** RuoYi's misfire policies: 1 run what was missed, 2 run once, 3 skip it. */
export type MisfirePolicy = '1' | '2' | '3';

/** A scheduled job as `/monitor/job` sends it. */
export interface Job {
  jobId: number;
  jobName: string;
  jobGroup: string;
  /** A function of the server's white list (`/monitor/job/functions`). */
  invokeTarget: string;
  /** Quartz: second minute hour day month weekday [year]. */
  cronExpression: string;
  misfirePolicy: MisfirePolicy;
  /** '0' allowed, '1' forbidden. */
  concurrent: EnableStatus;
  status: EnableStatus;
  /** The next run (`YYYY-MM-DD HH:mm:ss`); null when paused. */
  nextValidTime: string | null;
  createBy: string;
  createTime: string | null;
  updateBy: string;
  updateTime: string | null;
  remark: string | null;
}

export interface JobInput {
  jobId?: number;
  jobName: string;
  jobGroup: string;
  invokeTarget: string;
  cronExpression: string;
  misfirePolicy: MisfirePolicy;
  concurrent: EnableStatus;
  status: EnableStatus;
  remark: string | null;
  /** An administrator's confirmation of a job that fires more than once a minute. */
  confirmFrequent?: boolean;
}

/** One run of a job as `/monitor/jobLog` sends it. */
export interface JobLog {
  jobLogId: number;
  jobName: string;
  jobGroup: string;
  invokeTarget: string;
  jobMessage: string;
  /** '0' success, '1' failure (`sys_common_status`). */
  status: EnableStatus;
  exceptionInfo: string;
  createTime: string | null;
}

/** A job function of the server's white list, described in the request's language. */
export interface JobFunction {
  value: string;
  label: string;
}
