import { char, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from './columns';

/** Notices and announcements. `notice_type` 1 notice, 2 announcement; `status` 0 open, 1 closed. */
export const sysNotice = pgTable('sys_notice', {
  noticeId: idColumn('notice_id'),
  noticeTitle: varchar('notice_title', { length: 50 }).notNull(),
  noticeType: char('notice_type', { length: 1 }).notNull(),
  noticeContent: text('notice_content'),
  status: char('status', { length: 1 }).notNull().default('0'),
  ...auditColumns(),
});
