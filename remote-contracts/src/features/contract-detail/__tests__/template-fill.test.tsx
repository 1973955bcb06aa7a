// biome-ignore-all lint/suspicious/noTemplateCurlyInString: ${name} is a contract placeholder
import {
  mockApi,
  mockNotifier,
  type RecordedCall,
  renderPage,
  waitForCall,
} from '@agency/shared/testing/render-page';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { StaffContractDetail } from '../components/staff-contract-detail';
import '../../../page-registry';

// wangEditor needs a real browser: a text area stands in for shared's RichEditor here.
jest.mock('@agency/shared/features/editor/components/rich-editor', () =>
  jest.requireActual('@agency/shared/testing/rich-editor-stand-in'),
);
jest.mock('docx-preview', () => ({ renderAsync: async () => undefined }));

const template = {
  id: 7,
  templateName: 'ສັນຍາເຊົ່າເຮືອນ',
  templateContent: '<p>Tenant {{tenantName}}, house ${houseName}, rent {{rent}}, phone {{tenantPhone}}</p>',
  placeholders: ['tenantName', 'houseName', 'rent', 'tenantPhone'],
  type: 1,
  createBy: 'admin',
  createTime: '2026-01-01 10:00:00',
};

/** What the records know: the lease knows the house and rent, the customer its name and phone. */
const RECORDS: Record<string, Record<string, string>> = {
  'houseLease-3': { houseName: 'Villa 12', rent: '4,500,000', tenantName: 'Lease tenant' },
  'customer-9': { tenantName: 'Somchai', tenantPhone: '020 5555 1234' },
};

interface FillBody {
  html: string;
  sources: Array<{ kind: string; id: number }>;
  values: Record<string, string>;
}

/** The server's fill, as the design says: typed values win, then each record adds only new names. */
function fillAnswer(body: FillBody) {
  const values: Record<string, string> = { ...body.values };
  for (const source of body.sources) {
    for (const [name, value] of Object.entries(RECORDS[`${source.kind}-${source.id}`] ?? {})) {
      if (!(name in values)) values[name] = value;
    }
  }
  const html = body.html.replace(/\{\{(\w+)\}\}|\$\{(\w+)\}/g, (whole, a, b) => values[a ?? b] ?? whole);
  const unfilled = template.placeholders.filter((name) => !(name in values));
  return { html, values, unfilled, placeholders: template.placeholders };
}

function responder(call: RecordedCall): unknown {
  if (call.url === '/pact/templates/7') return { code: 200, msg: 'ok', data: template };
  if (call.url === '/pact/templates/7/document') return new Blob(['docx']);
  if (call.url === '/pact/fill-sources') {
    const { kind } = call.params as { kind: string };
    const data =
      kind === 'customer'
        ? [{ id: 9, label: 'Somchai (020 5555 1234)' }]
        : [{ id: 3, label: 'Villa 12 – Somchai' }];
    return { code: 200, msg: 'ok', data };
  }
  if (call.url === '/pact/templates/7/fill')
    return { code: 200, msg: 'ok', data: fillAnswer(call.data as FillBody) };
  if (call.url === '/pact/contracts/addcontent') return { code: 200, msg: 'ok', data: { id: 40, type: 1 } };
  throw new Error(`unexpected ${call.method} ${call.url}`);
}

configure({ defaultHidden: true });

async function openGenerator() {
  await renderPage(<StaffContractDetail id={7} />, ['*:*:*'], '/contracts/7?type=template', '/contracts/7');
  fireEvent.click(await screen.findByRole('button', { name: /Generate contract/ }));
  return screen.findByTestId('pact-fill-source');
}

/** The open dropdown's option (the select's own box carries the chosen title too). */
async function option(title: string): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = screen
      .getAllByTitle(title)
      .find((element) => element.classList.contains('ant-select-item-option'));
    expect(found).toBeDefined();
  });
  return found as HTMLElement;
}

async function pick(kindLabel: string, recordTitle: string) {
  const picker = screen.getByTestId('pact-fill-source');
  fireEvent.mouseDown(within(picker).getByRole('combobox', { name: 'Data' }));
  fireEvent.click(await option(kindLabel));
  fireEvent.mouseDown(within(picker).getByRole('combobox', { name: 'Search by name, phone or plate' }));
  fireEvent.click(await option(recordTitle));
}

