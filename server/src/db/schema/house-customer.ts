import { date, index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, moneyColumn } from './columns';
import { trigramIndex } from './search-index';

/**
 * Customers. `client_source` holds a `customer_source` value, `status` a
 * `customer_status` value; `remark` (audit column) holds the remarks.
 */
export const houseCustomer = pgTable(
  'house_customer',
  {
    id: idColumn('id'),
    clientName: varchar('client_name', { length: 100 }).notNull(),
    phoneNumber: varchar('phone_number', { length: 30 }).notNull().default(''),
    email: varchar('email', { length: 100 }).notNull().default(''),
    clientSource: varchar('client_source', { length: 20 }),
    budgetMin: moneyColumn('budget_min', 16),
    budgetMax: moneyColumn('budget_max', 16),
    currency: varchar('currency', { length: 8 }),
    preferredAreas: varchar('preferred_areas', { length: 255 }),
    layoutRequirement: varchar('layout_requirement', { length: 255 }),
    carModelRequirement: varchar('car_model_requirement', { length: 255 }),
    expectedMoveInDate: date('expected_move_in_date', { mode: 'string' }),
    otherRequirements: varchar('other_requirements', { length: 1000 }),
    status: varchar('status', { length: 20 }).notNull().default('new'),
    ...auditColumns(),
  },
  (t) => [
    trigramIndex('house_customer_name_trgm', t.clientName),
    trigramIndex('house_customer_phone_trgm', t.phoneNumber),
    trigramIndex('house_customer_email_trgm', t.email),
    index('house_customer_create_time_idx').on(t.createTime, t.id),
  ],
);
