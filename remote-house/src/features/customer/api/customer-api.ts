import type { Customer, CustomerInput } from '@agency/shared/features/customer/types/customer';
import { baseApi } from '@agency/shared/features/request/api/base-api';
import type { AjaxResult } from '@agency/shared/features/request/types/envelope';
import { createResourceApi } from '@agency/shared/features/resource/api/create-resource-api';

const BASE = '/system/houseCustomer';

/** Customers: the kit's list, get, add, edit, delete and export. */
export const customerApi = createResourceApi<Customer, CustomerInput>({
  name: 'customer',
  base: BASE,
  tag: 'Customer',
});

export const customerHouseApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    linkCustomerHouse: build.mutation<AjaxResult, { id: number; roomId: number; relation: string }>({
      query: ({ id, ...data }) => ({ url: `${BASE}/${id}/houses`, method: 'post', data }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Customer', id: String(id) }],
    }),
    unlinkCustomerHouse: build.mutation<AjaxResult, { id: number; linkId: number }>({
      query: ({ id, linkId }) => ({ url: `${BASE}/${id}/houses/${linkId}`, method: 'delete' }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Customer', id: String(id) }],
    }),
    customerHouseOptions: build.query<{ id: number; name: string; houseCode: string }[], { name?: string }>({
      query: (params) => ({ url: `${BASE}/houseOptions`, params }),
      transformResponse: (response: AjaxResult<{ id: number; name: string; houseCode: string }[]>) =>
        response.data ?? [],
    }),
  }),
});

export const { useLinkCustomerHouseMutation, useUnlinkCustomerHouseMutation, useCustomerHouseOptionsQuery } =
  customerHouseApi;
