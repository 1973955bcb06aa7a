import { RequestError } from '@agency/shared/features/request/utils/request-error';
import {
  describePageTests,
  mockApi,
  mockNotifier,
  type RecordedCall,
  renderPage,
  renderPageDeclining,
  renderPageWithApi,
  setNarrowScreen,
  waitForCall,
} from '@agency/shared/testing/render-page';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TemplateListPage from '../pages/template-list-page';
import type { TemplateRow } from '../types/template';
import '../../../page-registry';

const rows: TemplateRow[] = [
  {
    id: 7,
    templateName: 'House lease',
    placeholders: ['tenantName', 'rent'],
    type: 1,
    createBy: 'admin',
    createTime: '2025-01-02 03:04:05',
    updateTime: null,
  },
  {
    id: 8,
    templateName: 'Shop lease',
    placeholders: [],
    type: 1,
    createBy: 'staff',
    createTime: '2025-02-03 04:05:06',
    updateTime: null,
  },
];

function listAnswer() {
  return { code: 200, msg: 'ok', rows, total: 42 };
}

function defaultResponder(call: RecordedCall): unknown {
  if (call.url === '/pact/templates' && call.method === 'POST') return listAnswer();
  // The user's saved column choices: none, so the screen's defaults apply.
  if (call.url === '/system/user/columnSettings/pact.template') return { code: 200, msg: 'ok', data: null };
  if (call.url === '/pact/templates/upload-and-create') {
    return { code: 200, msg: 'ok', data: { id: 9, templateName: 'New lease', contractId: 3 } };
  }
  if (call.url.startsWith('/pact/deleteTemplate/')) return { code: 200, msg: 'ok' };
  throw new Error(`unexpected call ${call.method} ${call.url}`);
}

/** The toolbar's delete (the rows have their own). */
function toolbarDelete(): HTMLElement {
  const [button] = screen
    .getAllByRole('button', { name: /^delete Delete$/i })
    .filter((candidate) => !candidate.closest('.ant-table'));
  if (!button) throw new Error('no toolbar delete');
  return button;
}

