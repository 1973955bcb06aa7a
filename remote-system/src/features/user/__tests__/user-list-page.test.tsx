import { AUDIT_FIELDS } from '@agency/shared/testing/audit-fields';
import {
  describePageTests,
  renderPageWithApi,
  waitForCall,
  withDicts,
} from '@agency/shared/testing/render-page';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import UserListPage from '../pages/user-list-page';
import type { User } from '../types/user';
import '../../../page-registry';

const dicts = {
  sys_normal_disable: [
    ['0', 'Normal', 'primary'],
    ['1', 'Disabled', 'danger'],
  ] as Array<[string, string, string]>,
  sys_user_sex: [
    ['0', 'Male', ''],
    ['1', 'Female', ''],
    ['2', 'Unknown', ''],
  ] as Array<[string, string, string]>,
};

const user = (userId: number, userName: string, deptName: string, deptId: number): User => ({
  userId,
  deptId,
  userName,
  nickName: userName.toUpperCase(),
  email: '',
  phonenumber: `0205555000${userId}`,
  sex: '2',
  avatar: '',
  status: '0',
  loginIp: '',
  loginDate: null,
  deptName,
  dept: { deptId, deptName, leader: null },
  ...AUDIT_FIELDS,
});

const rows = [user(1, 'admin', 'Head Office', 100), user(2, 'staff', 'Property Sales', 103)];
const tree = [
  {
    id: 100,
    label: 'Head Office',
    disabled: false,
    children: [{ id: 103, label: 'Property Sales', disabled: false }],
  },
];

const responder = withDicts(dicts, (call) => {
  if (call.url === '/system/user/columnSettings/system.user') return { code: 200, msg: 'ok', data: null };
  if (call.url === '/system/user/list') return { code: 200, msg: 'ok', rows, total: 2 };
  if (call.url === '/system/user/deptTree') return { code: 200, msg: 'ok', data: tree };
  if (call.url === '/system/user/')
    return {
      code: 200,
      msg: 'ok',
      roles: [{ roleId: 2, roleName: 'Staff', roleKey: 'common', roleSort: 2, status: '0', flag: false }],
      posts: [{ postId: 3, postCode: 'agent', postName: 'Sales agent', status: '0' }],
    };
  if (call.url === '/system/user/2' && call.method === 'GET')
    return { code: 200, msg: 'ok', data: { ...rows[1], roleIds: [2], postIds: [3] } };
  if (call.method === 'PUT' || call.method === 'POST') return { code: 200, msg: 'ok' };
  throw new Error(`unexpected ${call.method} ${call.url}`);
});

const dialog = () => screen.getByRole('dialog');

describePageTests('users', () => {
  it('lists users beside the department tree; a department filters the list', async () => {
    const { api } = await renderPageWithApi(<UserListPage />, responder);
    const row = (await screen.findByText('staff')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Property Sales')).toBeInTheDocument();
    // The administrator's row offers neither reset password nor role assignment.
    const adminRow = screen.getByText('admin', { selector: 'td *, td' }).closest('tr') as HTMLElement;
    expect(within(adminRow).queryByRole('button', { name: /More/ })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: /More/ }));
    expect(await screen.findByText('Assign roles')).toBeInTheDocument();

    fireEvent.click(await screen.findByText('Property Sales', { selector: '.ant-tree-title' }));
    await waitForCall(api, {
      url: '/system/user/list',
      params: { pageNum: 1, pageSize: 20, deptId: '103' },
    });
  });

  it('disables a user after confirmation', async () => {
    const { api, notifier } = await renderPageWithApi(<UserListPage />, responder);
    const row = (await screen.findByText('staff')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('switch', { name: 'Status' }));
    await waitFor(() => expect(notifier.success).toHaveBeenCalledWith('Disabled'));
    expect(notifier.confirm).toHaveBeenCalledWith(
      expect.objectContaining({ content: 'Disable the user "staff"?' }),
    );
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: 'PUT',
        url: '/system/user/changeStatus',
        data: { userId: 2, status: '1' },
      }),
    );
  });

  it('edits a user with roles and posts sent as id lists', async () => {
    const { api, notifier } = await renderPageWithApi(<UserListPage />, responder);
    const row = (await screen.findByText('staff')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /Edit/ }));
    await waitFor(() => expect(within(dialog()).getByPlaceholderText('Enter the name')).toHaveValue('STAFF'));
    expect(within(dialog()).getByPlaceholderText('Enter the login name')).toBeDisabled();
    expect(within(dialog()).queryByText('Password')).toBeNull();
    fireEvent.click(within(dialog()).getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(notifier.success).toHaveBeenCalledWith('Saved'));
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: 'PUT',
        url: '/system/user',
        data: expect.objectContaining({
          userId: 2,
          userName: 'staff',
          deptId: 103,
          roleIds: [2],
          postIds: [3],
        }),
      }),
    );
  });

  it('resets a password only when it meets the policy and is repeated', async () => {
    const { api, notifier } = await renderPageWithApi(<UserListPage />, responder);
    const row = (await screen.findByText('staff')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /More/ }));
    fireEvent.click(await screen.findByText('Reset password'));
    const form = await screen.findByText('Reset the password of "staff"');
    expect(form).toBeInTheDocument();
    const [password, confirm] = within(dialog()).getAllByLabelText(/password/i) as HTMLInputElement[];
    fireEvent.change(password as HTMLElement, { target: { value: 'abc12345' } });
    fireEvent.change(confirm as HTMLElement, { target: { value: 'abc12345' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: /Save/ }));
    expect(
      await within(dialog()).findAllByText(/At least 8 characters/, {}, { timeout: 5000 }),
    ).not.toHaveLength(0);
    expect(api.calls.some((call) => call.url === '/system/user/resetPwd')).toBe(false);
    fireEvent.change(password as HTMLElement, { target: { value: 'Secret#2026' } });
    fireEvent.change(confirm as HTMLElement, { target: { value: 'Secret#2026' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(notifier.success).toHaveBeenCalledWith('The password of "staff" was changed'));
    expect(api.calls).toContainEqual(
      expect.objectContaining({ url: '/system/user/resetPwd', data: { userId: 2, password: 'Secret#2026' } }),
    );
  });
});
