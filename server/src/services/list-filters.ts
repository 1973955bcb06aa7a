import { and, type Column, eq, type GetColumnData, gte, ilike, like, lte, or, type SQL } from 'drizzle-orm';
import { likePattern } from './paging';

// The optional conditions of a list's filter form. A filter left empty (absent or '',
// as the RuoYi screens send blank fields) filters nothing: each helper then returns
// undefined, which `and(...)` drops.

/** `column = value` when the filter is given. */
export function equalsFilter<TColumn extends Column>(
  column: TColumn,
  value: GetColumnData<TColumn, 'raw'> | undefined,
): SQL | undefined {
  return value ? eq(column, value) : undefined;
}

/** `column LIKE '%text%'` (case-sensitive, the RuoYi system lists) when the filter is given; the text is trimmed and its % and _ match literally. */
export function containsFilter(column: Column, text: string | undefined): SQL | undefined {
  return text ? like(column, likePattern(text.trim())) : undefined;
}

/**
 * `column ILIKE '%text%'` (any case) when the trimmed text is not empty; given several
 * columns (a picker's name, code and phone), a match in any of them.
 */
export function searchFilter(columns: Column | Column[], text: string | undefined): SQL | undefined {
  const word = text?.trim();
  if (!word) return undefined;
  const pattern = likePattern(word);
  return Array.isArray(columns)
    ? or(...columns.map((column) => ilike(column, pattern)))
    : ilike(columns, pattern);
}

/** `from <= column <= to`, each bound only when given (dates as 'YYYY-MM-DD'). */
export function dateSpanFilter(
  column: Column,
  from: string | undefined,
  to: string | undefined,
): SQL | undefined {
  return and(from ? gte(column, from) : undefined, to ? lte(column, to) : undefined);
}

/**
 * `filter(table[name], filters[name])` for each name, for the list filters named after
 * their columns: `...filtersByName(query, carInfo, ['vehicleType', 'carStatus'], equalsFilter)`.
 */
export function filtersByName<K extends string, F extends Partial<Record<K, unknown>>>(
  filters: F,
  table: Record<K, Column>,
  names: readonly K[],
  filter: (column: Column, value: F[K]) => SQL | undefined,
): (SQL | undefined)[] {
  return names.map((name) => filter(table[name], filters[name]));
}
