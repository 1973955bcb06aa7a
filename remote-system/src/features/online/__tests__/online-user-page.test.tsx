import { changeLanguage } from '@agency/shared/features/i18n/i18n';
import {
  mockApi,
  mockNotifier,
  type RecordedCall,
  renderPage,
  renderPageWithApi,
  searchFor,
  waitForCall,
} from '@agency/shared/testing/render-page';
import { renderWithStore } from '@agency/shared/testing/render-with-store';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
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

// Role queries skip the costly visibility check (antd renders large trees).
configure({ defaultHidden: true });

function responder(call: RecordedCall): unknown {
  if (call.url === '/monitor/online/list') return { code: 200, msg: 'ok', rows, total: 1 };
  // No saved column choice: the screen's default columns.
  if (call.url === '/system/user/columnSettings/monitor.online') return { code: 200, msg: 'ok', data: null };
  if (call.method === 'DELETE') return { code: 200, msg: 'ok' };
  throw new Error(`unexpected ${call.method} ${call.url}`);
}

describe('online users', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists sessions with user, dept, ip, location, browser, OS and login time', async () => {
    await renderPageWithApi(<OnlineUserPage />, responder);
    const row = (await screen.findByText('a1b2c3')).closest('tr') as HTMLElement;
    for (const text of [
      '1',
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
    // A list to read: no add, edit, delete, export or import.
    for (const name of [/Add/, /Edit/, /^delete Delete$/i, /Export/, /Import/]) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('filters by ip and user name', async () => {
    const { api } = await renderPageWithApi(<OnlineUserPage />, responder);
    await screen.findByText('a1b2c3');
    searchFor({ 'Enter an IP address': '10.0.0.7', 'Enter a user name': 'staff' });
    await waitForCall(api, {
      url: '/monitor/online/list',
      params: { pageNum: 1, pageSize: 20, ipaddr: '10.0.0.7', userName: 'staff' },
    });
  });

  it('forces a logout after confirmation', async () => {
    const { api, notifier } = await renderPageWithApi(<OnlineUserPage />, responder);
    const row = (await screen.findByText('a1b2c3')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /Force logout/ }));
    await waitFor(() => expect(notifier.success).toHaveBeenCalledWith('The user was logged out'));
    expect(notifier.confirm).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Force logout',
        content: 'Force the user "staff" to log out?',
        okText: 'Log out',
      }),
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

  it('numbers rows across pages and steps back a page when its last session is logged out', async () => {
    await changeLanguage('en');
    const api = mockApi((call) =>
      call.url === '/monitor/online/list' ? { code: 200, msg: 'ok', rows, total: 21 } : responder(call),
    );
    const notifier = mockNotifier(true);
    renderWithStore(<OnlineUserPage />, {
      permissions: ['monitor:online:list', 'monitor:online:forceLogout'],
      url: '/page?pageNum=2',
    });
    const row = (await screen.findByText('a1b2c3')).closest('tr') as HTMLElement;
    expect(within(row).getByText('21')).toBeInTheDocument();
    // The row numbers and the button read the list's cache: one call, for page 2.
    const listCalls = () => api.calls.filter((call) => call.url === '/monitor/online/list');
    expect(listCalls()).toEqual([expect.objectContaining({ params: { pageNum: 2, pageSize: 20 } })]);

    fireEvent.click(within(row).getByRole('button', { name: /Force logout/ }));
    await waitFor(() => expect(notifier.success).toHaveBeenCalledWith('The user was logged out'));
    await waitFor(() => expect(screen.getByTestId('current-url')).toHaveTextContent(/^\/page$/));
    await waitFor(() =>
      expect(listCalls()).toContainEqual(expect.objectContaining({ params: { pageNum: 1, pageSize: 20 } })),
    );
  });
});
