import { baseApi } from '@agency/shared/features/request/api/base-api';
import type { AjaxResult } from '@agency/shared/features/request/types/envelope';
import type { PublicCar } from '../types/public-car';

/** The vehicle of the public page: no token, no message on failure (the page says it). */
export const publicCarApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    publicCar: build.query<PublicCar, string>({
      query: (id) => ({ url: `/public/car/${encodeURIComponent(id)}`, noAuth: true, silent: true }),
      transformResponse: (response: AjaxResult<PublicCar>) => response.data as PublicCar,
      providesTags: (_result, _error, id) => [{ type: 'Vehicle', id: `public-${id}` }],
    }),
  }),
});

export const { usePublicCarQuery } = publicCarApi;
