import { index, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { refColumn, timestamptz } from './columns';

/**
 * Server-side sessions. The client's bearer token is never stored, only its SHA-256
 * hash; `session_id` is the public id the online-users screen shows and forces out
 * (RuoYi's tokenId). Every authenticated request moves `expire_time` forward.
 */
export const sysSession = pgTable(
  'sys_session',
  {
    sessionId: varchar('session_id', { length: 64 }).primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    userId: refColumn('user_id').notNull(),
    userName: varchar('user_name', { length: 30 }).notNull(),
    deptName: varchar('dept_name', { length: 50 }).notNull().default(''),
    ipaddr: varchar('ipaddr', { length: 128 }).notNull().default(''),
    loginLocation: varchar('login_location', { length: 255 }).notNull().default(''),
    browser: varchar('browser', { length: 50 }).notNull().default(''),
    os: varchar('os', { length: 50 }).notNull().default(''),
    loginTime: timestamptz('login_time').notNull().defaultNow(),
    lastAccessTime: timestamptz('last_access_time').notNull().defaultNow(),
    expireTime: timestamptz('expire_time').notNull(),
  },
  (t) => [
    uniqueIndex('sys_session_token_hash_key').on(t.tokenHash),
    index('sys_session_user_idx').on(t.userId),
    index('sys_session_expire_idx').on(t.expireTime),
  ],
);
