import { baseApi } from '@agency/shared/features/request/api/base-api';
import type { AjaxResult } from '@agency/shared/features/request/types/envelope';

/** A shown quick link (`GET /system/link/navbar`). */
export interface QuickLink {
  linkId: number;
  linkName: string;
  url: string;
  icon: string;
}

export const quickLinksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getQuickLinks: build.query<QuickLink[], void>({
      query: () => ({ url: '/system/link/navbar', method: 'get', silent: true }),
      transformResponse: (body: AjaxResult<QuickLink[]>) => body.data ?? [],
      // The link screen's changes (its list tag) refresh the menu.
      providesTags: [{ type: 'QuickLink', id: 'LIST' }],
    }),
  }),
});

export const { useGetQuickLinksQuery } = quickLinksApi;
