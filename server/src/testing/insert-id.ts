import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';

/**
 * Inserts one row and gives its id: the records a test's beforeAll writes straight to
 * the database (a template, a house, a lease) to call the routes on.
 */
export async function insertId<T extends PgTable & { id: PgColumn }>(
  db: Database,
  table: T,
  values: PgInsertValue<T>,
): Promise<number> {
  const [row] = await db.insert(table).values(values).returning({ id: table.id });
  if (!row) throw new Error('set-up: the row was not inserted');
  return row.id as number;
}
