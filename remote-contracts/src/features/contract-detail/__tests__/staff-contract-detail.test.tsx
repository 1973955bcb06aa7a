import type { Contract } from '@agency/shared/features/contract/types/contract';
import { RequestError } from '@agency/shared/features/request/utils/request-error';
import { aContract } from '@agency/shared/testing/contract-fixture';
import { type RecordedCall, renderPageWithApi, waitForCall } from '@agency/shared/testing/render-page';
import { configure, fireEvent, screen } from '@testing-library/react';
import { StaffContractDetail } from '../components/staff-contract-detail';
import '../../../page-registry';

// wangEditor needs a real browser: a text area stands in for shared's RichEditor here.
jest.mock('@agency/shared/features/editor/components/rich-editor', () =>
  jest.requireActual('@agency/shared/testing/rich-editor-stand-in'),
);

// docx-preview draws into the page it is given: the document's text stands in for its pages here.
jest.mock('docx-preview', () => jest.requireActual('@agency/shared/testing/docx-preview-text'));

const contract = aContract({
  id: 5,
  contractTitle: 'Villa lease',
  type: 2,
  template: { id: 7, templateName: 'Car lease' },
  instanceContent: '<p>Tenant: Noy</p>',
});

function responder(answer: Contract | null) {
  return (call: RecordedCall): unknown => {
    if (call.url === '/pact/contracts/5') {
      if (!answer) throw new RequestError('business', 'The contract does not exist', { code: 500 });
      return { code: 200, msg: 'ok', data: answer };
    }
    if (call.url === '/pact/contracts/5/document') return new Blob(['Word: Tenant Noy']);
    if (call.url === '/pact/contracts/updateContent')
      return { code: 200, msg: 'ok', data: { id: 5, type: 2 } };
    throw new Error(`unexpected ${call.method} ${call.url}`);
  };
}

configure({ defaultHidden: true });

describe('contract detail', () => {
  afterEach(() => jest.restoreAllMocks());

  it('edits online: a blank title is refused, a save goes to the vehicle contract list', async () => {
    const { api, notifier } = await renderPageWithApi(
      <StaffContractDetail id={5} />,
      responder(contract),
      ['*:*:*'],
      '/contracts/5',
    );
    // View mode draws the stored Word document.
    expect(await screen.findByText('Word: Tenant Noy')).toBeInTheDocument();
    expect(api.calls).toContainEqual(
      expect.objectContaining({ method: 'GET', url: '/pact/contracts/5/document' }),
    );

    fireEvent.click(screen.getByRole('button', { name: /Online edit/ }));
    const title = await screen.findByTestId('pact-title-input');
    expect(title).toHaveValue('Villa lease');
    fireEvent.change(title, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(notifier.warning).toHaveBeenCalledWith('Please enter a contract title');
    expect(api.calls.some((call) => call.url === '/pact/contracts/updateContent')).toBe(false);

    fireEvent.change(title, { target: { value: ' Villa lease 2026 ' } });
    fireEvent.change(screen.getByLabelText('editor'), { target: { value: '<p>Tenant: Noy Phommasack</p>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitForCall(api, {
      method: 'POST',
      url: '/pact/contracts/updateContent',
      data: {
        id: 5,
        contractTitle: 'Villa lease 2026',
        instanceContent: '<p>Tenant: Noy Phommasack</p>',
        type: 2,
      },
    });
    expect(notifier.success).toHaveBeenCalledWith('Saved');
    expect(await screen.findByTestId('location')).toHaveTextContent('/vehicle/carContract');
  });

  it("shows 'loadFailed' and the not-found alert when the contract cannot be loaded", async () => {
    const { notifier } = await renderPageWithApi(
      <StaffContractDetail id={5} />,
      responder(null),
      ['*:*:*'],
      '/contracts/5',
    );
    expect(await screen.findByTestId('pact-not-found')).toHaveTextContent(
      'The contract or template could not be found',
    );
    expect(notifier.error).toHaveBeenCalledWith('Failed to load');
  });

  it('offers no edit or sign on a signed contract', async () => {
    await renderPageWithApi(
      <StaffContractDetail id={5} />,
      responder({ ...contract, status: 1, signedBy: 'admin', signedAt: '2026-01-02 09:00:00' }),
      ['*:*:*'],
      '/contracts/5',
    );
    expect(await screen.findByText('Signed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Online edit/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /New version/ })).toBeInTheDocument();
  });
});
