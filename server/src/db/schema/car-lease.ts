import { date, index, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, moneyColumn, refColumn } from './columns';

/**
 * Vehicle leases (rentals) with their order number, unique across all leases. `type` is
 * `day` or `month`; `status` is active, ended (ran to its end date) or endedEarly.
 */
export const carLease = pgTable(
  'car_lease',
  {
    id: idColumn('id'),
    carId: refColumn('car_id').notNull(),
    /** The car's plate when it was leased (lists, filters and exports read it without a join). */
    plateNumber: varchar('plate_number', { length: 20 }),
    /** Lease kind, e.g. day or month rental. */
    type: varchar('type', { length: 20 }).notNull().default('day'),
    leaseOrderNumber: varchar('lease_order_number', { length: 64 }).notNull(),
    customerName: varchar('customer_name', { length: 100 }),
    customerPhone: varchar('customer_phone', { length: 30 }),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    amount: moneyColumn('amount', 14),
    currency: varchar('currency', { length: 8 }),
    status: varchar('status', { length: 20 }).notNull().default('active'),
    ...auditColumns(),
  },
  (t) => [
    index('car_lease_car_idx').on(t.carId, t.status),
    uniqueIndex('car_lease_order_idx').on(t.leaseOrderNumber),
  ],
);
