import { bigint, boolean, jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from './columns';

/** Messages of the publish checks, as translation keys with their values. */
export interface ModuleCheckMessage {
  key: string;
  params?: Record<string, string>;
}

export interface ModuleChecks {
  errors: ModuleCheckMessage[];
  warnings: ModuleCheckMessage[];
}

/**
 * Module registry: one row per deployed remote build. `GET /public/modules` lists the
 * active version of each remote; switching or rolling back a module flips `active`.
 */
export const sysModule = pgTable(
  'sys_module',
  {
    moduleId: idColumn('module_id'),
    /** Federation name, e.g. remote_house. */
    name: varchar('name', { length: 64 }).notNull(),
    version: varchar('version', { length: 32 }).notNull(),
    /** URL of the remote entry, e.g. /remotes/remote_house/1.0.0/remoteEntry.js. */
    entry: varchar('entry', { length: 255 }).notNull(),
    /** First segments of the menu component strings the remote serves, e.g. ["house"]. */
    prefixes: jsonb('prefixes').$type<string[]>().notNull().default([]),
    active: boolean('active').notNull().default(false),
    /** `build` (found in the repository), `published` (uploaded archive) or `url` (hosted elsewhere). */
    source: varchar('source', { length: 16 }).notNull().default('build'),
    /** Bytes of the version's files (0 when hosted elsewhere). */
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull().default(0),
    /** What the checks of a published version found: errors refuse it, warnings are shown. */
    checks: jsonb('checks').$type<ModuleChecks>().notNull().default({ errors: [], warnings: [] }),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('sys_module_name_version_key').on(t.name, t.version)],
);
