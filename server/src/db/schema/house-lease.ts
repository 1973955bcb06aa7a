import { date, index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, moneyColumn, refColumn } from './columns';

/**
 * Leases of houses, created when a house is rented out (`handlePush`). `status` is
 * active, ended (the lease was ended and the house is for rent again) or terminated.
 */
export const houseLease = pgTable(
  'house_lease',
  {
    id: idColumn('id'),
    roomId: refColumn('room_id').notNull(),
    tenantName: varchar('tenant_name', { length: 100 }).notNull(),
    tenantPhone: varchar('tenant_phone', { length: 30 }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    rent: moneyColumn('rent', 14),
    currency: varchar('currency', { length: 8 }),
    deposit: moneyColumn('deposit', 14),
    status: varchar('status', { length: 12 }).notNull().default('active'),
    ...auditColumns(),
  },
  (t) => [index('house_lease_room_idx').on(t.roomId, t.status)],
);
