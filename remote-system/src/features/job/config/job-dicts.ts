export const JOB_GROUP_DICT = 'sys_job_group';
/** '0' running, '1' paused. */
export const JOB_STATUS_DICT = 'sys_job_status';
