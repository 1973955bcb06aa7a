import { type ExtraConfigColumn, index } from 'drizzle-orm/pg-core';

/**
 * A trigram index (pg_trgm, GIN) on a text column: `ILIKE '%words%'` uses it instead of
 * reading the whole table (issue 34). pg_trgm folds case and, on a UTF-8 database whose
 * LC_CTYPE knows Unicode (PGlite's C.UTF-8; the test cluster is made with it), makes
 * trigrams of Lao and Chinese text too, which need no spaces between words.
 */
export const trigramIndex = (name: string, column: ExtraConfigColumn) =>
  index(name).using('gin', column.op('gin_trgm_ops'));
