import { baseApi } from '@agency/shared/features/request/api/base-api';
import type { AjaxResult, TableResult } from '@agency/shared/features/request/types/envelope';
import type { Notice, NoticeForm, NoticePage, NoticeQuery } from '../types/notice';

export const noticeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listNotices: build.query<NoticePage, NoticeQuery>({
      query: (params) => ({ url: '/system/notice/list', params }),
      transformResponse: (response: TableResult<Notice>) => ({
        rows: response.rows ?? [],
        total: response.total ?? 0,
      }),
      providesTags: (result) => [
        { type: 'Notice' as const, id: 'LIST' },
        ...(result?.rows ?? []).map((row) => ({ type: 'Notice' as const, id: row.noticeId })),
      ],
    }),
    getNotice: build.query<Notice, number>({
      query: (id) => ({ url: `/system/notice/${id}` }),
      transformResponse: (response: AjaxResult<Notice>) => response.data as Notice,
      providesTags: (_result, _error, id) => [{ type: 'Notice' as const, id }],
    }),
    addNotice: build.mutation<void, NoticeForm>({
      query: (body) => ({ url: '/system/notice', method: 'POST', data: body }),
      transformResponse: () => undefined,
      invalidatesTags: [{ type: 'Notice', id: 'LIST' }],
    }),
    updateNotice: build.mutation<void, NoticeForm & { noticeId: number }>({
      query: (body) => ({ url: '/system/notice', method: 'PUT', data: body }),
      transformResponse: () => undefined,
      invalidatesTags: (_result, _error, body) => [
        { type: 'Notice', id: 'LIST' },
        { type: 'Notice', id: body.noticeId },
      ],
    }),
    deleteNotices: build.mutation<void, number[]>({
      query: (ids) => ({ url: `/system/notice/${ids.join(',')}`, method: 'DELETE' }),
      transformResponse: () => undefined,
      invalidatesTags: [{ type: 'Notice', id: 'LIST' }],
    }),
  }),
});

export const {
  useListNoticesQuery,
  useLazyGetNoticeQuery,
  useAddNoticeMutation,
  useUpdateNoticeMutation,
  useDeleteNoticesMutation,
} = noticeApi;
