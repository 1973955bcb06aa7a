import { request } from '@agency/shared/features/request/api/client';
import { createResourceApi } from '@agency/shared/features/resource/api/create-resource-api';
import type { LoginLog } from '../types/login-log';

/** The login log (`/monitor/logininfor`): list, get, delete and export from the kit. */
export const loginLogApi = createResourceApi<LoginLog, never>({
  name: 'loginLog',
  base: '/monitor/logininfor',
  tag: 'LoginLog',
  idKey: 'infoId',
});

/** Lifts the lock of an account locked by failed sign-ins (RuoYi's 解锁). */
export function unlockAccount(userName: string) {
  return request<{ code: number; msg: string }>({
    url: `/monitor/logininfor/unlock/${encodeURIComponent(userName)}`,
    method: 'GET',
  });
}
