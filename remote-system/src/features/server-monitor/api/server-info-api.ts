import type { WireData } from '@agency/shared/api/wire';
import { baseApi } from '@agency/shared/features/request/api/base-api';
import type { AjaxResult } from '@agency/shared/features/request/types/envelope';

/** `GET /monitor/server`: RuoYi's fields (`jvm` is the Node process) and our database part. */
type ServerInfo = WireData<'/monitor/server', 'get'>;

export const serverInfoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    serverInfo: build.query<ServerInfo, void>({
      query: () => ({ url: '/monitor/server' }),
      transformResponse: (response: AjaxResult<ServerInfo>) => response.data as ServerInfo,
    }),
  }),
});

export const { useServerInfoQuery } = serverInfoApi;
