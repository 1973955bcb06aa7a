import { eq } from 'drizzle-orm';
import { houseLeaseExpires } from '../../../db/schema/house-lease-expires';
import { houseRoom } from '../../../db/schema/house-room';
import { sysJob, sysJobLog } from '../../../db/schema/sys-job';
import { sysUser } from '../../../db/schema/sys-user';
import { toCronerPattern } from '../../../services/jobs/cron-pattern';
import { runJob } from '../../../services/jobs/job-runner';
import { createJobScheduler } from '../../../services/jobs/job-scheduler';
import { leaseStatus, localDate, remindOn } from '../../../services/lease-reminders';
import type { Mailer } from '../../../services/mailer';
import { insertId } from '../../../testing/insert-id';
import { mailsTo } from '../../../testing/outbox';
import { call, type Envelope } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';

const { t, tokens } = useTestApp({
  logins: ['admin', 'staff'],
  newUsers: { outsider: ['driver', 'vehicle_staff'] },
});
let houseId: number;
const agentEmail = 'agent.noy@agency.la';

/** `days` from today, `YYYY-MM-DD` (local calendar, as the server counts). */
function day(days: number, from = new Date()): string {
  const date = new Date(from);
  date.setDate(date.getDate() + days);
  return localDate(date);
}

beforeAll(async () => {
  const [agent] = await t.db
    .insert(sysUser)
    .values({ userName: 'noy', nickName: 'Noy', email: agentEmail, password: 'x' })
    .returning({ userId: sysUser.userId });
  houseId = await insertId(t.db, houseRoom, {
    houseCode: 'L0000001',
    name: 'Villa 220 m²',
    agentUserId: agent?.userId,
    status: 'rented',
  });
});

interface Lease {
  id: number;
  roomId: number | null;
  houseName: string | null;
  tenantName: string;
  startDate: string;
  endDate: string;
  reminderStatus: string;
  remindDate: string;
  createBy: string;
}

const en = { lang: 'en' };

async function add(body: Record<string, unknown>, token = tokens.admin): Promise<Envelope> {
  return (await call(t.app, 'POST', '/houseLeaseExpires/add', { token, ...en, body })).body;
}

async function list(query: Record<string, string> = {}, token = tokens.admin) {
  const { body } = await call(t.app, 'GET', '/houseLeaseExpires/list', { token, ...en, query });
  return body as unknown as { code: number; rows: Lease[]; total: number };
}

async function byTenant(tenantName: string): Promise<Lease> {
  const [row] = (await list({ tenantName })).rows;
  if (!row) throw new Error(`no reminder for ${tenantName}`);
  return row;
}

const lease = (extra: Record<string, unknown> = {}) => ({
  tenantName: 'Somchai',
  startDate: day(-300),
  endDate: day(60),
  reminderLead: 1,
  reminderUnit: 'month',
  ...extra,
});

describe('the reminder date and status rules', () => {
  it('counts the lead back from the end; months clamp to the last day as PostgreSQL does', () => {
    expect(remindOn('2026-03-31', 1, 'month')).toBe('2026-02-28');
    expect(remindOn('2026-01-15', 2, 'month')).toBe('2025-11-15');
    expect(remindOn('2026-03-01', 1, 'day')).toBe('2026-02-28');
    expect(remindOn('2026-03-10', 2, 'week')).toBe('2026-02-24');
  });

  it('is notDue, then due within the lead, reminded once sent, expired after the end', () => {
    const row = { endDate: '2026-06-30', reminderLead: 1, reminderUnit: 'week', reminderStatus: 'notDue' };
    expect(leaseStatus(row, '2026-06-22')).toBe('notDue');
    expect(leaseStatus(row, '2026-06-23')).toBe('due');
    expect(leaseStatus(row, '2026-06-30')).toBe('due');
    expect(leaseStatus({ ...row, reminderStatus: 'reminded' }, '2026-06-25')).toBe('reminded');
    expect(leaseStatus({ ...row, reminderStatus: 'reminded' }, '2026-07-01')).toBe('expired');
  });
});

