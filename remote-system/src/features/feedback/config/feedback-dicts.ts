export const FEEDBACK_STATUS_DICT = 'sys_feedback_status';
export const FEEDBACK_SUBJECT_DICT = 'sys_feedback_subject';
