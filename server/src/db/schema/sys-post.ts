import { integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, statusColumn } from './columns';

/** Job positions (posts) a user may hold. */
export const sysPost = pgTable(
  'sys_post',
  {
    postId: idColumn('post_id'),
    postCode: varchar('post_code', { length: 64 }).notNull(),
    postName: varchar('post_name', { length: 50 }).notNull(),
    postSort: integer('post_sort').notNull().default(0),
    status: statusColumn(),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('sys_post_post_code_key').on(t.postCode)],
);
