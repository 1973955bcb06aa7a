import type { WireData } from '@agency/shared/api/wire';
import { baseApi } from '@agency/shared/features/request/api/base-api';
import type { AjaxResult } from '@agency/shared/features/request/types/envelope';

/** A published notice in the navbar, with the caller's read mark. */
export type TopNotice = WireData<'/system/notice/listTop', 'get'>[number];

/** One notice to read; its `noticeContent` is sanitised by the server on every write. */
export type PublishedNotice = WireData<'/system/notice/published/{noticeId}', 'get'>;

const TOP = { type: 'Notice' as const, id: 'TOP' };

/** RuoYi-Vue3's navbar notices: `listTop`, `markRead`, `markReadAll`, and one notice to read. */
export const noticeBellApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    topNotices: build.query<{ rows: TopNotice[]; unreadCount: number }, void>({
      query: () => ({ url: '/system/notice/listTop', silent: true }),
      transformResponse: (body: AjaxResult<TopNotice[]> & { unreadCount?: number }) => ({
        rows: body.data ?? [],
        unreadCount: body.unreadCount ?? 0,
      }),
      providesTags: [TOP, { type: 'Notice', id: 'LIST' }],
    }),
    publishedNotice: build.query<PublishedNotice, number>({
      query: (noticeId) => ({ url: `/system/notice/published/${noticeId}` }),
      transformResponse: (body: AjaxResult<PublishedNotice>) => body.data as PublishedNotice,
    }),
    markNoticeRead: build.mutation<unknown, number>({
      query: (noticeId) => ({
        url: '/system/notice/markRead',
        method: 'POST',
        params: { noticeId },
        silent: true,
      }),
      invalidatesTags: [TOP],
    }),
    markAllNoticesRead: build.mutation<unknown, void>({
      query: () => ({ url: '/system/notice/markReadAll', method: 'POST' }),
      invalidatesTags: [TOP],
    }),
  }),
});

export const {
  useTopNoticesQuery,
  usePublishedNoticeQuery,
  useMarkNoticeReadMutation,
  useMarkAllNoticesReadMutation,
} = noticeBellApi;
