import { AUDIT_FIELDS } from '@agency/shared/testing/audit-fields';
import { dictAnswer, type RecordedCall, renderPageWithApi } from '@agency/shared/testing/render-page';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import RoleListPage from '../pages/role-list-page';
import type { Role } from '../types/role';
import '../../../page-registry';

const dicts = {
  sys_normal_disable: [
    ['0', 'Normal', 'primary'],
    ['1', 'Disabled', 'danger'],
  ] as Array<[string, string, string]>,
};

const role = (roleId: number, roleKey: string, roleName: string): Role => ({
  roleId,
  roleKey,
  roleName,
  roleSort: roleId,
  dataScope: '1',
  menuCheckStrictly: true,
  deptCheckStrictly: true,
  status: '0',
  ...AUDIT_FIELDS,
});

const rows = [role(1, 'admin', 'Administrator'), role(2, 'common', 'Staff')];
const menus = [
  {
    id: 1,
    label: 'System',
    disabled: false,
    children: [
      { id: 100, label: 'Users', disabled: false },
      { id: 101, label: 'Roles', disabled: false },
    ],
  },
];
const depts = [
  {
    id: 100,
    label: 'Head Office',
    disabled: false,
    children: [{ id: 101, label: 'Finance', disabled: false }],
  },
];

function responder(call: RecordedCall): unknown {
  const dict = dictAnswer(call, dicts);
  if (dict) return dict;
  if (call.url === '/system/user/columnSettings/system.role') return { code: 200, msg: 'ok', data: null };
  if (call.url === '/system/role/list') return { code: 200, msg: 'ok', rows, total: 2 };
  if (call.url === '/system/menu/treeselect') return { code: 200, msg: 'ok', data: menus };
  if (call.url === '/system/role/2' && call.method === 'GET')
    return { code: 200, msg: 'ok', data: { ...rows[1], menuIds: [100] } };
  if (call.url === '/system/role/deptTree/2') return { code: 200, msg: 'ok', depts, checkedKeys: [] };
  if (call.method === 'PUT' || call.method === 'POST') return { code: 200, msg: 'ok' };
  throw new Error(`unexpected ${call.method} ${call.url}`);
}

const dialog = () => screen.getByRole('dialog');

configure({ defaultHidden: true });

describe('roles', () => {
  afterEach(() => jest.restoreAllMocks());

  it('edits a role: the menu tree shows its menus and sends checked plus half-checked ids', async () => {
    const { api, notifier } = await renderPageWithApi(<RoleListPage />, responder);
    const row = (await screen.findByText('common')).closest('tr') as HTMLElement;
    const adminRow = screen.getByText('Administrator').closest('tr') as HTMLElement;
    expect(within(adminRow).queryByRole('button', { name: /More/ })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: /Edit/ }));
    await waitFor(() =>
      expect(within(dialog()).getByPlaceholderText('Enter the role name')).toHaveValue('Staff'),
    );
    const tree = await within(dialog()).findByRole('group', { name: 'Menu permissions' });
    fireEvent.click(await within(tree).findByText('Roles'));
    fireEvent.click(within(dialog()).getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(notifier.success).toHaveBeenCalledWith('Saved'));
    const put = api.calls.find((call) => call.method === 'PUT' && call.url === '/system/role');
    expect(put?.data).toMatchObject({ roleId: 2, roleKey: 'common', menuCheckStrictly: true });
    // Both pages checked: the directory is fully checked too.
    expect([...(((put?.data ?? {}) as { menuIds?: number[] }).menuIds ?? [])].sort((a, b) => a - b)).toEqual([
      1, 100, 101,
    ]);
  });

  it('sets a custom data scope with departments', async () => {
    const { api, notifier } = await renderPageWithApi(<RoleListPage />, responder);
    const row = (await screen.findByText('common')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /More/ }));
    fireEvent.click(await screen.findByText('Data scope'));
    await screen.findByText('Data scope of "Staff"');
    fireEvent.mouseDown(within(dialog()).getByRole('combobox', { name: 'Data scope' }));
    fireEvent.click(await screen.findByText('Custom departments'));
    fireEvent.click(await within(dialog()).findByText('Finance'));
    fireEvent.click(within(dialog()).getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(notifier.success).toHaveBeenCalledWith('Data scope saved'));
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: 'PUT',
        url: '/system/role/dataScope',
        data: { roleId: 2, dataScope: '2', deptIds: [101, 100], deptCheckStrictly: true },
      }),
    );
  });
});
