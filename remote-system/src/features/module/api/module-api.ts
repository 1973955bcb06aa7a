import { baseApi } from '@agency/shared/features/request/api/base-api';
import type { TableResult } from '@agency/shared/features/request/types/envelope';
import type { ModuleVersion } from '../types/module';

interface ModulePage {
  rows: ModuleVersion[];
  total: number;
}

export const moduleApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listModules: build.query<ModulePage, void>({
      query: () => ({ url: '/system/module/list' }),
      transformResponse: (response: TableResult<ModuleVersion>) => ({
        rows: response.rows ?? [],
        total: response.total ?? 0,
      }),
      providesTags: [{ type: 'Module', id: 'LIST' }],
    }),
    activateModule: build.mutation<void, number>({
      query: (moduleId) => ({ url: `/system/module/activate/${moduleId}`, method: 'PUT' }),
      transformResponse: () => undefined,
      invalidatesTags: [
        { type: 'Module', id: 'LIST' },
        { type: 'Module', id: 'EVENTS' },
      ],
    }),
    rollbackModule: build.mutation<void, string>({
      query: (name) => ({ url: `/system/module/rollback/${name}`, method: 'PUT' }),
      transformResponse: () => undefined,
      invalidatesTags: [
        { type: 'Module', id: 'LIST' },
        { type: 'Module', id: 'EVENTS' },
      ],
    }),
  }),
});

export const { useListModulesQuery, useActivateModuleMutation, useRollbackModuleMutation } = moduleApi;
