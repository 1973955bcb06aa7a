import type { WireBody, WireRow } from '@agency/shared/api/wire';

/** A staff to-do (`overdue`: open and past its due date by the server's today). */
export type Item = WireRow<'/system/item/list', 'get'>;

export type ItemInput = WireBody<'/system/item', 'post'> & { itemId?: number };
