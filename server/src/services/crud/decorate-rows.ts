import type { Queryable } from '../../db/client';

/**
 * A CRUD screen's `decorateList` and `decorateOne` hooks from one function that adds
 * to a list of rows (joined names): the single row goes through it as a list of one.
 */
export function decorateRows<Row>(decorate: (db: Queryable, rows: Row[]) => Promise<Row[]>) {
  return {
    decorateList: (rows: Row[], { db }: { db: Queryable }) => decorate(db, rows),
    decorateOne: async (row: Row, { db }: { db: Queryable }) => (await decorate(db, [row]))[0] ?? row,
  };
}
