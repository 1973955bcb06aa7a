import { dictAnswer, type RecordedCall, renderPageWithApi } from '@agency/shared/testing/render-page';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import LinkListPage from '../pages/link-list-page';
import '../../../page-registry';

const link = {
  linkId: 4,
  linkName: 'Land office',
  url: 'https://landoffice.gov.la',
  icon: 'link',
  orderNum: 1,
  visible: '0',
  createTime: '2026-11-25 09:00:00',
  remark: null,
};

function responder(call: RecordedCall): unknown {
  const dict = dictAnswer(call, {
    sys_show_hide: [
      ['0', 'Shown', 'primary'],
      ['1', 'Hidden', 'danger'],
    ],
  });
  if (dict) return dict;
  if (call.url.startsWith('/system/user/columnSettings/')) return { code: 200, msg: 'ok', data: null };
  if (call.url === '/system/link/list') return { code: 200, msg: 'ok', rows: [link], total: 1 };
  if (call.url === '/system/link' && call.method === 'POST') return { code: 200, msg: 'ok' };
  throw new Error(`unexpected ${call.method} ${call.url}`);
}

// Forms validate and answer slower on a loaded CI machine than the default second.
configure({ defaultHidden: true, asyncUtilTimeout: 5000 });

describe('quick links', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists links that open in a new tab, and adds one only with a web address', async () => {
    const { api, notifier } = await renderPageWithApi(<LinkListPage />, responder, [
      'system:link:list',
      'system:link:add',
    ]);
    const address = await screen.findByRole('link', { name: 'https://landoffice.gov.la' });
    expect(address).toHaveAttribute('target', '_blank');
    expect(address).toHaveAttribute('rel', 'noopener noreferrer');

    fireEvent.click(screen.getByRole('button', { name: /^plus Add$/i }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByPlaceholderText('e.g. Land office search'), {
      target: { value: 'Bank rates' },
    });
    const url = within(dialog).getByPlaceholderText('https://…');
    fireEvent.change(url, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
    expect(
      await within(dialog).findByText('Enter a web address starting with http:// or https://'),
    ).toBeInTheDocument();
    fireEvent.change(url, { target: { value: 'https://www.bcel.com.la/rates' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(notifier.success).toHaveBeenCalledWith('Link added'), { timeout: 5000 });
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        url: '/system/link',
        data: expect.objectContaining({
          linkName: 'Bank rates',
          url: 'https://www.bcel.com.la/rates',
          icon: 'link',
          orderNum: 0,
          visible: '0',
        }),
      }),
    );
  });
});
