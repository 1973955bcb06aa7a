import { dictAnswer, type RecordedCall, renderPageWithApi } from '@agency/shared/testing/render-page';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import LoginLogPage from '../features/login-log/pages/login-log-page';
import type { LoginLog } from '../features/login-log/types/login-log';
import OperLogPage from '../features/oper-log/pages/oper-log-page';
import type { OperLog } from '../features/oper-log/types/oper-log';
import '../page-registry';

const logins: LoginLog[] = [
  {
    infoId: 11,
    userName: 'staff',
    ipaddr: '10.0.0.7',
    loginLocation: 'Intranet',
    browser: 'Chrome 130',
    os: 'Windows 10',
    status: '1',
    msg: 'Wrong user name or password',
    loginTime: '2026-11-23 08:30:00',
  },
];
const operations: OperLog[] = [
  {
    operId: 5,
    title: 'Post',
    businessType: 1,
    method: '',
    requestMethod: 'POST',
    operatorType: 1,
    operName: 'admin',
    deptName: 'Head office',
    operUrl: '/web-api/system/post',
    operIp: '127.0.0.1',
    operLocation: 'Intranet',
    operParam: '{"postCode":"auditor"}',
    jsonResult: '{"code":200}',
    status: 0,
    errorMsg: '',
    operTime: '2026-11-23 09:00:00',
    costTime: 12,
  },
];

configure({ defaultHidden: true });

function responder(call: RecordedCall): unknown {
  const dict = dictAnswer(call, {
    sys_common_status: [
      ['0', 'Success', 'primary'],
      ['1', 'Failure', 'danger'],
    ],
    sys_oper_type: [['1', 'Add', 'info']],
  });
  if (dict) return dict;
  if (call.url.startsWith('/system/user/columnSettings/')) return { code: 200, msg: 'ok', data: null };
  if (call.url === '/monitor/logininfor/list') return { code: 200, msg: 'ok', rows: logins, total: 1 };
  if (call.url === '/monitor/operlog/list') return { code: 200, msg: 'ok', rows: operations, total: 1 };
  if (call.url === '/monitor/logininfor/unlock/staff') return { code: 200, msg: 'ok' };
  if (call.url.endsWith('/clean') && call.method === 'DELETE')
    return { code: 200, msg: 'The log was emptied' };
  throw new Error(`unexpected ${call.method} ${call.url}`);
}

describe('monitor logs', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists sign-ins newest first, unlocks the selected account and empties the log after confirmation', async () => {
    const { api, notifier } = await renderPageWithApi(<LoginLogPage />, responder);
    const row = (await screen.findByText('Wrong user name or password')).closest('tr') as HTMLElement;
    expect(within(row).getByText('staff')).toBeInTheDocument();
    expect(await within(row).findByText('Failure')).toBeInTheDocument();
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        url: '/monitor/logininfor/list',
        params: expect.objectContaining({ orderByColumn: 'loginTime', isAsc: 'desc' }),
      }),
    );
    // No add or edit: the log is written by the server.
    expect(screen.queryByRole('button', { name: /^plus Add$/i })).toBeNull();

    const unlock = within(row).getByRole('button', { name: /Unlock/ });
    fireEvent.click(unlock);
    await waitFor(() => expect(notifier.success).toHaveBeenCalledWith('The account staff is unlocked'));
    expect(api.calls).toContainEqual(
      expect.objectContaining({ method: 'GET', url: '/monitor/logininfor/unlock/staff' }),
    );

    fireEvent.click(screen.getByRole('button', { name: /Clear all/ }));
    await waitFor(() => expect(notifier.success).toHaveBeenCalledWith('The log was emptied'));
    expect(api.calls).toContainEqual(
      expect.objectContaining({ method: 'DELETE', url: '/monitor/logininfor/clean' }),
    );
  });

  it('shows an operation with its request and answer in the detail dialog', async () => {
    await renderPageWithApi(<OperLogPage />, responder);
    const row = (await screen.findByText('/web-api/system/post')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /Detail/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/"postCode": "auditor"/)).toBeInTheDocument();
    expect(within(dialog).getByText('12 ms')).toBeInTheDocument();
  });

  it('hides unlock and clear all without their permissions', async () => {
    await renderPageWithApi(<LoginLogPage />, responder, ['monitor:logininfor:list']);
    await screen.findByText('Wrong user name or password');
    expect(screen.queryByRole('button', { name: /Unlock/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Clear all/ })).toBeNull();
  });
});
