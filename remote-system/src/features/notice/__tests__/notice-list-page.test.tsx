import {
  dictAnswer,
  mockApi,
  mockNotifier,
  type RecordedCall,
  renderPage,
  renderPageWithApi,
  searchFor,
  waitForCall,
} from '@agency/shared/testing/render-page';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import NoticeListPage from '../pages/notice-list-page';
import type { Notice } from '../types/notice';
import '../../../page-registry';

// wangEditor needs a real browser: a text area stands in for shared's RichEditor here.
jest.mock('@agency/shared/features/editor/components/rich-editor', () =>
  jest.requireActual('@agency/shared/testing/rich-editor-stand-in'),
);

const dicts = {
  sys_notice_type: [
    ['1', 'Notice', 'warning'],
    ['2', 'Announcement', 'success'],
  ] as Array<[string, string, string]>,
  sys_notice_status: [
    ['0', 'Open', 'primary'],
    ['1', 'Closed', 'danger'],
  ] as Array<[string, string, string]>,
};

const rows: Notice[] = [
  {
    noticeId: 1,
    noticeTitle: 'Office closed on Friday',
    noticeType: '1',
    noticeContent: '<p>Closed</p>',
    status: '0',
    createBy: 'admin',
    createTime: '2025-04-01 09:00:00',
    updateBy: '',
    updateTime: null,
    remark: null,
  },
  {
    noticeId: 2,
    noticeTitle: 'New rental prices',
    noticeType: '2',
    noticeContent: '<p>Prices</p>',
    status: '1',
    createBy: 'staff',
    createTime: '2025-04-02 09:00:00',
    updateBy: '',
    updateTime: null,
    remark: null,
  },
];

function responder(call: RecordedCall): unknown {
  const dict = dictAnswer(call, dicts);
  if (dict) return dict;
  // No saved column choice: the screen's default columns.
  if (call.url === '/system/user/columnSettings/system.notice') return { code: 200, msg: 'ok', data: null };
  if (call.url === '/system/notice/list') return { code: 200, msg: 'ok', rows, total: 2 };
  if (call.url === '/system/notice/2' && call.method === 'GET')
    return { code: 200, msg: 'ok', data: rows[1] };
  if (call.url === '/system/notice') return { code: 200, msg: 'ok' };
  if (call.method === 'DELETE') return { code: 200, msg: 'ok' };
  throw new Error(`unexpected ${call.method} ${call.url}`);
}

const dialog = () => screen.getByRole('dialog');

// Role queries skip the costly visibility check (antd renders large trees).
configure({ defaultHidden: true });

