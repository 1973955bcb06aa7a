import type { Contract } from '@agency/shared/features/contract/types/contract';
import { aContract } from '@agency/shared/testing/contract-fixture';
import {
  describePageTests,
  renderPageWithApi,
  waitForCall,
  withDicts,
} from '@agency/shared/testing/render-page';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import ContractListPage from '../pages/contract-list-page';
import '../../../page-registry';

const rows: Contract[] = [
  aContract({
    id: 3,
    contractTitle: 'Lease of villa 12',
    createdAt: '2025-03-01 10:00:00',
    template: { id: 7, templateName: 'House lease' },
  }),
  aContract({
    id: 4,
    contractTitle: 'Lease of shop 2',
    status: 1,
    createdAt: '2025-03-02 11:00:00',
    signedBy: 'admin',
    signedAt: '2025-03-03 09:00:00',
  }),
];

const dicts = {
  pact_contract_status: [
    ['0', 'Draft', 'info'],
    ['1', 'Signed', 'success'],
    ['2', 'Expired', 'danger'],
  ] as Array<[string, string, string]>,
};

const responder = withDicts(dicts, (call) => {
  if (call.url === '/pact/contracts') return { code: 200, msg: 'ok', rows, total: 2 };
  // The template filter's choices.
  if (call.url === '/pact/templates') {
    return {
      code: 200,
      msg: 'ok',
      rows: [{ id: 7, templateName: 'House lease', placeholders: [] }],
      total: 1,
    };
  }
  // The user's saved column choices: none, so the screen's defaults apply.
  if (call.url === '/system/user/columnSettings/pact.contract') return { code: 200, msg: 'ok', data: null };
  if (call.url.startsWith('/pact/deleteInstance/')) return { code: 200, msg: 'ok' };
  throw new Error(`unexpected ${call.method} ${call.url}`);
});

describePageTests('contract list', () => {
  it('lists contracts with their template and status tag', async () => {
    const { api } = await renderPageWithApi(<ContractListPage />, responder);

    const row = (await screen.findByText('Lease of villa 12')).closest('tr') as HTMLElement;
    expect(within(row).getByText('House lease')).toBeInTheDocument();
    expect(await within(row).findByText('Draft')).toBeInTheDocument();
    expect(screen.getByText('Signed')).toBeInTheDocument();
    expect(api.calls).toContainEqual(
      expect.objectContaining({ method: 'POST', url: '/pact/contracts', data: { pageNum: 1, pageSize: 20 } }),
    );
  });

  // Four filters and two searches through antd selects: slow on a loaded CI machine.
  it('searches by title and status', async () => {
    const { api } = await renderPageWithApi(<ContractListPage />, responder);
    await screen.findByText('Lease of villa 12');

    fireEvent.change(screen.getByPlaceholderText('Enter a contract title'), {
      target: { value: '  villa ' },
    });
    fireEvent.click(screen.getByRole('button', { name: /^search Search$/i }));
    await waitForCall(
      api,
      {
        url: '/pact/contracts',
        data: { pageNum: 1, pageSize: 20, contractTitle: 'villa' },
      },
      { timeout: 5000 },
    );

    // The status goes to the server as its number.
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    fireEvent.mouseDown(screen.getByLabelText('Status'));
    await user.click(await screen.findByTitle('Signed'));
    fireEvent.click(screen.getByRole('button', { name: /^search Search$/i }));
    await waitForCall(
      api,
      {
        url: '/pact/contracts',
        data: { pageNum: 1, pageSize: 20, contractTitle: 'villa', status: 1 },
      },
      { timeout: 5000 },
    );
  }, 60_000);

  it('deletes a contract after confirmation', async () => {
    const { api, notifier } = await renderPageWithApi(<ContractListPage />, responder);
    const row = (await screen.findByText('Lease of shop 2')).closest('tr') as HTMLElement;

    fireEvent.click(within(row).getByRole('button', { name: /^delete Delete$/i }));
    await waitFor(() => expect(notifier.success).toHaveBeenCalledWith('Deleted'));
    expect(notifier.confirm).toHaveBeenCalledWith(
      expect.objectContaining({ content: 'Delete the contract "Lease of shop 2"? This cannot be undone.' }),
    );
    expect(api.calls).toContainEqual(
      expect.objectContaining({ method: 'DELETE', url: '/pact/deleteInstance/4' }),
    );
  });

  it('opens the contract detail', async () => {
    await renderPageWithApi(<ContractListPage />, responder);
    const row = (await screen.findByText('Lease of villa 12')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /View details/ }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/contracts/3');
  });

  it('hides delete without pact:contract:remove', async () => {
    await renderPageWithApi(<ContractListPage />, responder, ['pact:contract:list', 'pact:contract:query']);
    await screen.findByText('Lease of villa 12');
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /View details/ })).toHaveLength(2);
  });
});
