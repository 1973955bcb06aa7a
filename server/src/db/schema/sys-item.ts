import { char, date, index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { carInfo } from './car-info';
import { auditColumns, idColumn, refColumn, timestamptz } from './columns';
import { houseCustomer } from './house-customer';
import { houseRoom } from './house-room';
import { sysUser } from './sys-user';

/** Staff to-dos (`system/item`): who does what by when, maybe about a house, car or customer. */
export const sysItem = pgTable(
  'sys_item',
  {
    itemId: idColumn('item_id'),
    title: varchar('title', { length: 200 }).notNull(),
    description: varchar('description', { length: 2000 }),
    assigneeId: refColumn('assignee_id')
      .notNull()
      .references(() => sysUser.userId, { onDelete: 'cascade' }),
    /** A plain date; past it while open, the item is overdue. */
    dueDate: date('due_date', { mode: 'string' }),
    /** `sys_item_priority`: '1' high, '2' normal, '3' low. */
    priority: char('priority', { length: 1 }).notNull().default('2'),
    /** `sys_item_status`: '0' to do, '1' in progress, '2' done, '3' cancelled. */
    status: char('status', { length: 1 }).notNull().default('0'),
    roomId: refColumn('room_id').references(() => houseRoom.id, { onDelete: 'set null' }),
    carId: refColumn('car_id').references(() => carInfo.id, { onDelete: 'set null' }),
    customerId: refColumn('customer_id').references(() => houseCustomer.id, { onDelete: 'set null' }),
    /** When it was marked done (cleared when reopened). */
    finishTime: timestamptz('finish_time'),
    ...auditColumns(),
  },
  (t) => [index('sys_item_assignee_idx').on(t.assigneeId), index('sys_item_status_idx').on(t.status)],
);
