import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { type OpenedDatabase, openDatabase } from '../db/client';

export interface TestDatabase {
  opened: OpenedDatabase;
  /** URL of the per-file PostgreSQL database; undefined for PGlite. */
  databaseUrl: string | undefined;
  /** Closes the connection and drops the per-file database. */
  drop(): Promise<void>;
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, empty database for one test file: PGlite in memory, or — when
 * TEST_DATABASE_URL names a PostgreSQL server — a uniquely named database on it,
 * dropped afterwards.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const opened = await openDatabase({});
    return { opened, databaseUrl: undefined, drop: () => opened.close() };
  }
  const name = `agency_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
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
