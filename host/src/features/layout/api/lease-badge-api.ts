import { baseApi } from '@agency/shared/features/request/api/base-api';
import type { AjaxResult } from '@agency/shared/features/request/types/envelope';

export const leaseBadgeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** How many leases end soon (due or reminded, not over), for the navbar badge. */
    getLeasesEndingSoon: build.query<number, void>({
      query: () => ({ url: '/houseLeaseExpires/endingSoon', method: 'get', silent: true }),
      transformResponse: (body: AjaxResult<{ count: number }>) => body.data?.count ?? 0,
      // Any change to the reminders (the list's tag) refreshes the count.
      providesTags: [{ type: 'LeaseExpire', id: 'LIST' }],
    }),
  }),
});

export const { useGetLeasesEndingSoonQuery } = leaseBadgeApi;
