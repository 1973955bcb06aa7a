import { bigint, char, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { idColumn, timestamptz } from './columns';

/** Login and logout records. `status` '0' success, '1' failure. */
export const sysLogininfor = pgTable(
  'sys_logininfor',
  {
    infoId: idColumn('info_id'),
    userName: varchar('user_name', { length: 100 }).notNull().default(''),
    ipaddr: varchar('ipaddr', { length: 128 }).notNull().default(''),
    loginLocation: varchar('login_location', { length: 255 }).notNull().default(''),
    browser: varchar('browser', { length: 50 }).notNull().default(''),
    os: varchar('os', { length: 50 }).notNull().default(''),
    status: char('status', { length: 1 }).notNull().default('0'),
    msg: varchar('msg', { length: 255 }).notNull().default(''),
    loginTime: timestamptz('login_time').notNull().defaultNow(),
  },
  (t) => [index('sys_logininfor_login_time_idx').on(t.loginTime)],
);

/**
 * One row per write through the API. `business_type`: 0 other, 1 insert, 2 update,
 * 3 delete; `status` 0 success, 1 failure. Passwords never reach `oper_param`.
 */
export const sysOperLog = pgTable(
  'sys_oper_log',
  {
    operId: idColumn('oper_id'),
    title: varchar('title', { length: 50 }).notNull().default(''),
    businessType: integer('business_type').notNull().default(0),
    method: varchar('method', { length: 200 }).notNull().default(''),
    requestMethod: varchar('request_method', { length: 10 }).notNull().default(''),
    /** 0 other, 1 back-office user, 2 mobile. */
    operatorType: integer('operator_type').notNull().default(1),
    operName: varchar('oper_name', { length: 50 }).notNull().default(''),
    deptName: varchar('dept_name', { length: 50 }).notNull().default(''),
    operUrl: varchar('oper_url', { length: 255 }).notNull().default(''),
    operIp: varchar('oper_ip', { length: 128 }).notNull().default(''),
    operLocation: varchar('oper_location', { length: 255 }).notNull().default(''),
    operParam: varchar('oper_param', { length: 2000 }).notNull().default(''),
    jsonResult: varchar('json_result', { length: 2000 }).notNull().default(''),
    status: integer('status').notNull().default(0),
    errorMsg: varchar('error_msg', { length: 2000 }).notNull().default(''),
    operTime: timestamptz('oper_time').notNull().defaultNow(),
    costTime: bigint('cost_time', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('sys_oper_log_oper_time_idx').on(t.operTime)],
);
