import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  mockApiThroughClient,
  mockNotifier,
  type RecordedCall,
  renderPage,
} from '../../../../testing/render-page';
import { createResourceApi } from '../../api/create-resource-api';
import type { ResourceDefinition } from '../../types/resource-definition';
import { ResourceList } from '../resource-list';

interface Item {
  itemId: number;
  itemName: string;
  itemSort: number;
}

const itemApi = createResourceApi<Item>({
  name: 'kitRulesItem',
  base: '/kit/item',
  tag: 'Post',
  idKey: 'itemId',
});

const definition: ResourceDefinition<Item> = {
  key: 'kit.item',
  ns: 'common',
  api: itemApi,
  permission: 'kit:item',
  titleKey: 'itemName',
  canEditRow: (row) => row.itemName !== 'locked',
  canDeleteRow: (row) => row.itemName !== 'locked',
  fields: [
    { key: 'itemName', label: 'Name', card: true, column: {}, form: { required: true } },
    {
      key: 'itemSort',
      label: 'Order',
      type: 'integer',
      min: 0,
      max: 99,
      column: {},
      form: { required: true },
    },
  ],
};

const rows: Item[] = [
  { itemId: 1, itemName: 'locked', itemSort: 1 },
  { itemId: 2, itemName: 'open', itemSort: 2 },
];

function responder(call: RecordedCall): unknown {
  if (call.url === '/system/user/columnSettings/kit.item') return { code: 200, msg: 'ok', data: null };
  if (call.url === '/kit/item/list') return { code: 200, msg: 'ok', rows, total: rows.length };
  if (call.url === '/kit/item' && call.method === 'POST') {
    const body = call.data as Item;
    if (body.itemName === 'taken')
      return { code: 500, msg: 'Name taken', fieldErrors: [{ field: 'itemName', message: 'Name taken' }] };
    return { code: 200, msg: 'ok' };
  }
  throw new Error(`unexpected ${call.method} ${call.url}`);
}

configure({ defaultHidden: true });

describe('resource kit rules', () => {
  afterEach(() => jest.restoreAllMocks());

  it('accepts a value in a required integer field and shows the server field error on its field', async () => {
    const api = mockApiThroughClient(responder);
    const notifier = mockNotifier();
    await renderPage(<ResourceList definition={definition} />);
    expect(await screen.findByText('open')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /^plus Add$/i }));
    const dialog = await screen.findByRole('dialog');
    const [name, order] = within(dialog)
      .getAllByRole('textbox')
      .concat(within(dialog).getAllByRole('spinbutton'));
    fireEvent.change(name as HTMLElement, { target: { value: 'taken' } });
    fireEvent.change(order as HTMLElement, { target: { value: '7' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
    // The request went out (the integer passed), the client showed the message,
    // and the field error sits under the name.
    expect(await within(dialog).findByText('Name taken', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(notifier.error).toHaveBeenCalledWith('Name taken');
    expect(api.calls).toContainEqual(
      expect.objectContaining({ method: 'POST', url: '/kit/item', data: { itemName: 'taken', itemSort: 7 } }),
    );
    fireEvent.change(name as HTMLElement, { target: { value: 'fresh' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(notifier.success).toHaveBeenCalled());
  });

  it('hides edit and delete on the rows the screen protects', async () => {
    mockApiThroughClient(responder);
    mockNotifier();
    await renderPage(<ResourceList definition={definition} />);
    const lockedRow = (await screen.findByText('locked')).closest('tr') as HTMLElement;
    const openRow = screen.getByText('open').closest('tr') as HTMLElement;
    expect(within(lockedRow).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(lockedRow).queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(within(openRow).getByRole('button', { name: /Delete/ })).toBeInTheDocument();
    expect(within(openRow).getByRole('button', { name: /Edit/ })).toBeInTheDocument();
    // Selecting the protected row disables the toolbar's edit and delete.
    fireEvent.click(within(lockedRow).getByRole('checkbox'));
    const toolbarDelete = screen.getAllByRole('button', { name: /Delete/ })[0] as HTMLButtonElement;
    await waitFor(() => expect(toolbarDelete).toBeDisabled());
  });
});
