import { act, render, screen, waitFor } from '@testing-library/react';
import MockAdapter from 'axios-mock-adapter';
import { Provider } from 'react-redux';
import { createMockNotifier } from '../../../../testing/mock-notifier';
import { changeLanguage } from '../../../i18n/i18n';
import { client } from '../../../request/api/client';
import { setNotifier } from '../../../request/api/notifier';
import { createAppStore } from '../../../store/create-app-store';
import { DictSelect } from '../dict-select';
import { DictTag } from '../dict-tag';

const labels: Record<string, string[]> = {
  en: ['Villa', 'Apartment'],
  lo: ['ວິນລາ', 'ອາພາດເມັນ'],
};

let mock: MockAdapter;
let calls: { url?: string; language: unknown }[];

beforeEach(async () => {
  await changeLanguage('en');
  calls = [];
  mock = new MockAdapter(client);
  setNotifier(createMockNotifier());
  mock.onGet('/system/dict/data/type/house_type').reply((config) => {
    const language = (config.headers as { get(name: string): unknown }).get('Accept-Language');
    calls.push({ url: config.url, language });
    const [villa, apartment] = labels[String(language)] ?? ['?', '?'];
    return [
      200,
      {
        code: 200,
        msg: 'ok',
        data: [
          { dictValue: '1', dictLabel: villa, listClass: 'success' },
          { dictValue: '2', dictLabel: apartment, listClass: 'default' },
        ],
      },
    ];
  });
});

afterEach(() => {
  mock.restore();
  setNotifier(null);
});

it('shows labels as tags, fetched once per type and again when the language changes', async () => {
  const store = createAppStore();
  render(
    <Provider store={store}>
      <DictTag dictType="house_type" value="1" />
      <DictTag dictType="house_type" value={['2', '9']} />
    </Provider>,
  );
  const villa = await screen.findByText('Villa');
  expect(villa.closest('.ant-tag')).toHaveClass('ant-tag-success');
  expect(screen.getByText('Apartment').closest('.ant-tag')).toBeNull();
  expect(screen.getByText('9')).toBeInTheDocument();
  expect(calls).toEqual([{ url: '/system/dict/data/type/house_type', language: 'en' }]);

  await act(async () => {
    await changeLanguage('lo');
  });
  expect(await screen.findByText('ວິນລາ')).toBeInTheDocument();
  expect(calls).toHaveLength(2);
  expect(calls[1]?.language).toBe('lo');
});

it('offers the entries in a select', async () => {
  const store = createAppStore();
  render(
    <Provider store={store}>
      <DictSelect dictType="house_type" value="2" />
    </Provider>,
  );
  await waitFor(() => expect(screen.getByText('Apartment')).toBeInTheDocument());
});
