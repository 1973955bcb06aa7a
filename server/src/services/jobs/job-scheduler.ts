import { Cron } from 'croner';
import { count, eq, max } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { sysJob } from '../../db/schema/sys-job';
import { toCronerPattern } from './cron-pattern';
import { type JobDeps, type JobRow, runJob } from './job-runner';
import { runMissedJobs } from './missed-runs';

/** The running timers, by job id; {@link JobScheduler.reload} rebuilds them from `sys_job`. */
export interface JobScheduler {
  reload(): Promise<void>;
  /**
   * Reloads when `sys_job` changed since the last load (rows added, edited or deleted):
   * how a process learns of an edit made through another process.
   */
  sync(): Promise<void>;
  stop(): void;
  /** Job ids with a timer (tests, the job screen). */
  scheduled(): number[];
}

/**
 * Croner timers for the `sys_job` rows that are running (status '0'). Every server
 * process has the timers; {@link runJob} makes sure one process does each run.
 */
export function createJobScheduler(deps: JobDeps): JobScheduler {
  const timers = new Map<number, Cron>();
  let loadedSignature = '';
  const signature = async () => {
    const [row] = await deps.db
      .select({ rows: count(), edited: max(sysJob.updateTime), added: max(sysJob.createTime) })
      .from(sysJob);
    return JSON.stringify(row ?? {});
  };
  const stop = () => {
    for (const timer of timers.values()) timer.stop();
    timers.clear();
  };
  const schedule = (job: JobRow) => {
    const pattern = toCronerPattern(job.cronExpression);
    if (!pattern) {
      deps.log.warn(
        { job: job.jobName, cron: job.cronExpression },
        'job not scheduled: invalid cron expression',
      );
      return;
    }
    const timer = new Cron(pattern, { protect: job.concurrent === '1', unref: true }, async (self) => {
      // The slot is the scheduled second, the same in every process whatever the delay.
      const slot = new Date(Math.floor((self.currentRun()?.getTime() ?? Date.now()) / 1000) * 1000);
      try {
        await runJob(deps, job, { slot });
      } catch (error) {
        deps.log.error({ err: error, job: job.jobName }, 'job could not run');
      }
    });
    timers.set(job.jobId, timer);
  };
  return {
    async reload() {
      const current = await signature();
      const jobs = await deps.db.select().from(sysJob).where(eq(sysJob.status, '0'));
      stop();
      for (const job of jobs) schedule(job);
      loadedSignature = current;
    },
    async sync() {
      if ((await signature()) !== loadedSignature) await this.reload();
    },
    stop,
    scheduled: () => [...timers.keys()],
  };
}

/** How often a process looks for job edits made through another process. */
const SYNC_MS = 30_000;

/**
 * Starts the scheduler when the server is ready and stops it when it closes; the job
 * routes reload it after each change (`app.jobScheduler`).
 */
export const jobSchedulerPlugin = fp(
  async (app) => {
    const scheduler = createJobScheduler({ db: app.db, mailer: app.mailer, log: app.log });
    app.decorate('jobScheduler', scheduler);
    let syncTimer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      try {
        await scheduler.reload();
        // Not awaited: a long missed run must not hold the server's start.
        runMissedJobs({ db: app.db, mailer: app.mailer, log: app.log }).catch((error) =>
          app.log.error({ err: error }, 'missed job runs not run'),
        );
      } catch (error) {
        // A broken job table must not keep the API down; the log says why nothing runs.
        app.log.error({ err: error }, 'jobs not scheduled');
      }
      syncTimer = setInterval(() => {
        scheduler.sync().catch((error) => app.log.error({ err: error }, 'jobs not synchronised'));
      }, SYNC_MS);
      syncTimer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(syncTimer);
      scheduler.stop();
    });
  },
  { name: 'job-scheduler' },
);
