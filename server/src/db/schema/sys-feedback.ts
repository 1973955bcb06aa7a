import { char, index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { carInfo } from './car-info';
import { auditColumns, idColumn, refColumn, timestamptz } from './columns';
import { houseRoom } from './house-room';

/**
 * Messages visitors leave on the public house and car pages (`system/feedback`). The
 * subject keeps the house's or car's name as the visitor saw it, so the message still
 * reads when the record is gone.
 */
export const sysFeedback = pgTable(
  'sys_feedback',
  {
    feedbackId: idColumn('feedback_id'),
    /** The house the visitor wrote about, or null (a car, or a house since deleted). */
    roomId: refColumn('room_id').references(() => houseRoom.id, { onDelete: 'set null' }),
    carId: refColumn('car_id').references(() => carInfo.id, { onDelete: 'set null' }),
    /** 'house' or 'car'. */
    subjectType: varchar('subject_type', { length: 8 }).notNull(),
    subjectName: varchar('subject_name', { length: 200 }).notNull(),
    visitorName: varchar('visitor_name', { length: 64 }).notNull(),
    contact: varchar('contact', { length: 100 }).notNull(),
    content: varchar('content', { length: 1000 }).notNull(),
    /** '0' new, '1' handled (`sys_feedback_status`). */
    status: char('status', { length: 1 }).notNull().default('0'),
    reply: varchar('reply', { length: 1000 }),
    handledBy: varchar('handled_by', { length: 64 }),
    handleTime: timestamptz('handle_time'),
    ...auditColumns(),
  },
  (t) => [index('sys_feedback_status_idx').on(t.status)],
);
