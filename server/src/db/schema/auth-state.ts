import { boolean, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { idColumn, timestamptz } from './columns';

// Short-lived authentication state. It lives in the database, not in process memory,
// so several server processes behind one load balancer agree on it.

/** Captcha answers: valid 2 minutes, deleted when checked (single use). */
export const sysCaptcha = pgTable(
  'sys_captcha',
  {
    uuid: varchar('uuid', { length: 64 }).primaryKey(),
    answer: varchar('answer', { length: 16 }).notNull(),
    expireTime: timestamptz('expire_time').notNull(),
  },
  (t) => [index('sys_captcha_expire_idx').on(t.expireTime)],
);

/**
 * E-mailed verification codes (`purpose` register or reset). Only a SHA-256 hash of
 * the code is kept; it expires after 5 minutes, is used once, and dies after 5 wrong tries.
 */
export const sysEmailCode = pgTable(
  'sys_email_code',
  {
    id: idColumn('id'),
    email: varchar('email', { length: 100 }).notNull(),
    purpose: varchar('purpose', { length: 20 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    used: boolean('used').notNull().default(false),
    expireTime: timestamptz('expire_time').notNull(),
    createTime: timestamptz('create_time').notNull().defaultNow(),
  },
  (t) => [index('sys_email_code_email_idx').on(t.email, t.purpose)],
);

/** Failed logins per user name: 5 failures lock the name for 10 minutes. */
export const sysLoginFailure = pgTable('sys_login_failure', {
  userName: varchar('user_name', { length: 100 }).primaryKey(),
  failCount: integer('fail_count').notNull().default(0),
  lastFailTime: timestamptz('last_fail_time').notNull().defaultNow(),
  lockUntil: timestamptz('lock_until'),
});

/** Duplicate-submit guard: hash of (session, method, URL, body) and when it was last seen. */
export const sysRepeatSubmit = pgTable(
  'sys_repeat_submit',
  {
    keyHash: varchar('key_hash', { length: 64 }).primaryKey(),
    submitTime: timestamptz('submit_time').notNull(),
  },
  (t) => [index('sys_repeat_submit_time_idx').on(t.submitTime)],
);
