import { baseApi } from '@agency/shared/features/request/api/base-api';
import type { TableResult } from '@agency/shared/features/request/types/envelope';
import type { OnlinePage, OnlineQuery, OnlineUser } from '../types/online-user';

export const onlineApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listOnlineUsers: build.query<OnlinePage, OnlineQuery>({
      query: (params) => ({ url: '/monitor/online/list', params }),
      transformResponse: (response: TableResult<OnlineUser>) => ({
        rows: response.rows ?? [],
        total: response.total ?? 0,
      }),
      providesTags: [{ type: 'Online', id: 'LIST' }],
    }),
    forceLogout: build.mutation<void, string>({
      query: (tokenId) => ({ url: `/monitor/online/${encodeURIComponent(tokenId)}`, method: 'DELETE' }),
      transformResponse: () => undefined,
      invalidatesTags: [{ type: 'Online', id: 'LIST' }],
    }),
  }),
});

export const { useListOnlineUsersQuery, useForceLogoutMutation } = onlineApi;
