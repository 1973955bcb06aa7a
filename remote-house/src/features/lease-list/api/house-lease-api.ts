import { baseApi } from '@agency/shared/features/request/api/base-api';
import type { AjaxResult } from '@agency/shared/features/request/types/envelope';
import { createResourceApi } from '@agency/shared/features/resource/api/create-resource-api';
import { listAndRows } from '@agency/shared/features/resource/api/list-and-rows';
import type { HouseLease } from '../types/house-lease';

const BASE = '/system/houseLease';

/** Every house lease: the kit's list, get and export (leases are made by renting a house out). */
export const houseLeaseApi = createResourceApi<HouseLease, never>({
  name: 'houseLease',
  base: BASE,
  tag: 'LeaseList',
});

export const houseLeaseTerminateApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Ends an active lease early; the house is for rent again. */
    terminateHouseLease: build.mutation<AjaxResult, number>({
      query: (id) => ({ url: `${BASE}/terminate/${id}`, method: 'put' }),
      invalidatesTags: (_r, _e, id) => [
        ...listAndRows('LeaseList', [id]),
        { type: 'House', id: 'LIST' },
        { type: 'LeaseExpire', id: 'LIST' },
      ],
    }),
  }),
});

export const { useTerminateHouseLeaseMutation } = houseLeaseTerminateApi;
