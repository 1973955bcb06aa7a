import { index, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { idColumn, timestamptz } from './columns';

/**
 * Deploy tokens: a team's pipeline publishes new versions of one module with its
 * token (issue 13). Only the SHA-256 of a token is stored; the token is shown once.
 */
export const sysModuleToken = pgTable(
  'sys_module_token',
  {
    tokenId: idColumn('token_id'),
    /** Federation name of the one module the token may publish, e.g. remote_house. */
    moduleName: varchar('module_name', { length: 64 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    label: varchar('label', { length: 100 }).notNull().default(''),
    createBy: varchar('create_by', { length: 64 }).notNull().default(''),
    createTime: timestamptz('create_time').notNull().defaultNow(),
    lastUsedTime: timestamptz('last_used_time'),
    revokedBy: varchar('revoked_by', { length: 64 }),
    revokedTime: timestamptz('revoked_time'),
  },
  (t) => [index('sys_module_token_module_idx').on(t.moduleName)],
);

/** History of a module: publishes (accepted or refused), activations and rollbacks. */
export const sysModuleEvent = pgTable(
  'sys_module_event',
  {
    eventId: idColumn('event_id'),
    moduleName: varchar('module_name', { length: 64 }).notNull(),
    version: varchar('version', { length: 32 }).notNull(),
    /** publish, refuse, activate, rollback. */
    action: varchar('action', { length: 16 }).notNull(),
    /** The version that was active before an activation or rollback. */
    fromVersion: varchar('from_version', { length: 32 }),
    /** Check messages of a publish or refusal. */
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    operator: varchar('operator', { length: 100 }).notNull().default(''),
    time: timestamptz('time').notNull().defaultNow(),
  },
  (t) => [index('sys_module_event_module_idx').on(t.moduleName, t.time)],
);
