import { char, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, refColumn } from './columns';

/**
 * Reviews of a house (issue 14): a score of 1 to 5 and a text, by staff or by a visitor
 * of the public house page (`source` staff | public). Staff can hide one (`hidden` '1')
 * or delete it; the house's average counts the shown ones.
 */
export const houseEvaluation = pgTable(
  'house_evaluation',
  {
    id: idColumn('id'),
    roomId: refColumn('room_id').notNull(),
    score: integer('score').notNull(),
    content: varchar('content', { length: 1000 }).notNull(),
    /** The name the reviewer gave (a visitor) or the staff member's nickname. */
    author: varchar('author', { length: 64 }).notNull(),
    source: varchar('source', { length: 8 }).notNull().default('staff'),
    hidden: char('hidden', { length: 1 }).notNull().default('0'),
    ...auditColumns(),
  },
  (t) => [index('house_evaluation_room_idx').on(t.roomId, t.hidden)],
);
