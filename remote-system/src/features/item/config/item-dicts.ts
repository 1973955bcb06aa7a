export const ITEM_PRIORITY_DICT = 'sys_item_priority';
export const ITEM_STATUS_DICT = 'sys_item_status';
