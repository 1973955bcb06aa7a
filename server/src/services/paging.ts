import { Type } from '@sinclair/typebox';
import { type AnyColumn, and, asc, desc, gte, lte, type SQL } from 'drizzle-orm';
import { ApiError } from '../plugins/api-error';
import { parseRangeBound } from './date-format';

/** The page fields alone, for lists that take no sort or date range. */
export const pageNumberFields = {
  // Bounded so that pageNum * pageSize stays a valid OFFSET (1e20 overflowed bigint).
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
};

/**
 * RuoYi paging query fields, to spread into a route's querystring schema:
 * `Type.Object({ ...pageQueryFields, dictName: Type.Optional(Type.String()) })`.
 */
export const pageQueryFields = {
  ...pageNumberFields,
  orderByColumn: Type.Optional(Type.String({ maxLength: 64 })),
  isAsc: Type.Optional(
    Type.Union([
      Type.Literal('asc'),
      Type.Literal('desc'),
      Type.Literal('ascending'),
      Type.Literal('descending'),
    ]),
  ),
  'params[beginTime]': Type.Optional(Type.String({ maxLength: 19 })),
  'params[endTime]': Type.Optional(Type.String({ maxLength: 19 })),
};

export interface PageQuery {
  pageNum?: number;
  pageSize?: number;
  orderByColumn?: string;
  isAsc?: 'asc' | 'desc' | 'ascending' | 'descending';
  'params[beginTime]'?: string;
  'params[endTime]'?: string;
}

/** Rows a list answers when the client asks for no page (RuoYi sends every row; we cap it). */
export const maxUnpagedRows = 1000;

/**
 * limit/offset when the client asks for a page; otherwise the first
 * {@link maxUnpagedRows} rows (RuoYi returns every row, which lets one call read a whole table).
 */
export function pageOf(query: PageQuery): { limit: number; offset: number } {
  if (query.pageNum === undefined && query.pageSize === undefined)
    return { limit: maxUnpagedRows, offset: 0 };
  return alwaysPageOf(query, 10);
}

/** limit/offset for lists that always answer one page (`defaultSize` rows unless asked). */
export function alwaysPageOf(query: PageQuery, defaultSize: number): { limit: number; offset: number } {
  const pageSize = query.pageSize ?? defaultSize;
  return { limit: pageSize, offset: ((query.pageNum ?? 1) - 1) * pageSize };
}

/**
 * ORDER BY from `orderByColumn`/`isAsc`, allowed only for the columns named in
 * `sortable` (RuoYi had SQL injection here; an unknown column is refused).
 */
export function orderByOf(query: PageQuery, sortable: Record<string, AnyColumn>, fallback: SQL[]): SQL[] {
  if (!query.orderByColumn) return fallback;
  // Own properties only: `__proto__` or `constructor` must not find Object.prototype's.
  const column = Object.hasOwn(sortable, query.orderByColumn) ? sortable[query.orderByColumn] : undefined;
  if (!column) throw new ApiError('paging.badSort');
  const descending = query.isAsc === 'desc' || query.isAsc === 'descending';
  return [descending ? desc(column) : asc(column), ...fallback];
}

/** Conditions for `params[beginTime]` and `params[endTime]` on a timestamp column. */
export function dateRangeOf(query: PageQuery, column: AnyColumn): SQL | undefined {
  const conditions: SQL[] = [];
  const begin = query['params[beginTime]'];
  const end = query['params[endTime]'];
  if (begin) {
    const date = parseRangeBound(begin, 'begin');
    if (!date) throw new ApiError('paging.badDate');
    conditions.push(gte(column, date));
  }
  if (end) {
    const date = parseRangeBound(end, 'end');
    if (!date) throw new ApiError('paging.badDate');
    conditions.push(lte(column, date));
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** Escapes % and _ so user text in a LIKE filter matches literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Splits "1,2,3" path parameters into ids; undefined when any part is not a positive integer. */
export function parseIds(text: string): number[] | undefined {
  const ids = text.split(',').map((part) => Number(part.trim()));
  return ids.length > 0 && ids.every((id) => Number.isSafeInteger(id) && id > 0) ? ids : undefined;
}
