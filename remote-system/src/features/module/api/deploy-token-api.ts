import type { WireData } from '@agency/shared/api/wire';
import { baseApi } from '@agency/shared/features/request/api/base-api';
import type { AjaxResult, TableResult } from '@agency/shared/features/request/types/envelope';
import type { DeployToken } from '../types/deploy-token';

/** `POST /system/module/token` answer: the token, shown this once. */
type CreatedDeployToken = WireData<'/system/module/token', 'post'>;

export const deployTokenApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listDeployTokens: build.query<DeployToken[], void>({
      query: () => ({ url: '/system/module/token/list' }),
      transformResponse: (response: TableResult<DeployToken>) => response.rows ?? [],
      providesTags: [{ type: 'Module', id: 'TOKENS' }],
    }),
    createDeployToken: build.mutation<CreatedDeployToken, { moduleName: string; label: string }>({
      query: (body) => ({ url: '/system/module/token', method: 'POST', data: body }),
      transformResponse: (response: AjaxResult<CreatedDeployToken>) => response.data as CreatedDeployToken,
      invalidatesTags: [{ type: 'Module', id: 'TOKENS' }],
    }),
    revokeDeployToken: build.mutation<void, number>({
      query: (tokenId) => ({ url: `/system/module/token/${tokenId}`, method: 'DELETE' }),
      transformResponse: () => undefined,
      invalidatesTags: [{ type: 'Module', id: 'TOKENS' }],
    }),
  }),
});

export const { useListDeployTokensQuery, useCreateDeployTokenMutation, useRevokeDeployTokenMutation } =
  deployTokenApi;
