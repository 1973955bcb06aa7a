import {
  dictAnswer,
  type RecordedCall,
  renderPageWithApi,
  waitForCall,
} from '@agency/shared/testing/render-page';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import MenuTreePage from '../pages/menu-tree-page';
import '../../../page-registry';

const menu = (
  menuId: number,
  parentId: number,
  menuType: 'M' | 'C' | 'F',
  names: [string, string, string],
) => ({
  menuId,
  parentId,
  menuName: names[0],
  menuNameEn: names[1],
  menuNameLo: names[2],
  orderNum: menuId,
  path: menuType === 'F' ? '' : `p${menuId}`,
  component: menuType === 'C' ? 'system/user/index' : null,
  query: null,
  routeName: '',
  isFrame: '1',
  isCache: '0',
  menuType,
  visible: '0',
  status: '0',
  perms: menuType === 'M' ? null : 'system:user:list',
  icon: menuType === 'F' ? '#' : 'user',
  createTime: '2026-01-02 09:00:00',
  remark: null,
});
const menus = [
  menu(1, 0, 'M', ['系统管理', 'System', 'ລະບົບ']),
  menu(100, 1, 'C', ['用户管理', 'Users', 'ຜູ້ໃຊ້']),
  menu(1001, 100, 'F', ['用户查询', 'Query users', 'ຄົ້ນຫາຜູ້ໃຊ້']),
];

function responder(call: RecordedCall): unknown {
  const dict = dictAnswer(call, {
    sys_show_hide: [
      ['0', 'Shown', 'primary'],
      ['1', 'Hidden', 'danger'],
    ],
    sys_normal_disable: [
      ['0', 'Normal', 'primary'],
      ['1', 'Disabled', 'danger'],
    ],
  });
  if (dict) return dict;
  if (call.url.startsWith('/system/user/columnSettings/')) return { code: 200, msg: 'ok', data: null };
  if (call.url === '/system/menu/list') return { code: 200, msg: 'ok', data: menus };
  if (call.url === '/system/menu' && call.method === 'POST') return { code: 200, msg: 'ok' };
  if (call.url === '/system/menu/1001' && call.method === 'DELETE') return { code: 200, msg: 'ok' };
  throw new Error(`unexpected ${call.method} ${call.url}`);
}

// Forms validate and answer slower on a loaded CI machine than the default second.
configure({ defaultHidden: true, asyncUtilTimeout: 5000 });

describe('menus', () => {
  afterEach(() => jest.restoreAllMocks());

  it('opens the tree folded, expands it in the user language, deletes one menu and folds it again', async () => {
    const { api } = await renderPageWithApi(<MenuTreePage />, responder, [
      'system:menu:list',
      'system:menu:remove',
    ]);
    expect(await screen.findByText('System')).toBeInTheDocument();
    // A long tree opens folded to its top level.
    expect(screen.queryByText('Users')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Expand \/ collapse/ }));
    expect(await screen.findByText('Users')).toBeInTheDocument();
    const button = screen.getByText('Query users').closest('tr') as HTMLElement;
    expect(screen.queryByText(/^Page \d/)).toBeNull();

    fireEvent.click(within(button).getByRole('button', { name: /Delete/ }));
    await waitForCall(api, { method: 'DELETE', url: '/system/menu/1001' });

    fireEvent.click(screen.getByRole('button', { name: /Expand \/ collapse/ }));
    await waitFor(() => expect(screen.queryByText('Users')).toBeNull());
    expect(screen.getByText('System')).toBeInTheDocument();
  });

  it('adds a button below a page: the parent is filled in and only a button’s fields are asked', async () => {
    const { api, notifier } = await renderPageWithApi(<MenuTreePage />, responder, [
      'system:menu:list',
      'system:menu:add',
    ]);
    await screen.findByText('System');
    fireEvent.click(screen.getByRole('button', { name: /Expand \/ collapse/ }));
    const page = (await screen.findByText('Users')).closest('tr') as HTMLElement;
    fireEvent.click(within(page).getByRole('button', { name: /Add/ }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.querySelector('.menu-parent-select')?.textContent).toContain('Users'));
    // A directory (the default type) asks for the route and icon, not the page.
    expect(within(dialog).getByPlaceholderText(/e\.g\. user, or https/)).toBeInTheDocument();
    expect(within(dialog).queryByPlaceholderText('e.g. system/user/index')).toBeNull();

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Page' }));
    expect(await within(dialog).findByPlaceholderText('e.g. system/user/index')).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Button' }));
    await waitFor(() => expect(within(dialog).queryByPlaceholderText(/e\.g\. user, or https/)).toBeNull());
    expect(within(dialog).queryByText('Icon')).toBeNull();
    fireEvent.change(within(dialog).getByPlaceholderText('Enter the menu name'), {
      target: { value: '用户导出' },
    });
    fireEvent.change(within(dialog).getByPlaceholderText('The name in English'), {
      target: { value: 'Export users' },
    });
    fireEvent.change(within(dialog).getByPlaceholderText('e.g. system:user:list'), {
      target: { value: 'system:user export' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
    expect(
      await within(dialog).findByText(/Letters, digits and _ : \* , \. - only/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    fireEvent.change(within(dialog).getByPlaceholderText('e.g. system:user:list'), {
      target: { value: 'system:user:export' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(notifier.success).toHaveBeenCalledWith('Menu added'), { timeout: 5000 });
    const post = api.calls.find((call) => call.method === 'POST' && call.url === '/system/menu');
    expect(post?.data).toEqual(
      expect.objectContaining({
        parentId: 100,
        menuType: 'F',
        menuName: '用户导出',
        menuNameEn: 'Export users',
        perms: 'system:user:export',
        orderNum: 0,
        status: '0',
      }),
    );
    expect(post?.data).not.toHaveProperty('path');
    expect(post?.data).not.toHaveProperty('component');
    expect(post?.data).not.toHaveProperty('icon');
  });
});