describe('lease reminder routes', () => {
  it('answers 401 without a session and 403 without house:lease permissions', async () => {
    expect((await call(t.app, 'GET', '/houseLeaseExpires/list')).body.code).toBe(401);
    const attempts = [
      call(t.app, 'GET', '/houseLeaseExpires/list', { token: tokens.outsider }),
      call(t.app, 'GET', '/houseLeaseExpires/1', { token: tokens.outsider }),
      call(t.app, 'POST', '/houseLeaseExpires/add', { token: tokens.outsider, body: lease() }),
      call(t.app, 'PUT', '/houseLeaseExpires', { token: tokens.outsider, body: { ...lease(), id: 1 } }),
      call(t.app, 'DELETE', '/houseLeaseExpires/1', { token: tokens.outsider }),
      call(t.app, 'POST', '/houseLeaseExpires/pending_reminders', { token: tokens.outsider }),
      call(t.app, 'GET', '/houseLeaseExpires/endingSoon', { token: tokens.outsider }),
      call(t.app, 'GET', '/houseLeaseExpires/houseOptions', { token: tokens.outsider }),
      call(t.app, 'PUT', '/monitor/job/run', { token: tokens.staff, body: { jobId: 1 } }),
      call(t.app, 'GET', '/monitor/job/list', { token: tokens.staff }),
    ];
    for (const attempt of await Promise.all(attempts)) expect(attempt.body.code).toBe(403);
  });

  it('requires tenant, dates with the end after the start, a lead of 1-365 and a unit; field errors', async () => {
    const missing = await add({ startDate: day(0), endDate: day(10), reminderLead: 1, reminderUnit: 'day' });
    expect(missing).toMatchObject({ code: 500, fieldErrors: [{ field: 'tenantName' }] });
    const backwards = await add(lease({ startDate: day(10), endDate: day(10) }));
    expect(backwards).toMatchObject({
      code: 500,
      fieldErrors: [{ field: 'endDate', message: 'The end date must be after the start date' }],
    });
    expect((await add(lease({ reminderLead: 0 }))).fieldErrors).toEqual([
      expect.objectContaining({ field: 'reminderLead' }),
    ]);
    expect((await add(lease({ reminderUnit: 'year' }))).fieldErrors).toEqual([
      expect.objectContaining({ field: 'reminderUnit' }),
    ]);
    expect(await add(lease({ roomId: 999999 }))).toMatchObject({
      code: 500,
      fieldErrors: [{ field: 'roomId', message: 'The house does not exist' }],
    });
    expect((await list()).total).toBe(0);
  });

  it('adds, lists with the house name and the status from the dates, filters by status, edits and deletes', async () => {
    expect(await add(lease({ tenantName: 'Later', roomId: houseId }))).toMatchObject({ code: 200 });
    expect(
      await add(lease({ tenantName: 'Soon', endDate: day(5), reminderUnit: 'week' }), tokens.staff),
    ).toMatchObject({
      code: 200,
    });
    expect(await add(lease({ tenantName: 'Gone', endDate: day(-1) }))).toMatchObject({ code: 200 });

    const later = await byTenant('Later');
    expect(later).toMatchObject({ houseName: 'Villa 220 m²', reminderStatus: 'notDue', createBy: 'admin' });
    expect(later.remindDate).toBe(remindOn(day(60), 1, 'month'));
    expect(await byTenant('Soon')).toMatchObject({
      reminderStatus: 'due',
      houseName: null,
      createBy: 'staff',
    });
    expect((await byTenant('Gone')).reminderStatus).toBe('expired');

    const names = async (reminderStatus: string) =>
      (await list({ reminderStatus })).rows.map((row) => row.tenantName);
    expect(await names('due')).toEqual(['Soon']);
    expect(await names('notDue')).toEqual(['Later']);
    expect(await names('expired')).toEqual(['Gone']);
    // Soonest end first by default.
    expect((await list()).rows.map((row) => row.tenantName)).toEqual(['Gone', 'Soon', 'Later']);

    const got = await call(t.app, 'GET', `/houseLeaseExpires/${later.id}`, { token: tokens.admin });
    expect(got.body.data).toMatchObject({ tenantName: 'Later', houseName: 'Villa 220 m²' });

    const pending = await call(t.app, 'POST', '/houseLeaseExpires/pending_reminders', {
      token: tokens.staff,
    });
    expect(
      (pending.body.data as { tenantName: string; recipientName: string }[]).map((r) => r.tenantName),
    ).toEqual(['Soon']);
    expect(pending.body.data).toEqual([expect.objectContaining({ recipientName: 'staff' })]);
    expect(JSON.stringify(pending.body)).not.toContain('@');

    const badge = await call(t.app, 'GET', '/houseLeaseExpires/endingSoon', { token: tokens.staff });
    expect(badge.body.data).toEqual({ count: 1 });

    const edited = await call(t.app, 'PUT', '/houseLeaseExpires', {
      token: tokens.admin,
      ...en,
      body: { ...lease({ tenantName: 'Later', roomId: houseId, endDate: day(20) }), id: later.id },
    });
    expect(edited.body.code).toBe(200);
    expect(await byTenant('Later')).toMatchObject({ endDate: day(20), reminderStatus: 'due' });

    const gone = await byTenant('Gone');
    expect(
      (await call(t.app, 'DELETE', `/houseLeaseExpires/${gone.id}`, { token: tokens.admin })).body.code,
    ).toBe(200);
    const missing = await call(t.app, 'GET', `/houseLeaseExpires/${gone.id}`, { token: tokens.admin, ...en });
    expect(missing.body).toMatchObject({ code: 500, msg: 'The lease reminder does not exist' });
  });

  it('offers houses to pick by name', async () => {
    const { body } = await call(t.app, 'GET', '/houseLeaseExpires/houseOptions', {
      token: tokens.staff,
      query: { name: 'villa 2' },
    });
    expect(body.data).toEqual([{ id: houseId, name: 'Villa 220 m²', houseCode: 'L0000001' }]);
  });
});

