import { baseApi } from '@agency/shared/features/request/api/base-api';
import type { TableResult } from '@agency/shared/features/request/types/envelope';
import type { ModuleEvent } from '../types/module-event';

export const moduleHistoryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listModuleEvents: build.query<ModuleEvent[], void>({
      query: () => ({ url: '/system/module/events', params: { pageNum: 1, pageSize: 50 } }),
      transformResponse: (response: TableResult<ModuleEvent>) => response.rows ?? [],
      providesTags: [{ type: 'Module', id: 'EVENTS' }],
    }),
  }),
});

export const { useListModuleEventsQuery } = moduleHistoryApi;
