import type { WireData } from '../../../api/wire';
import { baseApi } from '../../request/api/base-api';
import type { AjaxResult } from '../../request/types/envelope';

/** A shared contract as a customer sees it. */
type PublicContract = WireData<'/public/contract/{token}', 'get'>;

/** A shared contract by its link's token, without a login (house and vehicle contracts' public pages). */
const publicContractApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    publicContract: build.query<PublicContract, string>({
      query: (token) => ({
        url: `/public/contract/${encodeURIComponent(token)}`,
        noAuth: true,
        silent: true,
      }),
      transformResponse: (response: AjaxResult<PublicContract>) => response.data as PublicContract,
    }),
  }),
});

export const { usePublicContractQuery } = publicContractApi;
