import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client';

/**
 * Lists count their rows exactly up to here; beyond, the planner's estimate is answered
 * and flagged `totalEstimated` (issue 34): counting 100,000 matching rows read them all on
 * every page of a list, when a user pages through the first few and a list says "about".
 */
export const EXACT_COUNT_LIMIT = 10_000;

/** SQL for the rows matching `where`, counted up to one past {@link EXACT_COUNT_LIMIT}. */
export function cappedCount(table: PgTable, where: SQL | undefined): SQL<number> {
  return sql<number>`(select count(*) from (select 1 from ${table} where ${where ?? sql`true`} limit ${
    EXACT_COUNT_LIMIT + 1
  }) as capped)`.mapWith(Number);
}

/** The rows matching `where`, counted up to one past {@link EXACT_COUNT_LIMIT}, on their own. */
export async function countUpToLimit(db: Queryable, table: PgTable, where: SQL | undefined): Promise<number> {
  const result = (await db.execute(sql`select ${cappedCount(table, where)} as n`)) as unknown as {
    rows: { n: number | string }[];
  };
  return Number(result.rows[0]?.n ?? 0);
}

interface PlanRoot {
  Plan?: { 'Plan Rows'?: number };
}

/** The planner's estimate of the rows matching `where`: `EXPLAIN`, no row read. */
export async function estimatedCount(db: Queryable, table: PgTable, where: SQL | undefined): Promise<number> {
  const result = (await db.execute(
    sql`explain (format json) select 1 from ${table} where ${where ?? sql`true`}`,
  )) as unknown as {
    rows: Record<string, unknown>[];
  };
  const cell = Object.values(result.rows[0] ?? {})[0];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as PlanRoot[] | undefined;
  return Math.round(plan?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

/**
 * A list's total from its capped count: exact up to the limit; beyond, the estimate (never
 * below the limit, never below the rows counted), with `totalEstimated`.
 */
export async function boundedTotal(
  db: Queryable,
  table: PgTable,
  where: SQL | undefined,
  counted: number,
): Promise<{ total: number; totalEstimated?: true }> {
  if (counted <= EXACT_COUNT_LIMIT) return { total: counted };
  const estimate = await estimatedCount(db, table, where);
  return { total: Math.max(estimate, counted), totalEstimated: true };
}
