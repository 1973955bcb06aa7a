import { AUDIT_FIELDS } from '@agency/shared/testing/audit-fields';
import {
  dictAnswer,
  mockApi,
  mockApiThroughClient,
  mockNotifier,
  type RecordedCall,
  renderPage,
  renderPageWithApi,
} from '@agency/shared/testing/render-page';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import DictDataPage from '../pages/dict-data-page';
import DictTypePage from '../pages/dict-type-page';
import '../../../page-registry';

const audit = {
  ...AUDIT_FIELDS,
};
const houseStatus = {
  dictId: 4,
  dictName: '房源状态',
  dictNameEn: 'House status',
  dictNameLo: 'ສະຖານະເຮືອນ',
  dictType: 'house_status',
  status: '0',
  ...audit,
};
const entry = {
  dictCode: 40,
  dictSort: 1,
  dictLabel: '待租',
  dictLabelEn: 'For rent',
  dictLabelLo: 'ລໍຖ້າເຊົ່າ',
  dictValue: 'pendingRent',
  dictType: 'house_status',
  cssClass: '',
  listClass: 'primary',
  isDefault: 'N',
  status: '0',
  ...audit,
};
const PERMISSIONS = [
  'system:dict:list',
  'system:dict:query',
  'system:dict:add',
  'system:dict:edit',
  'system:dict:remove',
];

function responder(call: RecordedCall): unknown {
  const dict = dictAnswer(call, {
    sys_normal_disable: [['0', 'Normal', 'primary']],
    sys_yes_no: [
      ['Y', 'Yes', 'primary'],
      ['N', 'No', 'danger'],
    ],
  });
  if (dict) return dict;
  if (call.url.startsWith('/system/user/columnSettings/')) return { code: 200, msg: 'ok', data: null };
  if (call.url === '/system/dict/type/list') return { code: 200, msg: 'ok', rows: [houseStatus], total: 1 };
  if (call.url === '/system/dict/type/4') return { code: 200, msg: 'ok', data: houseStatus };
  if (call.url === '/system/dict/type/refreshCache') return { code: 200, msg: 'ok' };
  if (call.url === '/system/dict/data/list') return { code: 200, msg: 'ok', rows: [entry], total: 1 };
  if (call.url === '/system/dict/data' && call.method === 'POST') return { code: 200, msg: 'ok' };
  throw new Error(`unexpected ${call.method} ${call.url}`);
}

configure({ defaultHidden: true });

describe('dictionaries', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists the types, links each to its entries and refreshes the cache', async () => {
    const { api, notifier } = await renderPageWithApi(<DictTypePage />, responder, PERMISSIONS);
    const link = await screen.findByRole('link', { name: 'house_status' });
    expect(link).toHaveAttribute('href', '/system/dict-data/index/4');
    fireEvent.click(screen.getByRole('button', { name: /Refresh cache/ }));
    await waitFor(() => expect(notifier.success).toHaveBeenCalledWith('The cache was refreshed'));
    expect(api.calls).toContainEqual(
      expect.objectContaining({ method: 'DELETE', url: '/system/dict/type/refreshCache' }),
    );
  });

  it('lists the entries of the type in the URL and adds one to that type', async () => {
    const api = mockApi(responder);
    const notifier = mockNotifier();
    await renderPage(
      <DictDataPage />,
      PERMISSIONS,
      '/system/dict-data/index/4',
      '/system/dict-data/index/:dictId',
    );
    expect(await screen.findByText('Dictionary: House status (house_status)')).toBeInTheDocument();
    expect(await screen.findByText('待租')).toBeInTheDocument();
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        url: '/system/dict/data/list',
        params: expect.objectContaining({ dictType: 'house_status' }),
      }),
    );

    fireEvent.click(screen.getByRole('button', { name: /^plus Add$/i }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByPlaceholderText('Enter the label'), { target: { value: '待售' } });
    fireEvent.change(within(dialog).getByPlaceholderText('Enter the stored value'), {
      target: { value: 'notSold' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(notifier.success).toHaveBeenCalledWith('Added'));
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        url: '/system/dict/data',
        data: expect.objectContaining({
          dictType: 'house_status',
          dictLabel: '待售',
          dictValue: 'notSold',
          dictSort: 0,
        }),
      }),
    );
  });

  it('says so for a dictionary type that does not exist', async () => {
    mockApiThroughClient((call) =>
      call.url === '/system/dict/type/99'
        ? { code: 500, msg: 'The dictionary type does not exist' }
        : responder(call),
    );
    mockNotifier();
    await renderPage(
      <DictDataPage />,
      PERMISSIONS,
      '/system/dict-data/index/99',
      '/system/dict-data/index/:dictId',
    );
    expect(
      await screen.findByText('This dictionary type does not exist', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
