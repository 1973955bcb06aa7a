import { baseApi } from '@agency/shared/features/request/api/base-api';
import type { AjaxResult } from '@agency/shared/features/request/types/envelope';
import { createResourceApi } from '@agency/shared/features/resource/api/create-resource-api';
import { listAndRows } from '@agency/shared/features/resource/api/list-and-rows';
import type { CarLease } from '../../car/types/car';

const BASE = '/system/carLease';

/** Car leases (`/system/carLease`): the kit's list, get and export; leases are made on the vehicle screen. */
export const carLeaseApi = createResourceApi<CarLease, Partial<CarLease>>({
  name: 'carLease',
  base: BASE,
  tag: 'CarLease',
});

/** Ends an active lease now; its car is for rent again. */
export const carLeaseEndApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    endLeaseEarly: build.mutation<AjaxResult, number>({
      query: (id) => ({ url: `${BASE}/endEarly/${id}`, method: 'put' }),
      invalidatesTags: (_r, _e, id) => [...listAndRows('CarLease', [id]), { type: 'Vehicle', id: 'LIST' }],
    }),
  }),
});

export const { useEndLeaseEarlyMutation } = carLeaseEndApi;
