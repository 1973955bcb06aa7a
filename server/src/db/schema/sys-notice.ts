import { bigint, char, index, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, timestamptz } from './columns';

/** Notices and announcements. `notice_type` 1 notice, 2 announcement; `status` 0 open, 1 closed. */
export const sysNotice = pgTable('sys_notice', {
  noticeId: idColumn('notice_id'),
  noticeTitle: varchar('notice_title', { length: 50 }).notNull(),
  noticeType: char('notice_type', { length: 1 }).notNull(),
  noticeContent: text('notice_content'),
  status: char('status', { length: 1 }).notNull().default('0'),
  ...auditColumns(),
});

/** Who has read which published notice (the navbar bell's unread count, RuoYi's 已读). */
export const sysNoticeRead = pgTable(
  'sys_notice_read',
  {
    noticeId: bigint('notice_id', { mode: 'number' })
      .notNull()
      .references(() => sysNotice.noticeId, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    readTime: timestamptz('read_time').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.userId] }), index('sys_notice_read_user_idx').on(t.userId)],
);
