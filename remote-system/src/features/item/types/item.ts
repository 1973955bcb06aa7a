import type { WireBody, WireRow } from '@agency/shared/api/wire';

/**
 * A staff to-do as `/system/item` sends it: `priority` of sys_item_priority, `status` of
 * sys_item_status, `overdue` open and past its due date (the server's today).
 */
export type Item = WireRow<'/system/item/list', 'get'>;

export type ItemInput = WireBody<'/system/item', 'post'> & { itemId?: number };

export const ITEM_PRIORITY_DICT = 'sys_item_priority';
export const ITEM_STATUS_DICT = 'sys_item_status';
