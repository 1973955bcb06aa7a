import { eq } from 'drizzle-orm';
import { sysJob, sysJobLog } from '../../../db/schema/sys-job';
import { runJob } from '../../../services/jobs/job-runner';
import { runMissedJobs } from '../../../services/jobs/missed-runs';
import { postExport } from '../../../testing/export-request';
import { call } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';

/*
 * Scheduled jobs and their log (issue 10, RuoYi's monitor/job and monitor/jobLog): the
 * white list of job functions, the cron check and preview, pause/resume, run once, the
 * scheduler following each change, and the log's list, export, delete and clean.
 */
const { t, tokens, as } = useTestApp({ logins: ['admin', 'staff'] });
const asAdmin = as('admin');

const job = {
  jobName: 'Nightly contracts',
  jobGroup: 'DEFAULT',
  invokeTarget: 'pact.expireContracts',
  cronExpression: '0 30 1 * * ?',
  misfirePolicy: '3',
  concurrent: '1',
  status: '0',
  remark: null,
};

const send = (method: 'POST' | 'PUT', url: string, body: Record<string, unknown>, token = tokens.admin) =>
  call(t.app, method, url, { token, body, lang: 'en' });
const jobIdOf = async (jobName: string) => {
  const [row] = await t.db.select().from(sysJob).where(eq(sysJob.jobName, jobName));
  return row?.jobId ?? 0;
};

