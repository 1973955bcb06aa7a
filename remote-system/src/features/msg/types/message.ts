import type { WireBody, WireData, WireRow } from '@agency/shared/api/wire';

/** An in-app message; `recipients` only in the detail. */
export type Message = WireRow<'/system/msg/list', 'get'>;

/** One recipient and when they read it (null: not yet). */
export type MessageRecipient = NonNullable<Message['recipients']>[number];

export type MessageDetail = Message & { recipients: MessageRecipient[] };

export type MessageInput = WireBody<'/system/msg', 'post'> & { messageId?: number };

/** Whom a message may go to. */
export type RecipientOptions = WireData<'/system/msg/recipientOptions', 'get'>;
