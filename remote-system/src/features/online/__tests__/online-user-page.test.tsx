import { mockApi, mockNotifier, type RecordedCall, renderPage } from '@agency/shared/testing/render-page';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import OnlineUserPage from '../pages/online-user-page';
import type { OnlineUser } from '../types/online-user';
import '../../../page-registry';

const rows: OnlineUser[] = [
  {
    tokenId: 'a1b2c3',
    userName: 'staff',
    deptName: 'Sales',
    ipaddr: '10.0.0.7',
    loginLocation: 'Intranet',
    browser: 'Chrome 130',
    os: 'Windows 10',
    loginTime: '2025-05-01 08:30:00',
  },
];

function responder(call: RecordedCall): unknown {
  if (call.url === '/monitor/online/list') return { code: 200, msg: 'ok', rows, total: 1 };
  if (call.method === 'DELETE') return { code: 200, msg: 'ok' };
  throw new Error(`unexpected ${call.method} ${call.url}`);
}

describe('online users', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists sessions with user, dept, ip, location, browser, OS and login time', async () => {
    mockApi(responder);
    mockNotifier();
    await renderPage(<OnlineUserPage />);
    const row = (await screen.findByText('a1b2c3')).closest('tr') as HTMLElement;
    for (const text of [
      'staff',
      'Sales',
      '10.0.0.7',
      'Intranet',
      'Chrome 130',
      'Windows 10',
      '2025-05-01 08:30:00',
    ]) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
  });

  it('filters by ip and user name', async () => {
    const api = mockApi(responder);
    mockNotifier();
    await renderPage(<OnlineUserPage />);
    await screen.findByText('a1b2c3');
    fireEvent.change(screen.getByPlaceholderText('Enter an IP address'), { target: { value: '10.0.0.7' } });
    fireEvent.change(screen.getByPlaceholderText('Enter a user name'), { target: { value: 'staff' } });
    fireEvent.click(screen.getByRole('button', { name: /^search Search$/i }));
    await waitFor(() =>
      expect(api.calls).toContainEqual(
        expect.objectContaining({
          url: '/monitor/online/list',
          params: { pageNum: 1, pageSize: 20, ipaddr: '10.0.0.7', userName: 'staff' },
        }),
      ),
    );
  });

  it('forces a logout after confirmation', async () => {
    const api = mockApi(responder);
    const notifier = mockNotifier(true);
    await renderPage(<OnlineUserPage />);
    const row = (await screen.findByText('a1b2c3')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /Force logout/ }));
    await waitFor(() => expect(notifier.success).toHaveBeenCalledWith('The user was logged out'));
    expect(notifier.confirm).toHaveBeenCalledWith(
      expect.objectContaining({ content: 'Force the user "staff" to log out?' }),
    );
    expect(api.calls).toContainEqual(
      expect.objectContaining({ method: 'DELETE', url: '/monitor/online/a1b2c3' }),
    );
  });

  it('does nothing when the confirmation is cancelled, and hides the button without permission', async () => {
    const api = mockApi(responder);
    mockNotifier(false);
    const view = await renderPage(<OnlineUserPage />);
    const row = (await screen.findByText('a1b2c3')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /Force logout/ }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false));
    view.unmount();

    await renderPage(<OnlineUserPage />, ['monitor:online:list']);
    await screen.findByText('a1b2c3');
    expect(screen.queryByRole('button', { name: /Force logout/ })).not.toBeInTheDocument();
  });
});
