import { char, pgTable, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, timestamptz } from './columns';

/** Scheduled jobs with Quartz-style cron expressions (run by croner, once across all processes). */
export const sysJob = pgTable('sys_job', {
  jobId: idColumn('job_id'),
  jobName: varchar('job_name', { length: 64 }).notNull(),
  jobGroup: varchar('job_group', { length: 64 }).notNull().default('DEFAULT'),
  invokeTarget: varchar('invoke_target', { length: 500 }).notNull(),
  cronExpression: varchar('cron_expression', { length: 255 }).notNull().default(''),
  /** 1 fire now, 2 fire once, 3 do nothing (RuoYi's misfire policies). */
  misfirePolicy: varchar('misfire_policy', { length: 20 }).notNull().default('3'),
  /** '0' concurrent runs allowed, '1' forbidden. */
  concurrent: char('concurrent', { length: 1 }).notNull().default('1'),
  /** '0' running, '1' paused. */
  status: char('status', { length: 1 }).notNull().default('0'),
  ...auditColumns(),
});

export const sysJobLog = pgTable('sys_job_log', {
  jobLogId: idColumn('job_log_id'),
  jobName: varchar('job_name', { length: 64 }).notNull(),
  jobGroup: varchar('job_group', { length: 64 }).notNull(),
  invokeTarget: varchar('invoke_target', { length: 500 }).notNull(),
  jobMessage: varchar('job_message', { length: 500 }).notNull().default(''),
  /** '0' success, '1' failure. */
  status: char('status', { length: 1 }).notNull().default('0'),
  exceptionInfo: varchar('exception_info', { length: 2000 }).notNull().default(''),
  createTime: timestamptz('create_time').notNull().defaultNow(),
});
