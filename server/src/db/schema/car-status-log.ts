import { index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { idColumn, refColumn, timestamptz } from './columns';

/**
 * Every status change of a vehicle (issue 8): who (`operator`, a user name, or `system`
 * when a lease ran out), when, from and to which `car_status` value, the action
 * (`add`, `edit`, `lease`, `endLease`, `leaseExpired`, `sold`) and a note (lease order
 * number, buyer). `from_status` is null for a new vehicle.
 */
export const carStatusLog = pgTable(
  'car_status_log',
  {
    id: idColumn('id'),
    carId: refColumn('car_id').notNull(),
    fromStatus: varchar('from_status', { length: 20 }),
    toStatus: varchar('to_status', { length: 20 }).notNull(),
    action: varchar('action', { length: 20 }).notNull(),
    note: varchar('note', { length: 200 }),
    operator: varchar('operator', { length: 64 }).notNull().default(''),
    operTime: timestamptz('oper_time').notNull().defaultNow(),
  },
  (t) => [index('car_status_log_car_idx').on(t.carId, t.operTime)],
);
