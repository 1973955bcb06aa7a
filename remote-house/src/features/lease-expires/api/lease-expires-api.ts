import type { WireData } from '@agency/shared/api/wire';
import { baseApi } from '@agency/shared/features/request/api/base-api';
import type { AjaxResult } from '@agency/shared/features/request/types/envelope';
import { createResourceApi } from '@agency/shared/features/resource/api/create-resource-api';
import type { LeaseExpires, LeaseExpiresInput } from '../types/lease-expires';

/** A house of the reminder's house picker. */
type LeaseHouseOption = WireData<'/houseLeaseExpires/houseOptions', 'get'>[number];

const BASE = '/houseLeaseExpires';

/** Lease reminders: the kit's list, get, edit (`PUT /houseLeaseExpires`) and delete. */
export const leaseExpiresApi = createResourceApi<LeaseExpires, LeaseExpiresInput>({
  name: 'leaseExpires',
  base: BASE,
  tag: 'LeaseExpire',
});

export const leaseExpiresExtraApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /houseLeaseExpires/add` (spec section 7: not the kit's `POST <base>`). */
    addLeaseExpires: build.mutation<AjaxResult, LeaseExpiresInput>({
      query: (data) => ({ url: `${BASE}/add`, method: 'post', data }),
      invalidatesTags: [{ type: 'LeaseExpire', id: 'LIST' }],
    }),
    /** Houses to pick: by name, or the one already chosen. */
    leaseHouseOptions: build.query<LeaseHouseOption[], { name?: string; id?: number }>({
      query: (params) => ({ url: `${BASE}/houseOptions`, params }),
      transformResponse: (response: AjaxResult<LeaseHouseOption[]>) => response.data ?? [],
    }),
  }),
});

export const { useAddLeaseExpiresMutation, useLeaseHouseOptionsQuery } = leaseExpiresExtraApi;
