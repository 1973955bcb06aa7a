import { baseApi } from '../../request/api/base-api';
import type { AjaxResult } from '../../request/types/envelope';
import type { PublicFeedbackInput } from '../types/public-feedback';

/** A visitor's message from a public house or car page: no token (a `/public/` URL). */
export const publicFeedbackApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    leaveFeedback: build.mutation<AjaxResult<unknown>, PublicFeedbackInput>({
      query: (body) => ({ url: '/public/feedback', method: 'POST', data: body, noAuth: true }),
    }),
  }),
});

export const { useLeaveFeedbackMutation } = publicFeedbackApi;