function docx(name: string, size = 1024): File {
  const file = new File(['PK'], name, {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

describePageTests('contract template screen', () => {
  it('lists templates in a table with paging query type=1', async () => {
    const { api } = await renderPageWithApi(<TemplateListPage />, defaultResponder);

    expect(await screen.findByText('House lease')).toBeInTheDocument();
    expect(screen.getByText('Shop lease')).toBeInTheDocument();
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(document.querySelector('.pact-template-page')).toBeInTheDocument();
    expect(screen.getByText('Total 42 items')).toBeInTheDocument();
    const lists = api.calls.filter((call) => call.url === '/pact/templates');
    expect(lists).toHaveLength(1);
    expect(lists[0]).toEqual({
      method: 'POST',
      url: '/pact/templates',
      params: undefined,
      data: { pageNum: 1, pageSize: 20, type: 1 },
    });
    // A reload with the same body (after an upload or a delete) is not a double submit.
    const config = api.spy.mock.calls.find(([call]) => call.url === '/pact/templates')?.[0];
    expect(config).toMatchObject({ repeatSubmit: false });
  });

  it('asks the server for the page the user picks', async () => {
    const { api } = await renderPageWithApi(<TemplateListPage />, defaultResponder);
    await screen.findByText('House lease');

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitForCall(api, { url: '/pact/templates', data: { pageNum: 2, pageSize: 20, type: 1 } });
  });

  it('shows a card list below 768 px', async () => {
    setNarrowScreen(true);
    await renderPageWithApi(<TemplateListPage />, defaultResponder);

    await screen.findByText('House lease');
    const cards = Array.from(document.querySelectorAll<HTMLElement>('.resource-cards > .ant-card'));
    expect(cards).toHaveLength(2);
    const [first] = cards as [HTMLElement];
    expect(within(first).getByText('House lease')).toBeInTheDocument();
    expect(within(first).getByText('admin')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: /View details/ })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: /Delete/ })).toBeInTheDocument();
    expect(document.querySelector('.ant-table')).not.toBeInTheDocument();
  });

  it('warns selectToDelete when nothing is selected', async () => {
    const { api, notifier } = await renderPageWithApi(<TemplateListPage />, defaultResponder);
    await screen.findByText('House lease');

    fireEvent.click(toolbarDelete());
    expect(notifier.warning).toHaveBeenCalledWith('Please select the templates to delete');
    expect(notifier.confirm).not.toHaveBeenCalled();
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('asks for confirmation, then deletes the selected templates', async () => {
    const { api, notifier } = await renderPageWithApi(<TemplateListPage />, defaultResponder);
    await screen.findByText('House lease');

    for (const name of ['House lease', 'Shop lease']) {
      const row = screen.getByText(name).closest('tr') as HTMLElement;
      fireEvent.click(within(row).getByRole('checkbox'));
    }
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    const listCalls = api.calls.filter((call) => call.url === '/pact/templates').length;
    fireEvent.click(toolbarDelete());

    await waitFor(() => expect(notifier.success).toHaveBeenCalledWith('Deleted'));
    expect(notifier.confirm).toHaveBeenCalledWith(
      expect.objectContaining({ content: 'Delete the 2 selected templates? This cannot be undone.' }),
    );
    expect(api.calls).toContainEqual(
      expect.objectContaining({ method: 'DELETE', url: '/pact/deleteTemplate/7,8' }),
    );
    // The list reloads without the deleted templates.
    await waitFor(() =>
      expect(api.calls.filter((call) => call.url === '/pact/templates').length).toBeGreaterThan(listCalls),
    );
  });

  it('deletes nothing when the confirmation is cancelled', async () => {
    const { api, notifier } = await renderPageDeclining(<TemplateListPage />, defaultResponder);
    await screen.findByText('House lease');

    const row = screen.getByText('House lease').closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /^delete Delete$/i }));
    await waitFor(() =>
      expect(notifier.confirm).toHaveBeenCalledWith(
        expect.objectContaining({ content: 'Delete the template "House lease"? This cannot be undone.' }),
      ),
    );
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('opens the template detail from a row', async () => {
    await renderPageWithApi(<TemplateListPage />, defaultResponder);
    await screen.findByText('House lease');

    const row = screen.getByText('Shop lease').closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /View details/ }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/contracts/8?type=template');
  });

  it('warns uploadLimit when two files are dropped at once and uploads nothing', async () => {
    const api = mockApi(defaultResponder);
    const notifier = mockNotifier();
    const user = userEvent.setup({ applyAccept: false });
    await renderPage(<TemplateListPage />);
    await screen.findByText('House lease');

    await user.upload(fileInput(), [docx('a.docx'), docx('b.docx')]);
    await waitFor(() =>
      expect(notifier.warning).toHaveBeenCalledWith('Only one file can be uploaded at a time'),
    );
    expect(notifier.warning).toHaveBeenCalledTimes(1);
    expect(api.calls.some((call) => call.url.includes('upload'))).toBe(false);
  });

  it('refuses a file that is not .docx, or is over 5 MB', async () => {
    const api = mockApi(defaultResponder);
    const notifier = mockNotifier();
    const user = userEvent.setup({ applyAccept: false });
    await renderPage(<TemplateListPage />);
    await screen.findByText('House lease');

    await user.upload(fileInput(), new File(['%PDF'], 'contract.pdf', { type: 'application/pdf' }));
    await waitFor(() =>
      expect(notifier.warning).toHaveBeenCalledWith('Only Word (.docx) files can be uploaded'),
    );
    await user.upload(fileInput(), docx('big.docx', 6 * 1024 * 1024));
    await waitFor(() => expect(notifier.warning).toHaveBeenCalledWith('The file cannot be larger than 5 MB'));
    expect(api.calls.some((call) => call.url.includes('upload'))).toBe(false);
  });

  it('uploads one .docx as multipart file + fileType=1, then offers to open the detail now', async () => {
    const api = mockApi(defaultResponder);
    const notifier = mockNotifier(true);
    const user = userEvent.setup({ applyAccept: false });
    await renderPage(<TemplateListPage />);
    await screen.findByText('House lease');

    await user.upload(fileInput(), docx('New lease.docx'));
    await waitFor(() => expect(notifier.success).toHaveBeenCalledWith('Template uploaded'));
    const upload = api.calls.find((call) => call.url === '/pact/templates/upload-and-create');
    expect(upload?.method).toBe('POST');
    const form = upload?.data as FormData;
    expect((form.get('file') as File).name).toBe('New lease.docx');
    expect(form.get('fileType')).toBe('1');
    await waitFor(() =>
      expect(notifier.confirm).toHaveBeenCalledWith(
        expect.objectContaining({ okText: 'Open now', cancelText: 'Later' }),
      ),
    );
    expect(await screen.findByTestId('location')).toHaveTextContent('/contracts/9?type=template');
  });

  it('stays on the list when the user chooses later, and reloads it', async () => {
    const api = mockApi(defaultResponder);
    mockNotifier(false);
    const user = userEvent.setup({ applyAccept: false });
    await renderPage(<TemplateListPage />);
    await screen.findByText('House lease');
    const listCalls = () => api.calls.filter((call) => call.url === '/pact/templates').length;
    const before = listCalls();

    await user.upload(fileInput(), docx('Later.docx'));
    await waitFor(() => expect(listCalls()).toBeGreaterThan(before));
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it("shows the server's msg when the upload answers another code, uploadError on a transport failure", async () => {
    const notifier = mockNotifier();
    let failure: RequestError = new RequestError('business', 'Only .docx files are accepted', { code: 500 });
    mockApi((call) => {
      if (call.url === '/pact/templates/upload-and-create') throw failure;
      return defaultResponder(call);
    });
    const user = userEvent.setup({ applyAccept: false });
    await renderPage(<TemplateListPage />);
    await screen.findByText('House lease');

    await user.upload(fileInput(), docx('x.docx'));
    await waitFor(() => expect(notifier.error).toHaveBeenCalledWith('Only .docx files are accepted'));

    failure = new RequestError('network', 'network down');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 1100));
    });
    await user.upload(fileInput(), docx('y.docx'));
    await waitFor(() => expect(notifier.error).toHaveBeenCalledWith('Upload failed, please try again'));
  });

  it('shows loadFaile when the list cannot be loaded', async () => {
    mockNotifier();
    mockApi(() => {
      throw new RequestError('network', 'down');
    });
    await renderPage(<TemplateListPage />);
    // The list says 'loadFaile' where the rows would be (spec section 8).
    expect(await screen.findByText('Failed to load the template list')).toBeInTheDocument();
  });

  it('hides upload and delete without their permissions', async () => {
    await renderPageWithApi(<TemplateListPage />, defaultResponder, ['pact:template:list']);
    await screen.findByText('House lease');
    expect(screen.queryByText('Click or drag a Word file (.docx) to this area')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /View details/ })).not.toBeInTheDocument();
  });
});
