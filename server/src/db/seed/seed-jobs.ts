import type { Queryable } from '../client';
import { sysJob } from '../schema/sys-job';

/** Built-in scheduled jobs (Quartz cron, RuoYi's format); invoke targets are keys of `jobFunctions`. */
export const jobSeeds = [
  {
    jobName: 'Lease expiry reminders',
    jobGroup: 'SYSTEM',
    invokeTarget: 'houseLeaseExpires.remindDue',
    // Every day at 08:00, before the office opens.
    cronExpression: '0 0 8 * * ?',
    misfirePolicy: '3',
    concurrent: '1',
    status: '0',
    remark: "Mails each due lease reminder to the house's agent (or its author) and marks it reminded",
  },
  {
    jobName: 'Expire contracts',
    jobGroup: 'SYSTEM',
    invokeTarget: 'pact.expireContracts',
    // Just after midnight: a contract ends with its end date.
    cronExpression: '0 5 0 * * ?',
    misfirePolicy: '3',
    concurrent: '1',
    status: '0',
    remark: 'Signed contracts whose end date has passed become expired',
  },
  {
    jobName: 'End expired car leases',
    jobGroup: 'SYSTEM',
    invokeTarget: 'carLease.endExpired',
    // Just after midnight: a lease ends with its end date (lists also check when read).
    cronExpression: '0 10 0 * * ?',
    misfirePolicy: '3',
    concurrent: '1',
    status: '0',
    remark: 'Active car leases whose end date has passed end; their cars are for rent again',
  },
];

/** Adds the jobs whose invoke target has no row yet; an administrator's edits stay. */
export async function seedJobs(db: Queryable): Promise<void> {
  const existing = new Set(
    (await db.select({ target: sysJob.invokeTarget }).from(sysJob)).map((row) => row.target),
  );
  const missing = jobSeeds.filter((job) => !existing.has(job.invokeTarget));
  if (missing.length > 0)
    await db.insert(sysJob).values(missing.map((job) => ({ ...job, createBy: 'admin' })));
}
