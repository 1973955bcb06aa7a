import type { OpenedDatabase } from './client';
import { migrateDatabase, withStartupLock } from './migrate';
import { type SeedOptions, seedDatabase } from './seed/run-seed';

/** Migrates, then seeds; with PostgreSQL one process at a time (advisory lock). */
export async function prepareDatabase(opened: OpenedDatabase, options: SeedOptions = {}): Promise<void> {
  await withStartupLock(opened, async () => {
    await migrateDatabase(opened);
    await seedDatabase(opened.db, options);
  });
}
