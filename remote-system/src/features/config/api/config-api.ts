import { baseApi } from '@agency/shared/features/request/api/base-api';
import type { AjaxResult } from '@agency/shared/features/request/types/envelope';
import { createResourceApi } from '@agency/shared/features/resource/api/create-resource-api';
import type { SysConfig, SysConfigInput } from '../types/config';

/** System parameters (`/system/config`): the kit's list, get, add, edit, delete and export. */
export const configApi = createResourceApi<SysConfig, SysConfigInput>({
  name: 'config',
  base: '/system/config',
  tag: 'Config',
  idKey: 'configId',
});

/** `DELETE /system/config/refreshCache`: the server reloads the parameters it keeps in memory. */
const configCacheApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    refreshConfigCache: build.mutation<AjaxResult, void>({
      query: () => ({ url: '/system/config/refreshCache', method: 'delete' }),
      invalidatesTags: [{ type: 'Config', id: 'LIST' }],
    }),
  }),
});

export const { useRefreshConfigCacheMutation } = configCacheApi;