describe('job routes', () => {
  it('adds a job that names a registered function, and the scheduler times it at once', async () => {
    const added = await send('POST', '/monitor/job', job);
    expect(added.body).toMatchObject({ code: 200 });
    const jobId = await jobIdOf(job.jobName);
    expect(t.app.jobScheduler.scheduled()).toContain(jobId);

    const one = await asAdmin('GET', `/monitor/job/${jobId}`);
    expect(one.body.data).toMatchObject({ ...job, remark: null, jobId });
    expect((one.body.data as { nextValidTime: string }).nextValidTime).toMatch(/^\d{4}-\d\d-\d\d 01:30:00$/);
  });

  it('refuses an arbitrary invoke target, a bad cron and an unknown group, each on its field', async () => {
    const target = await send('POST', '/monitor/job', {
      ...job,
      jobName: 'Evil',
      invokeTarget: "java.lang.Runtime.getRuntime().exec('id')",
    });
    expect(target.body.code).toBe(500);
    expect(target.body.fieldErrors).toEqual([
      expect.objectContaining({
        field: 'invokeTarget',
        message: expect.stringContaining('not a job function'),
      }),
    ]);
    const cron = await send('POST', '/monitor/job', {
      ...job,
      jobName: 'Bad cron',
      cronExpression: '0 61 * * * ?',
    });
    expect(cron.body.fieldErrors).toEqual([expect.objectContaining({ field: 'cronExpression' })]);
    const group = await send('POST', '/monitor/job', { ...job, jobName: 'Bad group', jobGroup: 'NOPE' });
    expect(group.body.fieldErrors).toEqual([expect.objectContaining({ field: 'jobGroup' })]);
    const policy = await send('POST', '/monitor/job', { ...job, jobName: 'Bad policy', misfirePolicy: '9' });
    expect(policy.body.code).not.toBe(200);
    expect(await t.db.$count(sysJob, eq(sysJob.jobGroup, 'NOPE'))).toBe(0);
    expect(await jobIdOf('Evil')).toBe(0);
  });

  it('lists the white list and previews the next five runs of a cron', async () => {
    const functions = await asAdmin('GET', '/monitor/job/functions', { lang: 'en' });
    expect(functions.body.data).toEqual(
      expect.arrayContaining([
        { value: 'carLease.endExpired', label: expect.stringContaining('Car leases') },
        { value: 'pact.expireContracts', label: expect.stringContaining('Contracts') },
      ]),
    );
    const next = await asAdmin('GET', '/monitor/job/cronNext', {
      query: { cronExpression: '0 0 8 ? * MON' },
    });
    expect(next.body.data).toHaveLength(5);
    for (const time of next.body.data as string[]) {
      expect(time).toMatch(/ 08:00:00$/);
      expect(new Date(time.replace(' ', 'T')).getDay()).toBe(1);
    }
    // Quartz numbers weekdays from Sunday = 1: 2-6 is Monday to Friday.
    const weekdays = await asAdmin('GET', '/monitor/job/cronNext', {
      query: { cronExpression: '0 0 9 ? * 2-6' },
    });
    const days = (weekdays.body.data as string[]).map((time) => new Date(time.replace(' ', 'T')).getDay());
    expect(days.every((day) => day >= 1 && day <= 5)).toBe(true);
    const sundays = await asAdmin('GET', '/monitor/job/cronNext', {
      query: { cronExpression: '0 0 9 ? * 1' },
    });
    expect((sundays.body.data as string[]).map((time) => new Date(time.replace(' ', 'T')).getDay())).toEqual([
      0, 0, 0, 0, 0,
    ]);
    const bad = await asAdmin('GET', '/monitor/job/cronNext', {
      lang: 'en',
      query: { cronExpression: 'every day' },
    });
    expect(bad.body.msg).toContain('cron expression is not valid');
  });

  it('edits, pauses and resumes a job; the timers follow', async () => {
    const jobId = await jobIdOf(job.jobName);
    const edited = await send('PUT', '/monitor/job', { ...job, jobId, cronExpression: '0 0/15 * * * ?' });
    expect(edited.body.code).toBe(200);
    const paused = await send('PUT', '/monitor/job/changeStatus', { jobId, status: '1' });
    expect(paused.body).toEqual({ code: 200, msg: 'The job is paused' });
    expect(t.app.jobScheduler.scheduled()).not.toContain(jobId);
    const list = await asAdmin('GET', '/monitor/job/list', {
      query: { status: '1' },
    });
    expect(list.body.rows).toEqual([expect.objectContaining({ jobId, nextValidTime: null })]);
    await send('PUT', '/monitor/job/changeStatus', { jobId, status: '0' });
    expect(t.app.jobScheduler.scheduled()).toContain(jobId);
  });

  it('reloads the timers after a write that succeeded, not after a refused one', async () => {
    const reload = jest.spyOn(t.app.jobScheduler, 'reload');
    const refused = await send('PUT', '/monitor/job', { ...job, jobId: 999999 });
    expect(refused.body.code).not.toBe(200);
    expect(reload).not.toHaveBeenCalled();
    const jobId = await jobIdOf(job.jobName);
    expect(
      (await send('PUT', '/monitor/job', { ...job, jobId, cronExpression: '0 0/20 * * * ?' })).body.code,
    ).toBe(200);
    expect(reload).toHaveBeenCalledTimes(1);
    reload.mockRestore();
  });

  it('runs a job once and logs it; the log lists, exports, deletes and empties', async () => {
    const jobId = await jobIdOf(job.jobName);
    const run = await send('PUT', '/monitor/job/run', { jobId, jobGroup: 'DEFAULT' });
    expect(run.body).toMatchObject({ code: 200, msg: expect.stringContaining('Job run') });
    const { jobLogId } = run.body.data as { jobLogId: number };
    const log = await asAdmin('GET', '/monitor/jobLog/list', {
      query: { jobName: 'Nightly', status: '0' },
    });
    expect(log.body.rows).toEqual([
      expect.objectContaining({
        jobLogId: jobLogId,
        jobName: job.jobName,
        invokeTarget: 'pact.expireContracts',
        status: '0',
        jobMessage: expect.stringContaining('Nightly contracts'),
      }),
    ]);
    const one = await asAdmin('GET', `/monitor/jobLog/${jobLogId}`);
    expect(one.body.data).toMatchObject({ status: '0' });

    const exported = await postExport(t.app, '/monitor/jobLog/export', {
      token: tokens.admin,
      form: { jobName: 'Nightly' },
    });
    expect(exported.headers['content-type']).toContain('spreadsheetml');

    await send('PUT', '/monitor/job/run', { jobId });
    const removed = await asAdmin('DELETE', `/monitor/jobLog/${jobLogId}`);
    expect(removed.body.code).toBe(200);
    expect(await t.db.$count(sysJobLog, eq(sysJobLog.jobName, job.jobName))).toBe(1);
    const cleaned = await asAdmin('DELETE', '/monitor/jobLog/clean', { lang: 'en' });
    expect(cleaned.body.code).toBe(200);
    expect(await t.db.$count(sysJobLog)).toBe(0);
  });

  it('runs a job whose time passed while the server was down, by its misfire policy', async () => {
    const jobId = await jobIdOf(job.jobName);
    const deps = { db: t.db, mailer: t.app.mailer, log: t.app.log };
    // The earlier run one minute past a quarter hour, three hours ago: the slot it missed
    // next is then 14 minutes later, never within the runner's clock tolerance of it.
    const earlier = new Date(Date.now() - 3 * 3600_000);
    earlier.setMinutes(Math.floor(earlier.getMinutes() / 15) * 15 + 1, 0, 0);
    await t.db.insert(sysJobLog).values({
      jobName: job.jobName,
      jobGroup: job.jobGroup,
      invokeTarget: job.invokeTarget,
      jobMessage: 'earlier run',
      createTime: earlier,
    });
    // Policy 3 (do nothing): the missed quarter hours are not run.
    expect(await runMissedJobs(deps)).toBe(0);
    await send('PUT', '/monitor/job', {
      ...job,
      jobId,
      cronExpression: '0 0/15 * * * ?',
      misfirePolicy: '2',
    });
    expect(await runMissedJobs(deps)).toBe(1);
    // Once only: that run is now the last one.
    expect(await runMissedJobs(deps)).toBe(0);
  });

  it('runs each slot of a job that fires more often than the clock tolerance', async () => {
    const jobId = await jobIdOf(job.jobName);
    // More than once a minute: an administrator's confirmation (issue 32, finding 18).
    await send('PUT', '/monitor/job', {
      ...job,
      jobId,
      cronExpression: '0/10 * * * * ?',
      status: '1',
      confirmFrequent: true,
    });
    const [row] = await t.db.select().from(sysJob).where(eq(sysJob.jobId, jobId));
    if (!row) throw new Error('job missing');
    const deps = { db: t.db, mailer: t.app.mailer, log: t.app.log };
    // The previous slot ran 10 s before this one.
    const slot = new Date(Math.floor(Date.now() / 10_000) * 10_000);
    await t.db.delete(sysJobLog);
    await t.db.insert(sysJobLog).values({
      jobName: job.jobName,
      jobGroup: job.jobGroup,
      invokeTarget: job.invokeTarget,
      jobMessage: 'previous slot',
      createTime: new Date(slot.getTime() - 10_000),
    });
    expect((await runJob(deps, row, { slot })).state).toBe('done');
    // The same slot asked again, as a second process would: run once only.
    expect((await runJob(deps, row, { slot })).state).toBe('skipped');
  });

  it('needs the job permissions on every route, and deletes', async () => {
    const jobId = await jobIdOf(job.jobName);
    for (const [method, url] of [
      ['GET', '/monitor/job/list'],
      ['GET', '/monitor/job/functions'],
      ['GET', '/monitor/jobLog/list'],
      ['PUT', '/monitor/job/changeStatus'],
      ['PUT', '/monitor/job/run'],
      ['DELETE', `/monitor/job/${jobId}`],
      ['DELETE', '/monitor/jobLog/clean'],
    ] as const) {
      const answer = await call(t.app, method, url, { token: tokens.staff, body: { jobId, status: '1' } });
      expect([url, answer.body.code]).toEqual([url, 403]);
    }
    const removed = await asAdmin('DELETE', `/monitor/job/${jobId}`);
    expect(removed.body.code).toBe(200);
    expect(t.app.jobScheduler.scheduled()).not.toContain(jobId);
  });
});
