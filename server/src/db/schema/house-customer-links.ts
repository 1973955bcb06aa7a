import { index, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn, refColumn, timestamptz } from './columns';

/**
 * Every status change of a customer (issue 14): from and to which `customer_status`
 * value, who (`operator`, a user name) and when. `from_status` is null for a new customer.
 */
export const houseCustomerStatusLog = pgTable(
  'house_customer_status_log',
  {
    id: idColumn('id'),
    customerId: refColumn('customer_id').notNull(),
    fromStatus: varchar('from_status', { length: 20 }),
    toStatus: varchar('to_status', { length: 20 }).notNull(),
    operator: varchar('operator', { length: 64 }).notNull().default(''),
    operTime: timestamptz('oper_time').notNull().defaultNow(),
  },
  (t) => [index('house_customer_status_log_customer_idx').on(t.customerId, t.operTime)],
);

/**
 * Houses a customer viewed or leased (`relation`: viewed | leased), one row per pair
 * and relation, with who linked them and when.
 */
export const houseCustomerRoom = pgTable(
  'house_customer_room',
  {
    id: idColumn('id'),
    customerId: refColumn('customer_id').notNull(),
    roomId: refColumn('room_id').notNull(),
    relation: varchar('relation', { length: 16 }).notNull(),
    createBy: varchar('create_by', { length: 64 }).notNull().default(''),
    createTime: timestamptz('create_time').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('house_customer_room_key').on(t.customerId, t.roomId, t.relation),
    index('house_customer_room_room_idx').on(t.roomId),
  ],
);
