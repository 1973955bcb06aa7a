import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { Client } from 'pg';
import { type OpenedDatabase, openDatabase } from '../db/client';

export interface TestDatabase {
  opened: OpenedDatabase;
  /** URL of the per-file PostgreSQL database; undefined for PGlite. */
  databaseUrl: string | undefined;
  /** Closes the connection and drops the per-file database. */
  drop(): Promise<void>;
}

/**
 * Where jest's global set-up left the migrated and seeded template (global-setup.ts): a
 * PGlite data folder dump, or a PostgreSQL database to copy. Unset outside jest's run.
 */
export const TEMPLATE_ENV = 'AGENCY_TEST_TEMPLATE';

export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

let pgliteTemplate: Promise<Blob> | undefined;

/**
 * A fresh database for one test file: PGlite in memory, or — when TEST_DATABASE_URL
 * names a PostgreSQL server — a uniquely named database on it, dropped afterwards.
 * Empty, or with `fromTemplate` a copy of the migrated and seeded template when the
 * global set-up made one: initdb, migrations and seed cost some 5 s a file on PGlite.
 */
export async function createTestDatabase(options: { fromTemplate?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = options.fromTemplate ? process.env[TEMPLATE_ENV] : undefined;
  if (!serverUrl) {
    if (template) pgliteTemplate ??= fs.readFile(template).then((bytes) => new Blob([bytes]));
    const opened = await openDatabase({ pgliteDump: template ? await pgliteTemplate : undefined });
    return { opened, databaseUrl: undefined, drop: () => opened.close() };
  }
  const name = `agency_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Dropping the database ends connections that are still closing; that is expected here.
  const opened = await openDatabase({ databaseUrl: url.toString(), onConnectionError: () => undefined });
  return {
    opened,
    databaseUrl: url.toString(),
    drop: async () => {
      // A test may have closed the handle itself already.
      await opened.close().catch(() => undefined);
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}
