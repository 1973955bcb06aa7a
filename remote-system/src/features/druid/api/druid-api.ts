import { baseApi } from '@agency/shared/features/request/api/base-api';
import type { AjaxResult } from '@agency/shared/features/request/types/envelope';
import type { DruidInfo, StatementOrder } from '../types/druid';

/** The data-source monitor (`/monitor/druid`). */
export const druidApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    druidInfo: build.query<DruidInfo, StatementOrder>({
      query: (orderBy) => ({ url: '/monitor/druid', params: { orderBy, limit: 50 } }),
      transformResponse: (response: AjaxResult<DruidInfo>) => response.data as DruidInfo,
    }),
    druidReset: build.mutation<AjaxResult, void>({
      query: () => ({ url: '/monitor/druid/reset', method: 'delete' }),
    }),
  }),
});

export const { useDruidInfoQuery, useDruidResetMutation } = druidApi;
