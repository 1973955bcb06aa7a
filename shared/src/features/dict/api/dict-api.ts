import { baseApi } from '../../request/api/base-api';
import type { AjaxResult } from '../../request/types/envelope';
import type { DictData } from '../types/dict-data';

export interface DictQueryArgs {
  dictType: string;
  /** Labels are translated by the server: the language is part of the cache key and sent as Accept-Language. */
  language: string;
}

/** Dictionary data by type, cached per type and language (tag `Dict`, id = type). */
export const dictApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDictData: build.query<DictData[], DictQueryArgs>({
      query: ({ dictType, language }) => ({
        url: `/system/dict/data/type/${encodeURIComponent(dictType)}`,
        headers: { 'Accept-Language': language },
      }),
      transformResponse: (response: AjaxResult<DictData[]>) =>
        Array.isArray(response.data) ? response.data : [],
      providesTags: (_result, _error, { dictType }) => [{ type: 'Dict', id: dictType }],
      keepUnusedDataFor: 600,
    }),
  }),
});

export const { useGetDictDataQuery } = dictApi;
