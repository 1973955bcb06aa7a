import { integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn, timestamptz } from './columns';

/**
 * Invitation codes for self-registration. `code_type` property | vehicle | both decides
 * the roles a new user gets (house_staff, vehicle_staff, both); `status` unused | used |
 * expired. A code is used once: registration flips it to used and records who used it.
 */
export const houseInviteCode = pgTable(
  'house_invite_code',
  {
    id: idColumn('id'),
    code: varchar('code', { length: 32 }).notNull(),
    codeType: varchar('code_type', { length: 16 }).notNull().default('property'),
    status: varchar('status', { length: 16 }).notNull().default('unused'),
    /** User name of whoever generated the code. */
    creator: varchar('creator', { length: 64 }).notNull().default(''),
    /** How many codes were generated in the same batch. */
    generateCount: integer('generate_count').notNull().default(1),
    createTime: timestamptz('create_time').notNull().defaultNow(),
    /** Optional end of validity; past it the code counts as expired. */
    expireTime: timestamptz('expire_time'),
    usedBy: varchar('used_by', { length: 64 }),
    usedTime: timestamptz('used_time'),
  },
  (t) => [uniqueIndex('house_invite_code_code_key').on(t.code)],
);
