import { char, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from './columns';

/** Staff quick links (`system/link`): shown in the navbar's links menu, http(s) only. */
export const sysQuickLink = pgTable('sys_quick_link', {
  linkId: idColumn('link_id'),
  linkName: varchar('link_name', { length: 100 }).notNull(),
  url: varchar('url', { length: 500 }).notNull(),
  /** A menu icon name (`link`), '#' for none. */
  icon: varchar('icon', { length: 100 }).notNull().default('#'),
  orderNum: integer('order_num').notNull().default(0),
  /** '0' shown in the navbar, '1' hidden (`sys_show_hide`). */
  visible: char('visible', { length: 1 }).notNull().default('0'),
  ...auditColumns(),
});
