import { baseApi } from '@agency/shared/features/request/api/base-api';
import type { AjaxResult } from '@agency/shared/features/request/types/envelope';
import type { ServerInfo } from '../types/server-info';

export const serverInfoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    serverInfo: build.query<ServerInfo, void>({
      query: () => ({ url: '/monitor/server' }),
      transformResponse: (response: AjaxResult<ServerInfo>) => response.data as ServerInfo,
    }),
  }),
});

export const { useServerInfoQuery } = serverInfoApi;
