import type { WireData, WireRow } from '@agency/shared/api/wire';
import { baseApi } from '@agency/shared/features/request/api/base-api';
import type { AjaxResult } from '@agency/shared/features/request/types/envelope';

/** One of the user's messages in the navbar, with their read mark. */
export type InboxMessage = WireRow<'/system/msg/inbox', 'get'>;

/** One message to read; its `content` is plain text. */
export type InboxMessageContent = WireData<'/system/msg/inbox/{messageId}', 'get'>;

const INBOX = { type: 'Message' as const, id: 'INBOX' };
const TOP = 10;

/** The signed-in user's in-app messages: the newest, the unread count, one to read, read marks. */
export const messageInboxApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    inboxMessages: build.query<{ rows: InboxMessage[]; unreadCount: number }, void>({
      query: () => ({ url: '/system/msg/inbox', params: { pageNum: 1, pageSize: TOP }, silent: true }),
      transformResponse: (body: AjaxResult<unknown> & { rows?: InboxMessage[]; unreadCount?: number }) => ({
        rows: body.rows ?? [],
        unreadCount: body.unreadCount ?? 0,
      }),
      // Sending or editing messages on the message screen refreshes the inbox too.
      providesTags: [INBOX, { type: 'Message', id: 'LIST' }],
    }),
    inboxMessage: build.query<InboxMessageContent, number>({
      query: (messageId) => ({ url: `/system/msg/inbox/${messageId}` }),
      transformResponse: (body: AjaxResult<InboxMessageContent>) => body.data as InboxMessageContent,
    }),
    markMessageRead: build.mutation<unknown, number | undefined>({
      query: (messageId) => ({
        url: '/system/msg/inbox/read',
        method: 'POST',
        params: messageId ? { messageId } : {},
        silent: true,
      }),
      invalidatesTags: [INBOX],
    }),
  }),
});

export const { useInboxMessagesQuery, useInboxMessageQuery, useMarkMessageReadMutation } = messageInboxApi;
