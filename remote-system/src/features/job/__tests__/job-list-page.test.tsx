import { AUDIT_FIELDS } from '@agency/shared/testing/audit-fields';
import { dictAnswer, type RecordedCall, renderPageWithApi } from '@agency/shared/testing/render-page';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import JobListPage from '../pages/job-list-page';
import '../../../page-registry';

const job = {
  jobId: 3,
  jobName: 'End expired car leases',
  jobGroup: 'SYSTEM',
  invokeTarget: 'carLease.endExpired',
  cronExpression: '0 10 0 * * ?',
  misfirePolicy: '3',
  concurrent: '1',
  status: '0',
  nextValidTime: '2026-11-26 00:10:00',
  ...AUDIT_FIELDS,
};

function responder(call: RecordedCall): unknown {
  const dict = dictAnswer(call, {
    sys_job_group: [
      ['DEFAULT', 'Default', 'default'],
      ['SYSTEM', 'System', 'primary'],
    ],
    sys_job_status: [
      ['0', 'Running', 'primary'],
      ['1', 'Paused', 'danger'],
    ],
  });
  if (dict) return dict;
  if (call.url.startsWith('/system/user/columnSettings/')) return { code: 200, msg: 'ok', data: null };
  if (call.url === '/monitor/job/list') return { code: 200, msg: 'ok', rows: [job], total: 1 };
  if (call.url === '/monitor/job/functions')
    return {
      code: 200,
      msg: 'ok',
      data: [
        { value: 'carLease.endExpired', label: 'Car leases: end leases past their end date' },
        { value: 'pact.expireContracts', label: 'Contracts: signed contracts past their end date expire' },
      ],
    };
  if (call.url === '/monitor/job/cronNext') {
    const cron = (call.params as { cronExpression: string }).cronExpression;
    if (cron === '0 30 9 ? * MON-FRI')
      return { code: 200, msg: 'ok', data: ['2026-11-26 09:30:00', '2026-11-27 09:30:00'] };
    throw Object.assign(new Error('bad cron'), { code: 500 });
  }
  if (call.url === '/monitor/job/run') return { code: 200, msg: 'Job run: 0 car leases ended', data: {} };
  if (call.url === '/monitor/job/changeStatus') return { code: 200, msg: 'The job is paused' };
  if (call.url === '/monitor/job' && call.method === 'POST') return { code: 200, msg: 'ok' };
  throw new Error(`unexpected ${call.method} ${call.url}`);
}

// Forms validate and answer slower on a loaded CI machine than the default second.
configure({ defaultHidden: true, asyncUtilTimeout: 5000 });

describe('scheduled jobs', () => {
  afterEach(() => jest.restoreAllMocks());

  it('runs a job once, pauses it and opens its log', async () => {
    const { api, notifier } = await renderPageWithApi(<JobListPage />, responder, [
      'monitor:job:list',
      'monitor:job:changeStatus',
      'monitor:job:query',
    ]);
    const line = (await screen.findByText('End expired car leases')).closest('tr') as HTMLElement;
    expect(within(line).getByText('2026-11-26 00:10:00')).toBeInTheDocument();

    fireEvent.click(within(line).getByRole('button', { name: /Run once/ }));
    await waitFor(() => expect(notifier.success).toHaveBeenCalledWith('Job run: 0 car leases ended'), {
      timeout: 5000,
    });
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: 'PUT',
        url: '/monitor/job/run',
        data: { jobId: 3, jobGroup: 'SYSTEM' },
      }),
    );

    fireEvent.click(within(line).getByRole('switch', { name: 'Status' }));
    await waitFor(() => expect(notifier.success).toHaveBeenCalledWith('The job is paused'), {
      timeout: 5000,
    });
    expect(notifier.confirm).toHaveBeenCalledWith(
      expect.objectContaining({ content: 'Pause the job "End expired car leases"?' }),
    );
    expect(api.calls).toContainEqual(
      expect.objectContaining({ url: '/monitor/job/changeStatus', data: { jobId: 3, status: '1' } }),
    );

    fireEvent.click(within(line).getByRole('button', { name: /Log/ }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/monitor/job-log/index?jobName=End+expired+car+leases&jobGroup=SYSTEM',
    );
  });

  it('adds a job from the white list with a cron checked by the server', async () => {
    const { api, notifier } = await renderPageWithApi(<JobListPage />, responder, [
      'monitor:job:list',
      'monitor:job:add',
    ]);
    await screen.findByText('End expired car leases');
    expect(screen.queryByRole('button', { name: /Run once/ })).toBeNull();
    expect(screen.getByRole('switch', { name: 'Status' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: /^plus Add$/i }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByPlaceholderText('Enter a job name'), {
      target: { value: 'Weekday contracts' },
    });
    const functionSelect = within(dialog).getByRole('combobox', { name: 'Job function' });
    fireEvent.mouseDown(functionSelect);
    fireEvent.click(
      await screen.findByText(
        'Contracts: signed contracts past their end date expire (pact.expireContracts)',
      ),
    );

    const cron = within(dialog).getByPlaceholderText(/every day at 08:00/);
    // A schedule firing more than once a minute offers the administrator's confirmation.
    const confirm = { name: 'Confirm: runs more than once a minute' };
    expect(within(dialog).queryByRole('switch', confirm)).toBeNull();
    fireEvent.change(cron, { target: { value: '*/10 * * * * ?' } });
    expect(await within(dialog).findByRole('switch', confirm)).toBeInTheDocument();
    fireEvent.change(cron, { target: { value: '0 30 9 ? * MON' } });
    expect(
      await within(dialog).findByText(/cron expression is not valid/, {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    fireEvent.change(cron, { target: { value: '0 30 9 ? * MON-FRI' } });
    expect(await within(dialog).findByText('2026-11-27 09:30:00', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(within(dialog).queryByRole('switch', confirm)).toBeNull();

    // Opening the builder shows the expression and leaves it as it is.
    fireEvent.click(within(dialog).getByRole('button', { name: /Builder/ }));
    expect(dialog.querySelector('.react-js-cron')).not.toBeNull();
    expect(cron).toHaveValue('0 30 9 ? * MON-FRI');

    fireEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(notifier.success).toHaveBeenCalledWith('Job added'), { timeout: 5000 });
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        url: '/monitor/job',
        data: expect.objectContaining({
          jobName: 'Weekday contracts',
          jobGroup: 'DEFAULT',
          invokeTarget: 'pact.expireContracts',
          cronExpression: '0 30 9 ? * MON-FRI',
          misfirePolicy: '3',
          concurrent: '1',
          status: '0',
        }),
      }),
    );
  });
});
