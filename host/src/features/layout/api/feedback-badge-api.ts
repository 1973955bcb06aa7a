import { baseApi } from '@agency/shared/features/request/api/base-api';
import type { AjaxResult } from '@agency/shared/features/request/types/envelope';

export const feedbackBadgeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** How many visitor messages are new (not handled), for the navbar badge. */
    getNewFeedbackCount: build.query<number, void>({
      query: () => ({ url: '/system/feedback/newCount', method: 'get', silent: true }),
      transformResponse: (body: AjaxResult<number>) => body.data ?? 0,
      // Handling or deleting feedback on its screen (the list's tag) refreshes the count.
      providesTags: [{ type: 'Feedback', id: 'LIST' }],
    }),
  }),
});

export const { useGetNewFeedbackCountQuery } = feedbackBadgeApi;
