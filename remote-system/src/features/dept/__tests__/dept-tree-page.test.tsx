import { AUDIT_FIELDS } from '@agency/shared/testing/audit-fields';
import { dictAnswer, type RecordedCall, renderPageWithApi } from '@agency/shared/testing/render-page';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import DeptTreePage from '../pages/dept-tree-page';
import type { Dept } from '../types/dept';
import '../../../page-registry';

const dept = (deptId: number, parentId: number, deptName: string): Dept => ({
  deptId,
  parentId,
  ancestors: '',
  deptName,
  orderNum: deptId,
  leader: null,
  phone: null,
  email: null,
  status: '0',
  ...AUDIT_FIELDS,
});
const rows = [dept(100, 0, 'Head Office'), dept(101, 100, 'Finance'), dept(102, 100, 'Vientiane Branch')];

function responder(call: RecordedCall): unknown {
  const dict = dictAnswer(call, { sys_normal_disable: [['0', 'Normal', 'primary']] });
  if (dict) return dict;
  if (call.url === '/system/dept/list') return { code: 200, msg: 'ok', data: rows };
  if (call.url === '/system/dept' && call.method === 'POST')
    return {
      code: 500,
      msg: 'Invalid request: taken',
      fieldErrors: [{ field: 'deptName', message: 'Name taken' }],
    };
  if (call.method === 'DELETE') return { code: 200, msg: 'ok' };
  throw new Error(`unexpected ${call.method} ${call.url}`);
}

configure({ defaultHidden: true });

describe('departments', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the tree and adds below a department', async () => {
    const { api, notifier } = await renderPageWithApi(<DeptTreePage />, responder);
    const row = (await screen.findByText('Finance')).closest('tr') as HTMLElement;
    expect(screen.getByText('Head Office')).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: /Add/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByPlaceholderText('Enter the department name'), {
      target: { value: ' Audit ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(notifier.success).toHaveBeenCalledWith('Added'));
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        url: '/system/dept',
        data: expect.objectContaining({ parentId: 101, deptName: 'Audit', orderNum: 0, status: '0' }),
      }),
    );
  });

  it('asks before deleting; the top department has no delete', async () => {
    const { api, notifier } = await renderPageWithApi(<DeptTreePage />, responder);
    const top = (await screen.findByText('Head Office')).closest('tr') as HTMLElement;
    expect(within(top).queryByRole('button', { name: /Delete/ })).toBeNull();
    const row = screen.getByText('Finance').closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /Delete/ }));
    await waitFor(() => expect(notifier.success).toHaveBeenCalledWith('Deleted'));
    expect(api.calls).toContainEqual(expect.objectContaining({ method: 'DELETE', url: '/system/dept/101' }));
  });
});
