import type { WireRow } from '@agency/shared/api/wire';

/** One sign-in attempt (`status` of sys_common_status: 0 success, 1 failure). */
export type LoginLog = WireRow<'/monitor/logininfor/list', 'get'>;
