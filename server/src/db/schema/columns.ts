import { bigint, char, numeric, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Column builders shared by many tables. Timestamps are `timestamptz` so PGlite and
 * PostgreSQL agree whatever the server's time zone; the API formats them as
 * `YYYY-MM-DD HH:mm:ss` in the process's local time zone (set TZ to change it).
 */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** RuoYi ids are 64-bit; numbers stay exact up to 2^53, far beyond any row count here. */
export const idColumn = (name: string) =>
  bigint(name, { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity();

export const refColumn = (name: string) => bigint(name, { mode: 'number' });

/** An amount of money: `precision` digits, two of them decimals, read as a number. */
export const moneyColumn = (name: string, precision: number) =>
  numeric(name, { precision, scale: 2, mode: 'number' });

/** RuoYi status flag: '0' normal, '1' disabled. */
export const statusColumn = () => char('status', { length: 1 }).notNull().default('0');

/** RuoYi soft delete flag: '0' kept, '2' deleted. */
export const delFlagColumn = () => char('del_flag', { length: 1 }).notNull().default('0');

/** RuoYi audit columns (create_by, create_time, update_by, update_time, remark). */
export const auditColumns = () => ({
  createBy: varchar('create_by', { length: 64 }).notNull().default(''),
  createTime: timestamptz('create_time').notNull().defaultNow(),
  updateBy: varchar('update_by', { length: 64 }).notNull().default(''),
  updateTime: timestamptz('update_time'),
  remark: varchar('remark', { length: 500 }),
});
