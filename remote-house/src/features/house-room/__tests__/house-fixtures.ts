import { changeLanguage } from '@agency/shared/features/i18n/i18n';
import { setUpMockServer } from '@agency/shared/testing/mock-server';
import { configure } from '@testing-library/react';
import type MockAdapter from 'axios-mock-adapter';
import { registerHouseLocales } from '../../../i18n/house-locales';
import type { HouseRoom } from '../types/house-room';

/** Shared by the house screen's tests: permissions, dictionaries and a house. */
export const ALL = [
  'list',
  'query',
  'add',
  'edit',
  'remove',
  'export',
  'audit',
  'close',
  'open',
  'rent',
  'share',
  'assign',
].map((action) => `house:room:${action}`);

export const DICTS: Record<string, [string, string][]> = {
  house_type: [
    ['villa', 'Villa'],
    ['apartment', 'Apartment'],
  ],
  house_status: [
    ['pendingReview', 'Pending review'],
    ['pendingRent', 'For rent'],
    ['rented', 'Rented'],
    ['notSold', 'Not sold'],
    ['sold', 'Sold'],
    ['offShelf', 'Taken off'],
    ['toBeCompleted', 'To be completed'],
  ],
  sys_currency: [
    ['LAK', 'Lao kip (LAK)'],
    ['USD', 'US dollar (USD)'],
  ],
  house_time_unit: [
    ['year', 'Year'],
    ['month', 'Month'],
  ],
  house_feature: [
    ['airConditioning', 'Air conditioning'],
    ['garden', 'Garden'],
  ],
};

export const house = (id: number, extra: Partial<HouseRoom> = {}): HouseRoom => ({
  id,
  name: 'Villa 187 m²',
  houseCode: `H24060100${id}`,
  type: 'villa',
  bedrooms: 3,
  livingRooms: 2,
  bathrooms: 2,
  area: 187,
  location: 'Nongbone Road',
  region: 'Sisattanak',
  villageId: 1,
  villageName: 'Nongbone Garden',
  ownership: 'own',
  parking: null,
  orientation: null,
  decoration: null,
  rent: 2500,
  currency: 'USD',
  timeUnit: 'month',
  startDate: null,
  status: 'pendingRent',
  coverImage: '/profile/upload/a.png',
  deposit: null,
  salePrice: null,
  contact: 'Mr Somphone',
  contactMethod: null,
  agent: 'Noy',
  agentPhone: '+856 20 5555 1234',
  houseNumber: null,
  doorNumber: null,
  description: null,
  features: 'airConditioning',
  images: '/profile/upload/a.png,/profile/upload/b.png',
  videos: null,
  agentUserId: null,
  remark: null,
  createBy: 'admin',
  createTime: '2024-06-01 10:00:00',
  updateBy: '',
  updateTime: null,
  ...extra,
});

/** Dictionaries, villages and column choices as the server answers them. */
export function mockLookups(mock: MockAdapter): void {
  mock.onGet(/\/system\/dict\/data\/type\//).reply((config) => {
    const type = String(config.url).split('/').pop() ?? '';
    const data = (DICTS[type] ?? []).map(([dictValue, dictLabel], index) => ({
      dictCode: index + 1,
      dictSort: index,
      dictType: type,
      dictValue,
      dictLabel,
      listClass: 'default',
    }));
    return [200, { code: 200, msg: 'ok', data }];
  });
  mock
    .onGet('/system/houseVillage/selectAll')
    .reply(200, { code: 200, msg: 'ok', data: [{ id: 1, name: 'Nongbone Garden' }] });
  mock.onGet(/\/system\/user\/columnSettings\//).reply(200, { code: 200, msg: 'ok', data: null });
}

/**
 * The house screen tests' set-up: role queries skip the costly visibility check (antd
 * renders large trees), the house texts in English, and a mock server answering the
 * lookups before each test. Answers the server for the test's own replies.
 */
export function setUpHouseTests(): ReturnType<typeof setUpMockServer> {
  configure({ defaultHidden: true });
  const server = setUpMockServer();
  beforeAll(async () => {
    registerHouseLocales();
    await changeLanguage('en');
  });
  beforeEach(() => {
    mockLookups(server.mock);
  });
  return server;
}
