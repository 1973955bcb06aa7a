import { baseApi } from '@agency/shared/features/request/api/base-api';
import type { AjaxResult } from '@agency/shared/features/request/types/envelope';
import type { PublicHouse } from '../types/public-house';

/** The public house of the detail page: no token (spec section 7), no message on failure (the page says it). */
export const publicHouseApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    publicHouse: build.query<PublicHouse, string>({
      query: (id) => ({
        url: `/system/houseRoom/getHouseRoomList/${encodeURIComponent(id)}`,
        noAuth: true,
        silent: true,
      }),
      transformResponse: (response: AjaxResult<PublicHouse>) => response.data as PublicHouse,
      providesTags: (_result, _error, id) => [{ type: 'House', id: `public-${id}` }],
    }),
  }),
});

export const { usePublicHouseQuery } = publicHouseApi;
