import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { translate } from '../../locales/language';
import { endExpiredCarLeases } from '../car-status';
import { sendDueReminders } from '../lease-reminders';
import type { Mailer } from '../mailer';
import { expireContracts } from '../pact-contracts';

/** What a job function gets: the database, the mailer and the time it runs at (tests move it). */
export interface JobContext {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  now: Date;
}

/** A job's work; answers the line kept in the job log. Throwing marks the run failed. */
export type JobFunction = (context: JobContext) => Promise<string>;

/**
 * The only functions `sys_job.invoke_target` may name. RuoYi resolved any bean and
 * method from that text (a known remote-code-execution hole); here it is a lookup.
 * Modules add a line each.
 */
export const jobFunctions: Record<string, JobFunction> = {
  /** Daily: mails each due lease reminder to the house's agent and marks it reminded. */
  'houseLeaseExpires.remindDue': async ({ db, mailer, now }) => {
    const run = await sendDueReminders(db, mailer, now);
    const summary = translate('en', 'house.lease.job.result', {
      sent: run.sent,
      noAddress: run.noAddress,
      failed: run.failed,
    });
    if (run.failed > 0) throw new Error(`${summary}: ${run.errors.join('; ')}`);
    return summary;
  },
  /** Daily: signed contracts past their end date become expired. */
  'pact.expireContracts': async ({ db, now }) =>
    translate('en', 'pact.job.result', { count: await expireContracts(db, now) }),
  /** Daily: car leases past their end date end, and their cars are for rent again. */
  'carLease.endExpired': async ({ db, now }) =>
    translate('en', 'vehicle.lease.job.result', { count: await endExpiredCarLeases(db, now) }),
};

export function jobFunctionOf(invokeTarget: string): JobFunction | undefined {
  return Object.hasOwn(jobFunctions, invokeTarget) ? jobFunctions[invokeTarget] : undefined;
}
