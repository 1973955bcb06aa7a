import { pgTable, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from './columns';

/** Property developers (`system/developer`); a village names its developer. */
export const sysDeveloper = pgTable('sys_developer', {
  developerId: idColumn('developer_id'),
  companyName: varchar('company_name', { length: 100 }).notNull(),
  /** An uploaded image (`/profile/upload/...`). */
  logo: varchar('logo', { length: 500 }),
  contactName: varchar('contact_name', { length: 50 }),
  phone: varchar('phone', { length: 30 }),
  /** http(s) only. */
  website: varchar('website', { length: 500 }),
  description: varchar('description', { length: 2000 }),
  ...auditColumns(),
});
