import { baseApi } from '@agency/shared/features/request/api/base-api';
import type { AjaxResult, TableResult } from '@agency/shared/features/request/types/envelope';
import type { Contract, ContractListQuery, ContractPage } from '../types/contract';

export const contractApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listContracts: build.query<ContractPage, ContractListQuery>({
      query: (body) => ({ url: '/pact/contracts', method: 'POST', data: body, repeatSubmit: false }),
      transformResponse: (response: TableResult<Contract>) => ({
        rows: response.rows ?? [],
        total: response.total ?? 0,
      }),
      providesTags: (result) => [
        { type: 'Contract' as const, id: 'LIST' },
        ...(result?.rows ?? []).map((row) => ({ type: 'Contract' as const, id: row.id })),
      ],
    }),
    getContract: build.query<Contract, number>({
      query: (id) => ({ url: `/pact/contracts/${id}` }),
      transformResponse: (response: AjaxResult<Contract>) => response.data as Contract,
      providesTags: (_result, _error, id) => [{ type: 'Contract' as const, id }],
    }),
    deleteContract: build.mutation<void, number>({
      query: (id) => ({ url: `/pact/deleteInstance/${id}`, method: 'DELETE' }),
      transformResponse: () => undefined,
      invalidatesTags: (_result, _error, id) => [
        { type: 'Contract', id: 'LIST' },
        { type: 'Contract', id },
      ],
    }),
  }),
});

export const { useListContractsQuery, useGetContractQuery, useDeleteContractMutation } = contractApi;
