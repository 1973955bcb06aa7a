import type { WireData } from '@agency/shared/api/wire';
import { baseApi } from '@agency/shared/features/request/api/base-api';
import type { AjaxResult } from '@agency/shared/features/request/types/envelope';

/** What `GET /search` finds: a few records of each module the user may list (null: not theirs). */
export type FoundRecords = WireData<'/search', 'get'>;
export type FoundRecord = NonNullable<FoundRecords['houses']>[number];

export const globalSearchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchRecords: build.query<FoundRecords, string>({
      // Silent: a failed search says so inside the box, not in a toast over the page.
      query: (q) => ({ url: '/search', method: 'get', params: { q }, silent: true }),
      transformResponse: (body: AjaxResult<FoundRecords>) =>
        body.data ?? { houses: null, cars: null, customers: null, customerScreen: null, contracts: null },
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useSearchRecordsQuery } = globalSearchApi;
