import path from 'node:path';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { OpenedDatabase } from './client';

/** `server/drizzle`, from `src/db` and from `dist/db` alike. */
export const migrationsFolder = path.resolve(__dirname, '..', '..', 'drizzle');

/** Applies the pending drizzle-kit migrations with the migrator of the driver in use. */
export async function migrateDatabase(opened: OpenedDatabase): Promise<void> {
  const driver = opened.driver;
  if (driver.kind === 'pglite') {
    await migratePglite(driver.db, { migrationsFolder });
  } else {
    await migratePostgres(driver.db, { migrationsFolder });
  }
}

/**
 * Runs `work` while holding a PostgreSQL advisory lock, so several server processes
 * starting together migrate and seed one after the other. PGlite has a single process
 * (the data folder lock guarantees it), so it needs no lock.
 */
export async function withStartupLock<T>(opened: OpenedDatabase, work: () => Promise<T>): Promise<T> {
  const driver = opened.driver;
  if (driver.kind === 'pglite') return work();
  const client = await driver.pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock(hashtext('agency-server-startup'))");
    return await work();
  } finally {
    await client.query("SELECT pg_advisory_unlock(hashtext('agency-server-startup'))").catch(() => undefined);
    client.release();
  }
}
