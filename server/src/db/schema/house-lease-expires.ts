import { date, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, refColumn } from './columns';

/**
 * House lease expiry reminders. `reminder_status` holds a `lease_reminder_status` value
 * (reminded, expired, notDue); the reminder fires `reminder_lead` units
 * (`lease_reminder_unit`: day, week, month) before `end_date`.
 */
export const houseLeaseExpires = pgTable(
  'house_lease_expires',
  {
    id: idColumn('id'),
    roomId: refColumn('room_id'),
    tenantName: varchar('tenant_name', { length: 100 }).notNull(),
    tenantPhone: varchar('tenant_phone', { length: 30 }),
    reminderStatus: varchar('reminder_status', { length: 16 }).notNull().default('notDue'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    reminderLead: integer('reminder_lead').notNull().default(1),
    reminderUnit: varchar('reminder_unit', { length: 8 }).notNull().default('month'),
    ...auditColumns(),
  },
  (t) => [index('house_lease_expires_end_idx').on(t.endDate)],
);
