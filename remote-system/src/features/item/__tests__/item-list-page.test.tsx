import {
  dictAnswer,
  mockApi,
  type RecordedCall,
  renderPage,
  renderPageWithApi,
  waitForCall,
} from '@agency/shared/testing/render-page';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import ItemListPage from '../pages/item-list-page';
import '../../../page-registry';

const overdue = {
  itemId: 4,
  title: 'Call the landlord',
  description: null,
  assigneeId: 1,
  assigneeName: 'Admin (admin)',
  dueDate: '2026-11-01',
  priority: '1',
  status: '0',
  overdue: true,
  roomId: 12,
  houseName: 'Garden house (H-0012)',
  carId: null,
  carName: null,
  customerId: 3,
  customerName: 'Mr Bounmy',
  finishTime: null,
  createBy: 'admin',
  createTime: '2026-11-01 09:00:00',
  remark: null,
};
const later = {
  ...overdue,
  itemId: 5,
  title: 'Wash the car',
  dueDate: '2999-01-01',
  overdue: false,
  roomId: null,
  houseName: null,
  customerId: null,
  customerName: null,
};

function responder(call: RecordedCall): unknown {
  const dict = dictAnswer(call, {
    sys_item_priority: [
      ['1', 'High', 'danger'],
      ['2', 'Normal', 'primary'],
    ],
    sys_item_status: [
      ['0', 'To do', 'warning'],
      ['2', 'Done', 'success'],
    ],
  });
  if (dict) return dict;
  if (call.url.startsWith('/system/user/columnSettings/')) return { code: 200, msg: 'ok', data: null };
  if (call.url === '/system/item/list') return { code: 200, msg: 'ok', rows: [overdue, later], total: 2 };
  if (call.url === '/system/item/linkOptions') {
    const params = call.params as { kind: string; name?: string };
    if (params.kind === 'user') return { code: 200, msg: 'ok', data: [{ value: 7, label: 'Noy (noy)' }] };
    return { code: 200, msg: 'ok', data: [] };
  }
  if (call.url === '/system/item' && call.method === 'POST') return { code: 200, msg: 'ok' };
  throw new Error(`unexpected ${call.method} ${call.url}`);
}

// Forms validate and answer slower on a loaded CI machine than the default second.
configure({ defaultHidden: true, asyncUtilTimeout: 5000 });

describe('items', () => {
  afterEach(() => jest.restoreAllMocks());

  it('highlights overdue items, names what they are about, and filters my items', async () => {
    const api = mockApi(responder);
    await renderPage(<ItemListPage />, ['system:item:list']);
    const row = (await screen.findByText('Call the landlord')).closest('tr') as HTMLElement;
    expect(within(row).getByTestId('item-overdue')).toHaveTextContent('2026-11-01');
    expect(within(row).getByText('Overdue')).toBeInTheDocument();
    expect(within(row).getByText('Garden house (H-0012) · Mr Bounmy')).toBeInTheDocument();
    const other = screen.getByText('Wash the car').closest('tr') as HTMLElement;
    expect(within(other).queryByTestId('item-overdue')).toBeNull();

    fireEvent.click(screen.getByText('My items'));
    await waitForCall(api, {
      url: '/system/item/list',
      params: expect.objectContaining({ assigneeId: '1' }),
    });
  });

  it('adds an item with an assignee found by name', async () => {
    const { api, notifier } = await renderPageWithApi(<ItemListPage />, responder, [
      'system:item:list',
      'system:item:add',
    ]);
    await screen.findByText('Call the landlord');
    fireEvent.click(screen.getByRole('button', { name: /^plus Add$/i }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByPlaceholderText('e.g. Call the landlord about the repair'), {
      target: { value: 'Send the contract' },
    });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Assignee' }));
    fireEvent.click(await screen.findByTitle('Noy (noy)'));
    fireEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(notifier.success).toHaveBeenCalledWith('Item added'));
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        url: '/system/item',
        data: expect.objectContaining({
          title: 'Send the contract',
          assigneeId: 7,
          priority: '2',
          status: '0',
        }),
      }),
    );
  });
});
