import { and, eq, inArray, max } from 'drizzle-orm';
import { sysJob, sysJobLog } from '../../db/schema/sys-job';
import { nextRunOf } from './cron-pattern';
import { type JobDeps, runJob } from './job-runner';

/**
 * RuoYi's misfire policies, applied when the server starts: a running job with policy 1
 * (fire now) or 2 (fire once) whose time came while no process was up runs once now;
 * policy 3 (do nothing) waits for its next time. A job that never ran has missed nothing.
 * The missed time is the run's slot, so two processes starting together run it once.
 */
export async function runMissedJobs(deps: JobDeps, now = new Date()): Promise<number> {
  const jobs = await deps.db
    .select()
    .from(sysJob)
    .where(and(eq(sysJob.status, '0'), inArray(sysJob.misfirePolicy, ['1', '2'])));
  let started = 0;
  for (const job of jobs) {
    const [last] = await deps.db
      .select({ at: max(sysJobLog.createTime) })
      .from(sysJobLog)
      .where(
        and(
          eq(sysJobLog.jobName, job.jobName),
          eq(sysJobLog.jobGroup, job.jobGroup),
          eq(sysJobLog.invokeTarget, job.invokeTarget),
        ),
      );
    if (!last?.at) continue;
    const due = nextRunOf(job.cronExpression, new Date(last.at));
    if (!due || due.getTime() >= now.getTime()) continue;
    const outcome = await runJob(deps, job, { slot: due });
    if (outcome.state !== 'skipped') started += 1;
  }
  return started;
}
