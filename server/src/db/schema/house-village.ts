import { numeric, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, refColumn } from './columns';
import { sysDeveloper } from './sys-developer';

/** Villages (residential compounds) houses belong to. */
export const houseVillage = pgTable('house_village', {
  id: idColumn('id'),
  name: varchar('name', { length: 100 }).notNull(),
  /** Land area in square metres. */
  area: numeric('area', { precision: 14, scale: 2, mode: 'number' }),
  /** Year built. */
  year: varchar('year', { length: 10 }),
  buildingType: varchar('building_type', { length: 50 }),
  /** Greening rate in percent. */
  greeningRate: numeric('greening_rate', { precision: 5, scale: 2, mode: 'number' }),
  introduction: text('introduction'),
  /** The developer who built it; deleting the developer leaves the village without one. */
  developerId: refColumn('developer_id').references(() => sysDeveloper.developerId, { onDelete: 'set null' }),
  ...auditColumns(),
});
