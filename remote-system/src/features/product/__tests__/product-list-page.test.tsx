import { dictAnswer, type RecordedCall, renderPageWithApi } from '@agency/shared/testing/render-page';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import ProductListPage from '../pages/product-list-page';
import '../../../page-registry';

const product = {
  productId: 1,
  productCode: 'PKG-RENT',
  productName: 'Rental search package',
  description: 'Three viewings',
  price: 1500000,
  currency: 'LAK',
  status: '0',
  createTime: '2026-11-25 09:00:00',
  remark: null,
};

function responder(call: RecordedCall): unknown {
  const dict = dictAnswer(call, {
    sys_currency: [
      ['LAK', 'Kip', 'default'],
      ['USD', 'US dollar', 'default'],
    ],
    sys_normal_disable: [['0', 'Normal', 'primary']],
  });
  if (dict) return dict;
  if (call.url.startsWith('/system/user/columnSettings/')) return { code: 200, msg: 'ok', data: null };
  if (call.url === '/system/product/list') return { code: 200, msg: 'ok', rows: [product], total: 1 };
  if (call.url === '/system/product' && call.method === 'POST') return { code: 200, msg: 'ok' };
  throw new Error(`unexpected ${call.method} ${call.url}`);
}

// Forms validate and answer slower on a loaded CI machine than the default second.
configure({ defaultHidden: true, asyncUtilTimeout: 5000 });

describe('products', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists products with their price and code, and adds one with the placeholder explained', async () => {
    const { api, notifier } = await renderPageWithApi(<ProductListPage />, responder, [
      'system:product:list',
      'system:product:add',
    ]);
    const row = (await screen.findByText('Rental search package')).closest('tr') as HTMLElement;
    expect(within(row).getByText('PKG-RENT')).toBeInTheDocument();
    expect(within(row).getByText(/1,500,000/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: /^plus Add$/i }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        /shows the offered product with \{\{product:CODE\}\}, or its name or price with \{\{product:CODE:name\}\}/,
      ),
    ).toBeInTheDocument();
    fireEvent.change(within(dialog).getByPlaceholderText('e.g. PKG-RENT'), { target: { value: 'PKG BUY' } });
    fireEvent.change(within(dialog).getByPlaceholderText('e.g. Rental search package'), {
      target: { value: 'Purchase package' },
    });
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Price' }), {
      target: { value: '2500' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
    expect(
      await within(dialog).findByText('Letters, digits, - and _ only', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    fireEvent.change(within(dialog).getByPlaceholderText('e.g. PKG-RENT'), { target: { value: 'PKG-BUY' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(notifier.success).toHaveBeenCalledWith('Product added'), { timeout: 5000 });
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        url: '/system/product',
        data: expect.objectContaining({
          productCode: 'PKG-BUY',
          productName: 'Purchase package',
          price: 2500,
          currency: 'LAK',
          status: '0',
        }),
      }),
    );
  });
});
