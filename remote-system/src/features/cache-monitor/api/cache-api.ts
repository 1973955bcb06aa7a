import type { WireData } from '@agency/shared/api/wire';
import { baseApi } from '@agency/shared/features/request/api/base-api';
import type { AjaxResult } from '@agency/shared/features/request/types/envelope';
import type { CacheInfo } from '../types/cache';

/** One entry (`GET /monitor/cache/getValue/...`): its value is JSON text. */
type CacheEntry = WireData<'/monitor/cache/getValue/{cacheName}/{cacheKey}', 'get'>;

const ALL = { type: 'Cache' as const, id: 'ALL' };

/** The cache monitor (`/monitor/cache`, RuoYi's CacheController paths). */
export const cacheApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    cacheInfo: build.query<CacheInfo, void>({
      query: () => ({ url: '/monitor/cache' }),
      transformResponse: (response: AjaxResult<CacheInfo>) => response.data as CacheInfo,
      providesTags: [ALL],
    }),
    cacheKeys: build.query<string[], string>({
      query: (cacheName) => ({ url: `/monitor/cache/getKeys/${encodeURIComponent(cacheName)}` }),
      transformResponse: (response: AjaxResult<string[]>) => response.data ?? [],
      providesTags: [ALL],
    }),
    cacheValue: build.query<CacheEntry, { cacheName: string; cacheKey: string }>({
      query: ({ cacheName, cacheKey }) => ({
        url: `/monitor/cache/getValue/${encodeURIComponent(cacheName)}/${encodeURIComponent(cacheKey)}`,
        // An entry that expired since the keys were listed is a state of the panel, not an error toast.
        silent: true,
      }),
      transformResponse: (response: AjaxResult<CacheEntry>) => response.data as CacheEntry,
      providesTags: [ALL],
    }),
    cacheClearName: build.mutation<AjaxResult, string>({
      query: (cacheName) => ({
        url: `/monitor/cache/clearCacheName/${encodeURIComponent(cacheName)}`,
        method: 'delete',
      }),
      invalidatesTags: [ALL],
    }),
    cacheClearKey: build.mutation<AjaxResult, string>({
      query: (cacheKey) => ({
        url: `/monitor/cache/clearCacheKey/${encodeURIComponent(cacheKey)}`,
        method: 'delete',
      }),
      invalidatesTags: [ALL],
    }),
    cacheClearAll: build.mutation<AjaxResult, void>({
      query: () => ({ url: '/monitor/cache/clearCacheAll', method: 'delete' }),
      invalidatesTags: [ALL],
    }),
  }),
});

export const {
  useCacheInfoQuery,
  useCacheKeysQuery,
  useCacheValueQuery,
  useCacheClearNameMutation,
  useCacheClearKeyMutation,
  useCacheClearAllMutation,
} = cacheApi;
