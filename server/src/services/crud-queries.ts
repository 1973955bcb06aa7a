import { and, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client';
import { ApiError } from '../plugins/api-error';
import { boundedTotal, countUpToLimit } from './bounded-count';
import { type PageQuery, pageOf, parseIds } from './paging';

// The queries every CRUD screen repeats, so that "not found", paging and id lists
// behave the same on all of them. `notFoundKey` is the screen's own message.

/** The ids of a "1,2,3" path parameter; `notFoundKey` when any part is not a positive integer. */
export function idsOrThrow(text: string, notFoundKey = 'recordNotFound'): number[] {
  const ids = parseIds(text);
  if (!ids) throw new ApiError(notFoundKey);
  return ids;
}

/** The row whose `idColumn` is `id`; `notFoundKey` when there is none. */
export async function rowByIdOrThrow<T extends PgTable>(
  db: Queryable,
  table: T,
  idColumn: PgColumn,
  id: number,
  notFoundKey = 'recordNotFound',
  /** Rows outside it are not found (a screen that shows part of a table). */
  scope?: SQL,
): Promise<T['$inferSelect']> {
  const [row] = (await db
    .select()
    .from(table as PgTable)
    .where(and(eq(idColumn, id), scope))) as T['$inferSelect'][];
  if (!row) throw new ApiError(notFoundKey);
  return row;
}

/**
 * One page of `table` (every row when the query asks for no page, as in RuoYi) and the
 * count of the rows matching `where`: exact up to EXACT_COUNT_LIMIT, beyond it the
 * planner's estimate with `totalEstimated` (bounded-count.ts).
 */
export async function selectPage<T extends PgTable>(
  db: Queryable,
  table: T,
  query: PageQuery,
  where: SQL | undefined,
  orderBy: SQL[],
): Promise<{ rows: T['$inferSelect'][]; total: number; totalEstimated?: true }> {
  const page = pageOf(query);
  const base = db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...orderBy);
  const rows = (page ? await base.limit(page.limit).offset(page.offset) : await base) as T['$inferSelect'][];
  const counted = await countUpToLimit(db, table, where);
  return { rows, ...(await boundedTotal(db, table, where, counted)) };
}

/**
 * Deletes the rows whose ids a "1,2,3" path parameter names; `notFoundKey` when the
 * text holds no valid ids or none of them was there.
 */
export async function deleteByIds(
  db: Queryable,
  table: PgTable,
  idColumn: PgColumn,
  idsText: string,
  notFoundKey = 'recordNotFound',
  /** Rows outside it are left alone (a screen that shows part of a table). */
  scope?: SQL,
): Promise<void> {
  const ids = idsOrThrow(idsText, notFoundKey);
  const deleted = await db
    .delete(table)
    .where(and(inArray(idColumn, ids), scope))
    .returning({ id: idColumn });
  if (deleted.length === 0) throw new ApiError(notFoundKey);
}

/**
 * Whether a row other than `exceptId` (the one being edited; none on add) matches all
 * `conditions`: the uniqueness check of add and edit forms.
 */
export async function otherRowExists(
  db: Queryable,
  table: PgTable,
  idColumn: PgColumn,
  conditions: SQL[],
  exceptId?: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: idColumn })
    .from(table)
    .where(and(...conditions, exceptId ? ne(idColumn, exceptId) : undefined))
    .limit(1);
  return rows.length > 0;
}
