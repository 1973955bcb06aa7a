import type { Language } from '@agency/shared/features/i18n/types/language';
import { baseApi } from '@agency/shared/features/request/api/base-api';
import type { AjaxResult } from '@agency/shared/features/request/types/envelope';
import type { ServerRoute } from '../types/server-route';

export const routerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The user's menus; titles follow the language passed (sent as `Accept-Language`). */
    getRouters: build.query<ServerRoute[], Language>({
      query: (language) => ({
        url: '/getRouters',
        method: 'get',
        headers: { 'Accept-Language': language },
        silent: true,
      }),
      transformResponse: (body: AjaxResult<ServerRoute[]>) => (Array.isArray(body.data) ? body.data : []),
      providesTags: ['Menu'],
    }),
  }),
});
