import { AUDIT_FIELDS } from '@agency/shared/testing/audit-fields';
import { dictAnswer, type RecordedCall, renderPageWithApi } from '@agency/shared/testing/render-page';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import PostListPage from '../pages/post-list-page';
import '../../../page-registry';

const rows = [
  {
    postId: 3,
    postCode: 'agent',
    postName: 'Sales agent',
    postSort: 3,
    status: '0',
    ...AUDIT_FIELDS,
  },
];

function responder(call: RecordedCall): unknown {
  const dict = dictAnswer(call, { sys_normal_disable: [['0', 'Normal', 'primary']] });
  if (dict) return dict;
  if (call.url === '/system/user/columnSettings/system.post') return { code: 200, msg: 'ok', data: null };
  if (call.url === '/system/post/list') return { code: 200, msg: 'ok', rows, total: 1 };
  if (call.url === '/system/post' && call.method === 'POST') return { code: 200, msg: 'ok' };
  throw new Error(`unexpected ${call.method} ${call.url}`);
}

configure({ defaultHidden: true });

describe('positions', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists positions by order and adds one after checking the code', async () => {
    const { api, notifier } = await renderPageWithApi(<PostListPage />, responder);
    expect(await screen.findByText('Sales agent')).toBeInTheDocument();
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        url: '/system/post/list',
        params: { pageNum: 1, pageSize: 20, orderByColumn: 'postSort', isAsc: 'asc' },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: /^plus Add$/i }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByPlaceholderText('Enter the position code'), {
      target: { value: 'bad code' },
    });
    fireEvent.change(within(dialog).getByPlaceholderText('Enter the position name'), {
      target: { value: 'Auditor' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
    expect(
      await within(dialog).findByText('Only letters, digits and _ . - are allowed', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    fireEvent.change(within(dialog).getByPlaceholderText('Enter the position code'), {
      target: { value: 'auditor' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(notifier.success).toHaveBeenCalledWith('Added'));
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        url: '/system/post',
        data: expect.objectContaining({ postCode: 'auditor', postName: 'Auditor', postSort: 0, status: '0' }),
      }),
    );
  });
});
