/** A staff to-do as `/system/item` sends it. */
export interface Item {
  itemId: number;
  title: string;
  description: string | null;
  assigneeId: number;
  assigneeName: string | null;
  /** `YYYY-MM-DD`. */
  dueDate: string | null;
  /** `sys_item_priority`: '1' high, '2' normal, '3' low. */
  priority: string;
  /** `sys_item_status`: '0' to do, '1' in progress, '2' done, '3' cancelled. */
  status: string;
  /** Open and past its due date (the server's today). */
  overdue: boolean;
  roomId: number | null;
  houseName: string | null;
  carId: number | null;
  carName: string | null;
  customerId: number | null;
  customerName: string | null;
  finishTime: string | null;
  createBy: string;
  createTime: string | null;
  remark: string | null;
}

export type ItemInput = Pick<
  Item,
  | 'title'
  | 'description'
  | 'assigneeId'
  | 'dueDate'
  | 'priority'
  | 'status'
  | 'roomId'
  | 'carId'
  | 'customerId'
  | 'remark'
> & { itemId?: number };

export const ITEM_PRIORITY_DICT = 'sys_item_priority';
export const ITEM_STATUS_DICT = 'sys_item_status';
