import {
  mockApi,
  type RecordedCall,
  renderPage,
  renderPageWithApi,
} from '@agency/shared/testing/render-page';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import MsgListPage from '../pages/msg-list-page';
import '../../../page-registry';

const message = {
  messageId: 3,
  title: 'Car wash Friday',
  content: 'All cars to the wash at 9.',
  userIds: [],
  roleIds: [4],
  recipientCount: 3,
  readCount: 1,
  createBy: 'admin',
  createTime: '2026-11-25 09:00:00',
  remark: null,
};

function responder(call: RecordedCall): unknown {
  if (call.url.startsWith('/system/user/columnSettings/')) return { code: 200, msg: 'ok', data: null };
  if (call.url === '/system/msg/list') return { code: 200, msg: 'ok', rows: [message], total: 1 };
  if (call.url === '/system/msg/recipientOptions')
    return {
      code: 200,
      msg: 'ok',
      data: {
        users: [{ userId: 7, userName: 'noy', nickName: 'Noy' }],
        roles: [{ roleId: 4, roleName: 'Vehicle staff' }],
      },
    };
  if (call.url === '/system/msg/3')
    return {
      code: 200,
      msg: 'ok',
      data: {
        ...message,
        recipients: [
          { userId: 7, userName: 'noy', nickName: 'Noy', readTime: '2026-11-25 10:00:00' },
          { userId: 8, userName: 'kham', nickName: 'Kham', readTime: null },
        ],
      },
    };
  if (call.url === '/system/msg' && call.method === 'POST') return { code: 200, msg: 'ok' };
  throw new Error(`unexpected ${call.method} ${call.url}`);
}

// Forms validate and answer slower on a loaded CI machine than the default second.
configure({ defaultHidden: true, asyncUtilTimeout: 5000 });

describe('messages', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists messages with how many read them and shows who read when', async () => {
    mockApi(responder);
    await renderPage(<MsgListPage />, ['system:msg:list']);
    const row = (await screen.findByText('Car wash Friday')).closest('tr') as HTMLElement;
    expect(within(row).getByText('1 / 3')).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: /Readers/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Noy (noy)')).toBeInTheDocument();
    expect(within(dialog).getByText('2026-11-25 10:00:00')).toBeInTheDocument();
    expect(within(dialog).getByText('Unread')).toBeInTheDocument();
  });

  it('writes a message to a role, with ids as numbers', async () => {
    const { api, notifier } = await renderPageWithApi(<MsgListPage />, responder, [
      'system:msg:list',
      'system:msg:add',
    ]);
    await screen.findByText('Car wash Friday');
    fireEvent.click(screen.getByRole('button', { name: /^plus Add$/i }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByPlaceholderText('e.g. Office closed on Friday'), {
      target: { value: 'Office closed' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Content' }), {
      target: { value: 'Closed on Friday for the holiday.' },
    });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Roles' }));
    fireEvent.click(await screen.findByTitle('Vehicle staff'));
    fireEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(notifier.success).toHaveBeenCalledWith('Message sent'));
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        url: '/system/msg',
        data: {
          title: 'Office closed',
          content: 'Closed on Friday for the holiday.',
          userIds: [],
          roleIds: [4],
          remark: null,
        },
      }),
    );
  });
});
