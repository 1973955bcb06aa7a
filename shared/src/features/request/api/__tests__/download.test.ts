import MockAdapter from 'axios-mock-adapter';
import { changeLanguage } from '../../../i18n/i18n';
import { client, resetDuplicateSubmitGuard } from '../client';
import { download, downloadGet } from '../download';
import { type Notifier, setNotifier } from '../notifier';

let mock: MockAdapter;
let notifier: jest.Mocked<Notifier>;
let closeLoading: jest.Mock;
let clicked: { href: string; download: string }[];

beforeAll(async () => {
  await changeLanguage('en');
});

beforeEach(() => {
  mock = new MockAdapter(client);
  closeLoading = jest.fn();
  notifier = {
    error: jest.fn(),
    warning: jest.fn(),
    success: jest.fn(),
    notifyError: jest.fn(),
    confirm: jest.fn(),
    loading: jest.fn((_content: string) => closeLoading),
  };
  setNotifier(notifier);
  resetDuplicateSubmitGuard();
  clicked = [];
  URL.createObjectURL = jest.fn(() => 'blob:saved');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
});

afterEach(() => {
  mock.restore();
  setNotifier(null);
  jest.restoreAllMocks();
});

it('posts the parameters form-encoded and saves the blob under the given name', async () => {
  let sent: { data: unknown; contentType: unknown; responseType: unknown } | undefined;
  mock.onPost('/system/user/export').reply((config) => {
    sent = {
      data: config.data,
      contentType: (config.headers as { get(name: string): unknown }).get('Content-Type'),
      responseType: config.responseType,
    };
    return [200, new Blob(['xlsx'], { type: 'application/vnd.ms-excel' })];
  });

  const saved = await download(
    '/system/user/export',
    { userName: 'ad min', status: '', params: { beginTime: '2024-01-01' } },
    'users.xlsx',
  );

  expect(saved).toBe(true);
  expect(sent?.contentType).toBe('application/x-www-form-urlencoded');
  expect(sent?.responseType).toBe('blob');
  expect(decodeURIComponent(String(sent?.data))).toBe('userName=ad min&params[beginTime]=2024-01-01');
  expect(clicked).toEqual([{ href: 'blob:saved', download: 'users.xlsx' }]);
  expect(notifier.loading).toHaveBeenCalledWith('Downloading data, please wait');
  expect(closeLoading).toHaveBeenCalled();
  expect(notifier.error).not.toHaveBeenCalled();
});

it("shows a JSON error blob's message (standard message of its code first)", async () => {
  mock
    .onPost('/a')
    .replyOnce(
      200,
      new Blob([JSON.stringify({ code: 500, msg: 'Export failed: no rows' })], { type: 'application/json' }),
    );
  mock
    .onPost('/b')
    .replyOnce(200, new Blob([JSON.stringify({ code: 403, msg: 'x' })], { type: 'application/json' }));

  expect(await download('/a', {}, 'a.xlsx')).toBe(false);
  expect(await download('/b', {}, 'b.xlsx')).toBe(false);

  expect(notifier.error).toHaveBeenNthCalledWith(1, 'Export failed: no rows');
  expect(notifier.error).toHaveBeenNthCalledWith(2, 'No permission for the current operation');
  expect(clicked).toHaveLength(0);
  expect(closeLoading).toHaveBeenCalledTimes(2);
});

it('shows the download error when the call fails', async () => {
  mock.onPost('/c').networkError();
  expect(await download('/c', {}, 'c.xlsx')).toBe(false);
  expect(notifier.error).toHaveBeenCalledTimes(1);
  expect(notifier.error).toHaveBeenCalledWith('Error downloading the file, please contact the administrator');
});

it('GETs a file with downloadGet', async () => {
  mock
    .onGet('/pact/contracts/7/download-docx')
    .reply(200, new Blob(['docx'], { type: 'application/octet-stream' }));
  expect(await downloadGet('/pact/contracts/7/download-docx', undefined, 'contract_7.docx')).toBe(true);
  expect(clicked).toEqual([{ href: 'blob:saved', download: 'contract_7.docx' }]);
});
