import { integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, delFlagColumn, idColumn, refColumn, statusColumn } from './columns';

/** Department tree; `ancestors` is the comma-separated chain of parent ids ("0,100,101"). */
export const sysDept = pgTable('sys_dept', {
  deptId: idColumn('dept_id'),
  parentId: refColumn('parent_id').notNull().default(0),
  ancestors: varchar('ancestors', { length: 500 }).notNull().default(''),
  deptName: varchar('dept_name', { length: 50 }).notNull(),
  orderNum: integer('order_num').notNull().default(0),
  leader: varchar('leader', { length: 20 }),
  phone: varchar('phone', { length: 20 }),
  email: varchar('email', { length: 50 }),
  status: statusColumn(),
  delFlag: delFlagColumn(),
  ...auditColumns(),
});
