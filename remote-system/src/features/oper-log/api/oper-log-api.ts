import { createResourceApi } from '@agency/shared/features/resource/api/create-resource-api';
import type { OperLog } from '../types/oper-log';

/** The operation log (`/monitor/operlog`): list, get, delete and export from the kit. */
export const operLogApi = createResourceApi<OperLog, never>({
  name: 'operLog',
  base: '/monitor/operlog',
  tag: 'OperLog',
  idKey: 'operId',
});
