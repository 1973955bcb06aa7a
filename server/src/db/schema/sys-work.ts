import { char, index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { carInfo } from './car-info';
import { auditColumns, idColumn, refColumn, timestamptz } from './columns';
import { houseCustomer } from './house-customer';
import { houseRoom } from './house-room';
import { sysUser } from './sys-user';

/** Work records (`system/work`): viewing appointments, visits and follow-ups of staff with customers. */
export const sysWork = pgTable(
  'sys_work',
  {
    workId: idColumn('work_id'),
    /** `sys_work_type`: '1' viewing appointment, '2' visit, '3' follow-up. */
    workType: char('work_type', { length: 1 }).notNull().default('1'),
    startTime: timestamptz('start_time').notNull(),
    endTime: timestamptz('end_time'),
    staffId: refColumn('staff_id')
      .notNull()
      .references(() => sysUser.userId, { onDelete: 'cascade' }),
    customerId: refColumn('customer_id').references(() => houseCustomer.id, { onDelete: 'set null' }),
    roomId: refColumn('room_id').references(() => houseRoom.id, { onDelete: 'set null' }),
    carId: refColumn('car_id').references(() => carInfo.id, { onDelete: 'set null' }),
    location: varchar('location', { length: 200 }),
    /** `sys_work_result`: '0' planned, '1' interested, '2' deal closed, '3' not interested, '4' cancelled. */
    result: char('result', { length: 1 }).notNull().default('0'),
    notes: varchar('notes', { length: 2000 }),
    ...auditColumns(),
  },
  (t) => [index('sys_work_staff_idx').on(t.staffId), index('sys_work_start_idx').on(t.startTime)],
);
