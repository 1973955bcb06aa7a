export const OPER_TYPE_DICT = 'sys_oper_type';