describe('notices', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists notices with type and status tags', async () => {
    const { api } = await renderPageWithApi(<NoticeListPage />, responder);
    const row = (await screen.findByText('Office closed on Friday')).closest('tr') as HTMLElement;
    expect(await within(row).findByText('Notice')).toBeInTheDocument();
    expect(within(row).getByText('Open')).toBeInTheDocument();
    expect(within(row).getByText('admin')).toBeInTheDocument();
    expect(within(row).getByText('2025-04-01 09:00:00')).toBeInTheDocument();
    expect(screen.getByText('Announcement')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Title/ })).toBeInTheDocument();
    expect(api.calls).toContainEqual(
      expect.objectContaining({ url: '/system/notice/list', params: { pageNum: 1, pageSize: 20 } }),
    );
  });

  it('searches by title and creator from page 1', async () => {
    const { api } = await renderPageWithApi(<NoticeListPage />, responder);
    await screen.findByText('Office closed on Friday');
    searchFor({ 'Enter a title': ' prices ', 'Enter the creator': 'staff' });
    await waitForCall(api, {
      url: '/system/notice/list',
      params: { pageNum: 1, pageSize: 20, noticeTitle: 'prices', createBy: 'staff' },
    });
    expect(screen.getByText('Select a type')).toBeInTheDocument();
  });

  it('validates the form before adding', async () => {
    const { api, notifier } = await renderPageWithApi(<NoticeListPage />, responder);
    await screen.findByText('Office closed on Friday');

    fireEvent.click(screen.getByRole('button', { name: /^plus Add$/i }));
    await screen.findByText('Add notice');
    // A new notice is a notice, open, until the user says otherwise.
    expect(await within(dialog()).findByRole('radio', { name: 'Notice' })).toBeChecked();
    expect(within(dialog()).getByRole('radio', { name: 'Open' })).toBeChecked();
    fireEvent.click(within(dialog()).getByRole('button', { name: /Save/ }));
    // antd validates asynchronously: allow for a busy test machine.
    expect(
      await within(dialog()).findByText('The title cannot be empty', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog()).getByPlaceholderText('Enter a title'), {
      target: { value: ' Holiday ' },
    });
    fireEvent.change(await within(dialog()).findByRole('textbox', { name: 'Content' }), {
      target: { value: '<p>Closed on 2 December</p>' },
    });
    fireEvent.click(within(dialog()).getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(notifier.success).toHaveBeenCalledWith('Added'));
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        url: '/system/notice',
        data: {
          noticeTitle: 'Holiday',
          noticeType: '1',
          status: '0',
          noticeContent: '<p>Closed on 2 December</p>',
        },
      }),
    );
  });

  it('loads a notice into the form and saves it with PUT', async () => {
    const { api, notifier } = await renderPageWithApi(<NoticeListPage />, responder);
    const row = (await screen.findByText('New rental prices')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /Edit/ }));
    await waitFor(() =>
      expect(within(dialog()).getByPlaceholderText('Enter a title')).toHaveValue('New rental prices'),
    );
    expect(screen.getByText('Edit notice')).toBeInTheDocument();
    expect(await within(dialog()).findByRole('radio', { name: 'Announcement' })).toBeChecked();
    expect(within(dialog()).getByRole('radio', { name: 'Closed' })).toBeChecked();
    expect(await within(dialog()).findByRole('textbox', { name: 'Content' })).toHaveValue('<p>Prices</p>');
    fireEvent.click(within(dialog()).getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(notifier.success).toHaveBeenCalledWith('Saved'));
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: 'PUT',
        url: '/system/notice',
        data: {
          noticeId: 2,
          noticeTitle: 'New rental prices',
          noticeType: '2',
          status: '1',
          noticeContent: '<p>Prices</p>',
        },
      }),
    );
  });

  it('asks before deleting one notice or the selected ones, and warns when nothing is selected', async () => {
    const { api, notifier } = await renderPageWithApi(<NoticeListPage />, responder);
    const row = (await screen.findByText('Office closed on Friday')).closest('tr') as HTMLElement;

    // The toolbar's Delete comes before the rows' ones.
    const toolbarDelete = () => screen.getAllByRole('button', { name: /^delete Delete$/i })[0] as HTMLElement;
    fireEvent.click(toolbarDelete());
    expect(notifier.warning).toHaveBeenCalledWith('Please select the notices to delete');
    expect(notifier.confirm).not.toHaveBeenCalled();

    fireEvent.click(within(row).getByRole('button', { name: /^delete Delete$/i }));
    await waitForCall(api, { method: 'DELETE', url: '/system/notice/1' });
    expect(notifier.confirm).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Delete notices',
        content: 'Delete the notice "Office closed on Friday"?',
      }),
    );

    for (const title of ['Office closed on Friday', 'New rental prices']) {
      const selected = screen.getByText(title).closest('tr') as HTMLElement;
      fireEvent.click(within(selected).getByRole('checkbox'));
    }
    fireEvent.click(toolbarDelete());
    await waitForCall(api, { method: 'DELETE', url: '/system/notice/1,2' });
    expect(notifier.confirm).toHaveBeenLastCalledWith(
      expect.objectContaining({ content: 'Delete the 2 selected notices?' }),
    );
    await waitFor(() => expect(notifier.success).toHaveBeenCalledWith('Deleted'));
  });

  it('deletes nothing when the confirmation is cancelled', async () => {
    const api = mockApi(responder);
    const notifier = mockNotifier(false);
    await renderPage(<NoticeListPage />);
    const row = (await screen.findByText('Office closed on Friday')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /^delete Delete$/i }));
    await waitFor(() => expect(notifier.confirm).toHaveBeenCalled());
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('shows only what the permissions allow', async () => {
    await renderPageWithApi(<NoticeListPage />, responder, ['system:notice:list']);
    await screen.findByText('Office closed on Friday');
    expect(screen.queryByRole('button', { name: /Add/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Export/ })).not.toBeInTheDocument();
  });
});
