import type { WireRow } from '@agency/shared/api/wire';

/** One recorded write (`operParam` with passwords masked by the server). */
export type OperLog = WireRow<'/monitor/operlog/list', 'get'>;
