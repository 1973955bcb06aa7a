import type { WireRow } from '@agency/shared/api/wire';

/** One recorded write (`operParam` with passwords masked by the server). */
export type OperLog = WireRow<'/monitor/operlog/list', 'get'>;

export const OPER_TYPE_DICT = 'sys_oper_type';
export const COMMON_STATUS_DICT = 'sys_common_status';