describe('the daily reminder job', () => {
  const deps = () => ({ db: t.db, mailer: t.app.mailer, log: t.app.log });
  const reminderJob = async () => {
    const [job] = await t.db
      .select()
      .from(sysJob)
      .where(eq(sysJob.invokeTarget, 'houseLeaseExpires.remindDue'));
    if (!job) throw new Error('job not seeded');
    return job;
  };

  it('is seeded, daily at 08:00, and scheduled by croner when the server is ready', async () => {
    const job = await reminderJob();
    expect(job).toMatchObject({ cronExpression: '0 0 8 * * ?', status: '0' });
    expect(toCronerPattern(job.cronExpression)).toBe('0 0 8 * * *');
    expect(toCronerPattern('0 0 8 * * ? 2030')).toBeUndefined();
    expect(toCronerPattern('not a cron')).toBeUndefined();
    const scheduler = createJobScheduler(deps());
    await scheduler.reload();
    expect(scheduler.scheduled()).toContain(job.jobId);
    scheduler.stop();
    const { body } = await call(t.app, 'GET', '/monitor/job/list', { token: tokens.admin });
    expect(body.rows).toContainEqual(
      expect.objectContaining({ jobId: job.jobId, nextValidTime: expect.any(String) }),
    );
  });

  it('time-travelled: mails each due reminder to the agent (or the author), marks it reminded, once', async () => {
    await t.db.delete(houseLeaseExpires);
    await add(lease({ tenantName: 'Agent tenant', roomId: houseId, endDate: day(40) }));
    await add(
      lease({ tenantName: 'Author tenant', endDate: day(40), reminderLead: 2, reminderUnit: 'week' }),
      tokens.staff,
    );
    const job = await reminderJob();

    // Today nothing is due: nothing is sent.
    const today = await runJob(deps(), job);
    expect(today).toMatchObject({
      state: 'done',
      message: '0 reminders sent, 0 without an e-mail address, 0 failed',
    });

    // 35 days on, both are inside their lead time.
    const later = new Date(Date.now() + 35 * 86_400_000);
    const outcome = await runJob(deps(), job, { now: later });
    expect(outcome).toMatchObject({
      state: 'done',
      message: '2 reminders sent, 0 without an e-mail address, 0 failed',
    });
    const [toAgent] = await mailsTo(t.config.outboxDir, agentEmail);
    expect(toAgent).toContain('Agent tenant');
    expect(toAgent).toContain('Villa 220');
    expect(await mailsTo(t.config.outboxDir, 'staff@agency.la')).toHaveLength(1);
    const rows = await t.db.select().from(houseLeaseExpires);
    expect(rows.map((row) => row.reminderStatus)).toEqual(['reminded', 'reminded']);
    expect((await byTenant('Agent tenant')).reminderStatus).toBe('reminded');

    // A second run the same day finds nothing left to send.
    const again = await runJob(deps(), job, { now: later });
    expect(again).toMatchObject({
      state: 'done',
      message: '0 reminders sent, 0 without an e-mail address, 0 failed',
    });
    expect(await mailsTo(t.config.outboxDir, agentEmail)).toHaveLength(1);

    const logs = await t.db.select().from(sysJobLog).where(eq(sysJobLog.invokeTarget, job.invokeTarget));
    expect(logs.every((log) => log.status === '0' && log.jobMessage.startsWith(job.jobName))).toBe(true);
  });

  it('runs once across processes: a run under way or a slot already started is not run again', async () => {
    const job = await reminderJob();
    // The first run is held in its first mail, so it is surely under way when the second
    // asks (two runs started together could otherwise simply follow each other).
    await add(lease({ tenantName: 'Held tenant', roomId: houseId, endDate: day(40) }));
    const mailer = t.app.mailer;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let sending = () => {};
    const sendingStarted = new Promise<void>((resolve) => {
      sending = resolve;
    });
    const heldMailer: Mailer = {
      kind: mailer.kind,
      send: async (message) => {
        sending();
        await held;
        await mailer.send(message);
      },
    };
    const later = new Date(Date.now() + 35 * 86_400_000);
    const first = runJob({ ...deps(), mailer: heldMailer }, job, { now: later });
    await sendingStarted;
    expect((await runJob(deps(), job, { now: later })).state).toBe('skipped');
    release();
    expect((await first).state).toBe('done');
    const slot = new Date(Date.now() - 1000);
    expect((await runJob(deps(), job, { slot })).state).toBe('skipped');
    expect((await runJob(deps(), job, { slot: new Date(Date.now() + 120_000) })).state).toBe('done');
  });

  it('runs through PUT /monitor/job/run for whoever may change job status', async () => {
    const job = await reminderJob();
    const { body } = await call(t.app, 'PUT', '/monitor/job/run', {
      token: tokens.admin,
      ...en,
      body: { jobId: job.jobId },
    });
    expect(body).toMatchObject({ code: 200, msg: expect.stringContaining('reminders sent') });
    const missing = await call(t.app, 'PUT', '/monitor/job/run', {
      token: tokens.admin,
      ...en,
      body: { jobId: 99999 },
    });
    expect(missing.body).toMatchObject({ code: 500, msg: 'The scheduled job does not exist' });
  });
});
