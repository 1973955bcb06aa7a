import type { WireData } from '@agency/shared/api/wire';
import { baseApi } from '@agency/shared/features/request/api/base-api';
import type { AjaxResult } from '@agency/shared/features/request/types/envelope';
import { createResourceApi } from '@agency/shared/features/resource/api/create-resource-api';
import type { Evaluation, EvaluationInput } from '../types/evaluation';

/** A house's average of shown reviews. */
type HouseRating = WireData<'/system/houseEvaluation/rating/{id}', 'get'>;

/** A house of the review form's house picker. */
type HouseOption = WireData<'/system/houseEvaluation/houseOptions', 'get'>[number];

const BASE = '/system/houseEvaluation';

/** Evaluations: the kit's list, get, add, edit (hide or show) and delete. */
export const evaluationApi = createResourceApi<Evaluation, EvaluationInput>({
  name: 'evaluation',
  base: BASE,
  tag: 'Evaluation',
});

export const evaluationExtraApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    evaluationHouseOptions: build.query<HouseOption[], { name?: string }>({
      query: (params) => ({ url: `${BASE}/houseOptions`, params }),
      transformResponse: (response: AjaxResult<HouseOption[]>) => response.data ?? [],
    }),
    houseRating: build.query<HouseRating, number>({
      query: (id) => ({ url: `${BASE}/rating/${id}` }),
      transformResponse: (response: AjaxResult<HouseRating>) => response.data ?? { average: null, count: 0 },
      providesTags: [{ type: 'Evaluation', id: 'LIST' }],
    }),
  }),
});

export const { useEvaluationHouseOptionsQuery, useHouseRatingQuery } = evaluationExtraApi;
