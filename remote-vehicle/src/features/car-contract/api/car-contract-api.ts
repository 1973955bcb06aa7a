import type { Contract } from '@agency/shared/features/contract/types/contract';
import { baseApi } from '@agency/shared/features/request/api/base-api';
import type { AjaxResult } from '@agency/shared/features/request/types/envelope';
import { createResourceApi } from '@agency/shared/features/resource/api/create-resource-api';
import { listAndRows } from '@agency/shared/features/resource/api/list-and-rows';

const BASE = '/vehicle/contracts';

/**
 * Vehicle contracts: `POST /vehicle/contracts` lists them, `GET /vehicle/contracts/{id}`
 * reads one with its HTML, `DELETE /vehicle/contracts/{ids}` deletes.
 */
export const carContractApi = createResourceApi<Contract>({
  name: 'carContract',
  base: BASE,
  // The contracts module's contracts too: a change on either screen refreshes both.
  tag: 'Contract',
  list: {
    url: BASE,
    method: 'post',
    // The URL carries the filters as text; the server takes numbers.
    body: ({ status, templateId, ...query }) => ({
      ...query,
      ...(status === undefined ? {} : { status: Number(status) }),
      ...(templateId === undefined ? {} : { templateId: Number(templateId) }),
    }),
  },
  deleteUrl: (ids) => `${BASE}/${ids.join(',')}`,
});

/** The customer's read-only link of a vehicle contract. */
const carContractShareApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createCarContractLink: build.mutation<{ token: string }, number>({
      query: (id) => ({ url: `${BASE}/${id}/share`, method: 'POST', data: {} }),
      transformResponse: (response: AjaxResult<{ token: string }>) => response.data as { token: string },
      invalidatesTags: (_result, _error, id) => listAndRows('Contract', [id]),
    }),
    revokeCarContractLink: build.mutation<AjaxResult, number>({
      query: (id) => ({ url: `${BASE}/${id}/share`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => listAndRows('Contract', [id]),
    }),
  }),
});

export const { useCreateCarContractLinkMutation, useRevokeCarContractLinkMutation } = carContractShareApi;

/** The Word file of a vehicle contract. */
export const carContractWordUrl = (id: number) => `${BASE}/${id}/download-docx`;
