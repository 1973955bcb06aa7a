import { baseApi } from '@agency/shared/features/request/api/base-api';
import type { AjaxResult } from '@agency/shared/features/request/types/envelope';

/** A published notice in the navbar, with the caller's read mark. */
export interface TopNotice {
  noticeId: number;
  noticeTitle: string;
  noticeType: string;
  createBy: string;
  createTime: string | null;
  isRead: boolean;
}

export interface PublishedNotice {
  noticeId: number;
  noticeTitle: string;
  noticeType: string;
  /** Sanitised by the server on every write. */
  noticeContent: string | null;
  createBy: string;
  createTime: string | null;
}

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
