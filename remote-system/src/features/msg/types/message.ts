import type { WireBody, WireRow } from '@agency/shared/api/wire';

/** An in-app message; `recipients` only in the detail. */
export type Message = WireRow<'/system/msg/list', 'get'>;

export type MessageInput = WireBody<'/system/msg', 'post'> & { messageId?: number };
