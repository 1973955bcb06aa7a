import { createResourceApi } from '@agency/shared/features/resource/api/create-resource-api';
import type { OnlineUser } from '../types/online-user';

/**
 * Active sessions (`/monitor/online`): the kit's list; its delete is the
 * force logout (`DELETE /monitor/online/<tokenId>`).
 */
export const onlineApi = createResourceApi<OnlineUser>({
  name: 'online',
  base: '/monitor/online',
  tag: 'Online',
  idKey: 'tokenId',
  deleteUrl: (ids) => `/monitor/online/${ids.map((id) => encodeURIComponent(String(id))).join(',')}`,
});
