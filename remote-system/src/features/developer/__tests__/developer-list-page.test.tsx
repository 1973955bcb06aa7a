import { type RecordedCall, renderPageWithApi } from '@agency/shared/testing/render-page';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import DeveloperListPage from '../pages/developer-list-page';
import '../../../page-registry';

const developer = {
  developerId: 3,
  companyName: 'Phongsavanh Land',
  logo: null,
  contactName: 'Khamla',
  phone: '+856 20 5555 1234',
  website: 'https://phongsavanh.la',
  description: null,
  villageCount: 2,
  createTime: '2026-11-25 09:00:00',
  remark: null,
};

function responder(call: RecordedCall): unknown {
  if (call.url.startsWith('/system/user/columnSettings/')) return { code: 200, msg: 'ok', data: null };
  if (call.url === '/system/developer/list') return { code: 200, msg: 'ok', rows: [developer], total: 1 };
  if (call.url === '/system/developer' && call.method === 'POST') return { code: 200, msg: 'ok' };
  throw new Error(`unexpected ${call.method} ${call.url}`);
}

// Forms validate and answer slower on a loaded CI machine than the default second.
configure({ defaultHidden: true, asyncUtilTimeout: 5000 });

describe('developers', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists developers with their villages, and adds one only with a web address', async () => {
    const { api, notifier } = await renderPageWithApi(<DeveloperListPage />, responder, [
      'system:developer:list',
      'system:developer:add',
    ]);
    const row = (await screen.findByText('Phongsavanh Land')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'https://phongsavanh.la' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(row).toHaveTextContent('2');

    fireEvent.click(screen.getByRole('button', { name: /^plus Add$/i }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByPlaceholderText('e.g. Phongsavanh Land'), {
      target: { value: 'Vientiane New World' },
    });
    const website = within(dialog).getByPlaceholderText('https://…');
    fireEvent.change(website, { target: { value: 'vnw.la' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
    expect(
      await within(dialog).findByText('Enter a web address starting with http:// or https://'),
    ).toBeInTheDocument();
    fireEvent.change(website, { target: { value: 'https://vnw.la' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(notifier.success).toHaveBeenCalledWith('Developer added'), { timeout: 5000 });
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        url: '/system/developer',
        data: expect.objectContaining({ companyName: 'Vientiane New World', website: 'https://vnw.la' }),
      }),
    );
  });
});
