import { index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { idColumn, refColumn, timestamptz } from './columns';

/**
 * Every status change of a house (issue 7): who (`operator`, a user name), when, from
 * and to which `house_status` value, and the action of the transition table
 * (`server/src/routes/house/house-room-states.ts`). `from_status` is null for a new house.
 */
export const houseRoomStatusLog = pgTable(
  'house_room_status_log',
  {
    id: idColumn('id'),
    roomId: refColumn('room_id').notNull(),
    fromStatus: varchar('from_status', { length: 20 }),
    toStatus: varchar('to_status', { length: 20 }).notNull(),
    action: varchar('action', { length: 20 }).notNull(),
    operator: varchar('operator', { length: 64 }).notNull().default(''),
    operTime: timestamptz('oper_time').notNull().defaultNow(),
  },
  (t) => [index('house_room_status_log_room_idx').on(t.roomId, t.operTime)],
);