const fillCalls = (calls: RecordedCall[]) => calls.filter((call) => call.url === '/pact/templates/7/fill');

describe('generating from a template with several records', () => {
  afterEach(() => jest.restoreAllMocks());

  it('keeps a typed value when a record is picked, and a second record adds its values', async () => {
    const api = mockApi(responder);
    mockNotifier();
    await openGenerator();
    const values = screen.getByTestId('pact-fill-values');
    fireEvent.change(within(values).getByLabelText('tenantName'), { target: { value: 'ນາງ ນ້ອຍ' } });
    // Text typed in the editor before the pick is sent with it, so it survives.
    const editor = screen.getByLabelText('editor');
    fireEvent.change(editor, { target: { value: `${template.templateContent}<p>Typed clause</p>` } });

    await pick('House lease', 'Villa 12 – Somchai');
    await waitFor(() => expect(fillCalls(api.calls)).toHaveLength(1));
    expect(fillCalls(api.calls)[0]?.data).toEqual({
      html: `${template.templateContent}<p>Typed clause</p>`,
      sources: [{ kind: 'houseLease', id: 3 }],
      values: { tenantName: 'ນາງ ນ້ອຍ' },
    });
    await waitFor(() =>
      expect(screen.getByLabelText('editor')).toHaveValue(
        '<p>Tenant ນາງ ນ້ອຍ, house Villa 12, rent 4,500,000, phone {{tenantPhone}}</p><p>Typed clause</p>',
      ),
    );
    expect(within(values).getByLabelText('tenantName')).toHaveValue('ນາງ ນ້ອຍ');
    expect(within(values).getByLabelText('houseName')).toHaveValue('Villa 12');
    expect(screen.getByTestId('pact-fill-unfilled')).toHaveTextContent('{{tenantPhone}}');

    await pick('Customer', 'Somchai (020 5555 1234)');
    await waitFor(() => expect(fillCalls(api.calls)).toHaveLength(2));
    expect(fillCalls(api.calls)[1]?.data).toEqual(
      expect.objectContaining({
        sources: [
          { kind: 'houseLease', id: 3 },
          { kind: 'customer', id: 9 },
        ],
        values: { tenantName: 'ນາງ ນ້ອຍ' },
      }),
    );
    await waitFor(() => expect(within(values).getByLabelText('tenantPhone')).toHaveValue('020 5555 1234'));
    expect(within(values).getByLabelText('tenantName')).toHaveValue('ນາງ ນ້ອຍ');
    expect(within(values).getByLabelText('rent')).toHaveValue('4,500,000');
    const picked = screen.getByTestId('pact-fill-picked');
    expect(picked).toHaveTextContent('House lease: Villa 12 – Somchai');
    expect(picked).toHaveTextContent('Customer: Somchai (020 5555 1234)');
    expect(screen.getByTestId('pact-fill-unfilled')).toHaveTextContent('All placeholders were filled.');

    fireEvent.change(screen.getByTestId('pact-title-input'), { target: { value: 'Lease Villa 12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitForCall(api, {
      url: '/pact/contracts/addcontent',
      data: expect.objectContaining({
        id: 7,
        contractTitle: 'Lease Villa 12',
        values: {
          tenantName: 'ນາງ ນ້ອຍ',
          houseName: 'Villa 12',
          rent: '4,500,000',
          tenantPhone: '020 5555 1234',
        },
      }),
    });
  });

  it('removes a picked record and fills again from the others', async () => {
    const api = mockApi(responder);
    mockNotifier();
    await openGenerator();
    await pick('House lease', 'Villa 12 – Somchai');
    await waitFor(() => expect(fillCalls(api.calls)).toHaveLength(1));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Villa 12 – Somchai' }));
    await waitFor(() => expect(fillCalls(api.calls)).toHaveLength(2));
    expect(fillCalls(api.calls)[1]?.data).toEqual(expect.objectContaining({ sources: [] }));
    expect(screen.queryByTestId('pact-fill-picked')).toBeNull();
  });
});
