import type { Language } from '@agency/shared/features/i18n/types/language';
import { baseApi } from '@agency/shared/features/request/api/base-api';
import type { AjaxResult } from '@agency/shared/features/request/types/envelope';
import type { DashboardStats } from '../types/dashboard-stats';

export const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Real counts from the business tables; labels come in the language asked for. */
    getDashboardStats: build.query<DashboardStats, Language>({
      query: (language) => ({
        url: '/dashboard/stats',
        method: 'get',
        headers: { 'Accept-Language': language },
      }),
      transformResponse: (body: AjaxResult<DashboardStats>) =>
        body.data ?? {
          totals: { houses: 0, vehicles: 0, contracts: 0, customers: 0 },
          housesByStatus: [],
          vehiclesByStatus: [],
          contractsByMonth: [],
          customersBySource: [],
        },
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useGetDashboardStatsQuery } = dashboardApi;
