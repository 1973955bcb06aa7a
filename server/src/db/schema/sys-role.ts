import { boolean, char, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, delFlagColumn, idColumn, statusColumn } from './columns';

/** Roles. `role_key` is what /getInfo reports in `roles`; the key `admin` passes every check. */
export const sysRole = pgTable(
  'sys_role',
  {
    roleId: idColumn('role_id'),
    roleName: varchar('role_name', { length: 30 }).notNull(),
    roleKey: varchar('role_key', { length: 100 }).notNull(),
    roleSort: integer('role_sort').notNull().default(0),
    /** 1 all, 2 custom, 3 own department, 4 department and below, 5 self only. */
    dataScope: char('data_scope', { length: 1 }).notNull().default('1'),
    menuCheckStrictly: boolean('menu_check_strictly').notNull().default(true),
    deptCheckStrictly: boolean('dept_check_strictly').notNull().default(true),
    status: statusColumn(),
    delFlag: delFlagColumn(),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('sys_role_role_key_key').on(t.roleKey)],
);
