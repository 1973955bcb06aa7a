import type { WireData } from '@agency/shared/api/wire';
import { baseApi } from '@agency/shared/features/request/api/base-api';
import type { AjaxResult } from '@agency/shared/features/request/types/envelope';
import { createResourceApi } from '@agency/shared/features/resource/api/create-resource-api';
import type { Message, MessageInput } from '../types/message';

/** Whom a message may go to. */
type RecipientOptions = WireData<'/system/msg/recipientOptions', 'get'>;

/** A message with who read it and when (`GET /system/msg/{id}`). */
type MessageDetail = Message & { recipients: NonNullable<Message['recipients']> };

/** In-app messages (`/system/msg`): the kit's list, get, add, edit and delete. */
export const msgApi = createResourceApi<Message, MessageInput>({
  name: 'msg',
  base: '/system/msg',
  tag: 'Message',
  idKey: 'messageId',
});

const msgExtraApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The active users and roles a message may go to. */
    msgRecipientOptions: build.query<RecipientOptions, void>({
      query: () => ({ url: '/system/msg/recipientOptions' }),
      transformResponse: (body: AjaxResult<RecipientOptions>) => body.data ?? { users: [], roles: [] },
    }),
    /** One message with who read it and when. */
    msgReaders: build.query<MessageDetail, number>({
      query: (messageId) => ({ url: `/system/msg/${messageId}` }),
      transformResponse: (body: AjaxResult<MessageDetail>) => body.data as MessageDetail,
      providesTags: (_result, _error, id) => [{ type: 'Message', id }],
    }),
  }),
});

export const { useMsgRecipientOptionsQuery, useMsgReadersQuery } = msgExtraApi;
