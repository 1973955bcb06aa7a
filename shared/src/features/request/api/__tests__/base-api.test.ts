import { configureStore } from '@reduxjs/toolkit';
import MockAdapter from 'axios-mock-adapter';
import { createMockNotifier } from '../../../../testing/mock-notifier';
import { changeLanguage } from '../../../i18n/i18n';
import type { TableResult } from '../../types/envelope';
import { baseApi } from '../base-api';
import { client } from '../client';
import { setNotifier } from '../notifier';

interface Notice {
  noticeId: number;
}

const noticeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listNotices: build.query<TableResult<Notice>, { pageNum: number }>({
      query: (params) => ({ url: '/system/notice/list', params }),
      providesTags: ['Notice'],
    }),
    addNotice: build.mutation<unknown, { title: string }>({
      query: (data) => ({ url: '/system/notice', method: 'post', data }),
      invalidatesTags: ['Notice'],
    }),
  }),
});

let mock: MockAdapter;
const makeStore = () =>
  configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (gDM) => gDM().concat(baseApi.middleware),
  });

beforeAll(async () => {
  await changeLanguage('en');
});

beforeEach(() => {
  mock = new MockAdapter(client);
  setNotifier(createMockNotifier());
});

afterEach(() => {
  mock.restore();
  setNotifier(null);
});

it("uses reducerPath 'api' and returns the whole envelope", async () => {
  expect(baseApi.reducerPath).toBe('api');
  mock.onGet('/system/notice/list').reply(200, { code: 200, msg: 'ok', rows: [{ noticeId: 1 }], total: 1 });
  const store = makeStore();
  const result = await store.dispatch(noticeApi.endpoints.listNotices.initiate({ pageNum: 1 }));
  expect(result.data).toEqual({ code: 200, msg: 'ok', rows: [{ noticeId: 1 }], total: 1 });
});

it('gives errors as {status, code, msg}', async () => {
  mock.onPost('/system/notice').reply(200, { code: 500, msg: 'Title is required' });
  const store = makeStore();
  const result = await store.dispatch(noticeApi.endpoints.addNotice.initiate({ title: '' }));
  expect('error' in result && result.error).toEqual({
    status: 200,
    code: 500,
    msg: 'Title is required',
    kind: 'business',
    body: { code: 500, msg: 'Title is required' },
  });
});

it('lets apps add tag types', () => {
  const enhanced = baseApi.enhanceEndpoints({ addTagTypes: ['HouseDraft'] });
  expect(enhanced.util.invalidateTags(['HouseDraft'])).toBeDefined();
});
