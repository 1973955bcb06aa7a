import type { WireData } from '@agency/shared/api/wire';
import { baseApi } from '@agency/shared/features/request/api/base-api';
import type { AjaxResult } from '@agency/shared/features/request/types/envelope';
import { createResourceApi } from '@agency/shared/features/resource/api/create-resource-api';
import type { Village, VillageInput } from '../types/village';

/** One entry of `GET /system/houseVillage/selectAll` (used by the house form). */
type VillageOption = WireData<'/system/houseVillage/selectAll', 'get'>[number];

/** One entry of `GET /system/developer/options` (the village form's developer select). */
type DeveloperOption = WireData<'/system/developer/options', 'get'>[number];

const BASE = '/system/houseVillage';

/** Villages (`/system/houseVillage`): the kit's list, get, add, edit, delete, export and import. */
export const villageApi = createResourceApi<Village, VillageInput>({
  name: 'village',
  base: BASE,
  tag: 'Village',
});

/** Every village as `{id, name}`, for the house form's village select. */
export const villageOptionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    selectAllVillages: build.query<VillageOption[], void>({
      query: () => ({ url: `${BASE}/selectAll` }),
      transformResponse: (response: AjaxResult<VillageOption[]>) => response.data ?? [],
      providesTags: [{ type: 'Village', id: 'LIST' }],
    }),
    /** The developers a village may name. */
    developerOptions: build.query<DeveloperOption[], void>({
      query: () => ({ url: '/system/developer/options' }),
      transformResponse: (response: AjaxResult<DeveloperOption[]>) => response.data ?? [],
    }),
  }),
});

export const { useSelectAllVillagesQuery, useDeveloperOptionsQuery } = villageOptionsApi;
