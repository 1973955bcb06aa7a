/** Dictionaries that label the notice type and status (RuoYi's). */
export const NOTICE_TYPE_DICT = 'sys_notice_type';
export const NOTICE_STATUS_DICT = 'sys_notice_status';
