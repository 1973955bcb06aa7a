export const WORK_TYPE_DICT = 'sys_work_type';
export const WORK_RESULT_DICT = 'sys_work_result';
