import { char, index, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, delFlagColumn, idColumn, refColumn, statusColumn, timestamptz } from './columns';

/** Users. `password` is a bcrypt hash, so password hashes from RuoYi keep working. */
export const sysUser = pgTable(
  'sys_user',
  {
    userId: idColumn('user_id'),
    deptId: refColumn('dept_id'),
    userName: varchar('user_name', { length: 30 }).notNull(),
    nickName: varchar('nick_name', { length: 30 }).notNull(),
    userType: varchar('user_type', { length: 2 }).notNull().default('00'),
    email: varchar('email', { length: 100 }).notNull().default(''),
    phonenumber: varchar('phonenumber', { length: 20 }).notNull().default(''),
    /** '0' male, '1' female, '2' unknown. */
    sex: char('sex', { length: 1 }).notNull().default('2'),
    avatar: varchar('avatar', { length: 255 }).notNull().default(''),
    password: varchar('password', { length: 100 }).notNull(),
    status: statusColumn(),
    delFlag: delFlagColumn(),
    loginIp: varchar('login_ip', { length: 128 }).notNull().default(''),
    loginDate: timestamptz('login_date'),
    pwdUpdateDate: timestamptz('pwd_update_date'),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('sys_user_user_name_key').on(t.userName),
    index('sys_user_email_idx').on(t.email),
    index('sys_user_phonenumber_idx').on(t.phonenumber),
  ],
);
