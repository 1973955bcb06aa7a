import { baseApi } from '@agency/shared/features/request/api/base-api';
import { download } from '@agency/shared/features/request/api/download';
import type { AjaxResult, TableResult } from '@agency/shared/features/request/types/envelope';
import type {
  Village,
  VillageFilters,
  VillageInput,
  VillageListQuery,
  VillageOption,
} from '../types/village';

const BASE = '/system/houseVillage';

/** Villages (`/system/houseVillage`), cached under the `Village` tag. */
export const villageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listVillages: build.query<TableResult<Village>, VillageListQuery>({
      query: (params) => ({ url: `${BASE}/list`, params }),
      providesTags: (result) => [
        { type: 'Village', id: 'LIST' },
        ...(result?.rows ?? []).map((village) => ({ type: 'Village' as const, id: village.id })),
      ],
    }),
    getVillage: build.query<Village, number>({
      query: (id) => ({ url: `${BASE}/${id}` }),
      transformResponse: (response: AjaxResult<Village>) => response.data as Village,
      providesTags: (_result, _error, id) => [{ type: 'Village', id }],
    }),
    selectAllVillages: build.query<VillageOption[], void>({
      query: () => ({ url: `${BASE}/selectAll` }),
      transformResponse: (response: AjaxResult<VillageOption[]>) => response.data ?? [],
      providesTags: [{ type: 'Village', id: 'LIST' }],
    }),
    addVillage: build.mutation<AjaxResult, VillageInput>({
      query: (data) => ({ url: BASE, method: 'post', data }),
      invalidatesTags: [{ type: 'Village', id: 'LIST' }],
    }),
    updateVillage: build.mutation<AjaxResult, VillageInput & { id: number }>({
      query: (data) => ({ url: BASE, method: 'put', data }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Village', id: 'LIST' },
        { type: 'Village', id },
      ],
    }),
    deleteVillages: build.mutation<AjaxResult, readonly number[]>({
      query: (ids) => ({ url: `${BASE}/${ids.join(',')}`, method: 'delete' }),
      invalidatesTags: (_result, _error, ids) => [
        { type: 'Village', id: 'LIST' },
        ...ids.map((id) => ({ type: 'Village' as const, id })),
      ],
    }),
  }),
});

export const {
  useListVillagesQuery,
  useGetVillageQuery,
  useSelectAllVillagesQuery,
  useAddVillageMutation,
  useUpdateVillageMutation,
  useDeleteVillagesMutation,
} = villageApi;

/** Saves the villages matching `filters` as an xlsx workbook (`POST /system/houseVillage/export`). */
export function exportVillages(filters: VillageFilters, filename: string): Promise<boolean> {
  return download(`${BASE}/export`, { ...filters }, filename);
}
