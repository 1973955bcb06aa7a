import { and, eq, gte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { type sysJob, sysJobLog } from '../../db/schema/sys-job';
import type { Mailer } from '../mailer';
import { nextRunOf } from './cron-pattern';
import { jobFunctionOf } from './job-functions';

export type JobRow = typeof sysJob.$inferSelect;

export interface JobDeps {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/** What became of a run request. */
export type JobOutcome =
  | { state: 'done'; logId: number; message: string }
  | { state: 'failed'; logId: number; message: string }
  /** Another run of the job holds it (any process), or this slot already ran elsewhere. */
  | { state: 'skipped' };

/** The job log's message while a run is under way. */
const RUNNING = 'running';
/** A run that has said nothing for this long is taken as dead (its process stopped). */
const STALE_MS = 60 * 60_000;
/** How far apart the clocks of two processes may be and still count as the same slot. */
const SLOT_TOLERANCE_MS = 30_000;
/** First key of the advisory lock (`JOB`); the job id is the second. */
const LOCK_CLASS = 0x4a4f42;

const sameJob = (job: JobRow) =>
  and(
    eq(sysJobLog.jobName, job.jobName),
    eq(sysJobLog.jobGroup, job.jobGroup),
    eq(sysJobLog.invokeTarget, job.invokeTarget),
  );

/**
 * The clock tolerance for `slot`, at most half the job's interval: a job that fires
 * every 10 s must not take the previous slot's run for this one.
 */
function slotToleranceOf(job: JobRow, slot: Date): number {
  const next = nextRunOf(job.cronExpression, slot);
  if (!next) return SLOT_TOLERANCE_MS;
  return Math.min(SLOT_TOLERANCE_MS, Math.floor((next.getTime() - slot.getTime()) / 2));
}

/**
 * Claims a run of `job` for this process, or answers null. Inside a transaction that
 * holds a PostgreSQL advisory lock on the job (PGlite has them too), so two processes
 * never claim at once: a run is refused while another is under way, and a scheduled
 * slot (`slot`) that another process already started is not run again. The claim is
 * the job-log row, written at once, so the lock is held only for these few queries.
 */
async function claimRun(
  db: Database,
  job: JobRow,
  now: Date,
  slot: Date | undefined,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS}::int, ${job.jobId}::int)`);
    const running = await tx.$count(
      sysJobLog,
      and(
        sameJob(job),
        eq(sysJobLog.jobMessage, RUNNING),
        gte(sysJobLog.createTime, new Date(now.getTime() - STALE_MS)),
      ),
    );
    if (running > 0) return null;
    if (slot) {
      const started = await tx.$count(
        sysJobLog,
        and(sameJob(job), gte(sysJobLog.createTime, new Date(slot.getTime() - slotToleranceOf(job, slot)))),
      );
      if (started > 0) return null;
    }
    const [row] = await tx
      .insert(sysJobLog)
      .values({
        jobName: job.jobName,
        jobGroup: job.jobGroup,
        invokeTarget: job.invokeTarget,
        jobMessage: RUNNING,
        createTime: now,
      })
      .returning({ id: sysJobLog.jobLogId });
    return row?.id ?? null;
  });
}

/**
 * Runs one job once, across every process of the server: claimed in the database
 * (see {@link claimRun}), then its function, then the log row says how it went.
 * `slot` is the scheduled time for runs fired by the scheduler; a manual run has none.
 * `now` is the time the job works with (tests move it).
 */
export async function runJob(
  deps: JobDeps,
  job: JobRow,
  options: { now?: Date; slot?: Date } = {},
): Promise<JobOutcome> {
  // The log and the claim keep real time; only the job's work sees `now`.
  const startedAt = new Date();
  const now = options.now ?? startedAt;
  const fn = jobFunctionOf(job.invokeTarget);
  const logId = await claimRun(deps.db, job, startedAt, options.slot);
  if (logId === null) return { state: 'skipped' };
  const finish = (status: '0' | '1', message: string, exceptionInfo = '') =>
    deps.db
      .update(sysJobLog)
      .set({ status, jobMessage: message.slice(0, 500), exceptionInfo: exceptionInfo.slice(0, 2000) })
      .where(eq(sysJobLog.jobLogId, logId));
  if (!fn) {
    const message = `unknown invoke target ${job.invokeTarget}`;
    await finish('1', message);
    return { state: 'failed', logId, message };
  }
  try {
    const message = await fn({ db: deps.db, mailer: deps.mailer, log: deps.log, now });
    await finish('0', `${job.jobName}: ${message}`);
    deps.log.info({ job: job.jobName, message }, 'job done');
    return { state: 'done', logId, message };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await finish('1', `${job.jobName}: failed`, error instanceof Error ? (error.stack ?? message) : message);
    deps.log.error({ err: error, job: job.jobName }, 'job failed');
    return { state: 'failed', logId, message };
  }
}
