import { baseApi } from '@agency/shared/features/request/api/base-api';
import type { AjaxResult } from '@agency/shared/features/request/types/envelope';
import type { PublicReviews, ReviewInput } from '../types/public-review';

const tag = (id: string) => ({ type: 'House' as const, id: `reviews-${id}` });

/** A listed house's reviews and the visitor's form: no token (a `/public/` URL). */
export const publicReviewsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    publicReviews: build.query<PublicReviews, string>({
      query: (id) => ({
        url: `/public/house/${encodeURIComponent(id)}/evaluations`,
        noAuth: true,
        silent: true,
      }),
      transformResponse: (response: AjaxResult<PublicReviews>) => response.data as PublicReviews,
      providesTags: (_result, _error, id) => [tag(id)],
    }),
    leaveReview: build.mutation<AjaxResult<unknown>, { id: string; body: ReviewInput }>({
      query: ({ id, body }) => ({
        url: `/public/house/${encodeURIComponent(id)}/evaluations`,
        method: 'POST',
        data: body,
        noAuth: true,
      }),
      invalidatesTags: (_result, _error, { id }) => [tag(id)],
    }),
  }),
});

export const { usePublicReviewsQuery, useLeaveReviewMutation } = publicReviewsApi;
