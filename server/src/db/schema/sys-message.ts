import { index, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, refColumn, timestamptz } from './columns';
import { sysUser } from './sys-user';

/**
 * In-app messages from staff to users or roles (`system/msg`). The chosen users and roles
 * are kept as written (comma-separated ids); who receives it is in sys_message_recipient.
 */
export const sysMessage = pgTable('sys_message', {
  messageId: idColumn('message_id'),
  title: varchar('title', { length: 100 }).notNull(),
  content: varchar('content', { length: 5000 }).notNull(),
  userIds: varchar('user_ids', { length: 2000 }).notNull().default(''),
  roleIds: varchar('role_ids', { length: 500 }).notNull().default(''),
  ...auditColumns(),
});

/**
 * Each recipient of a message (the chosen users and the members of the chosen roles when
 * it was sent or last edited) and when they read it (null: unread).
 */
export const sysMessageRecipient = pgTable(
  'sys_message_recipient',
  {
    messageId: refColumn('message_id')
      .notNull()
      .references(() => sysMessage.messageId, { onDelete: 'cascade' }),
    userId: refColumn('user_id')
      .notNull()
      .references(() => sysUser.userId, { onDelete: 'cascade' }),
    readTime: timestamptz('read_time'),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.userId] }),
    index('sys_message_recipient_user_idx').on(t.userId),
  ],
);
