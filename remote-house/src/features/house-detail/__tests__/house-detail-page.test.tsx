import { changeLanguage } from '@agency/shared/features/i18n/i18n';
import { client } from '@agency/shared/features/request/api/client';
import { setNotifier } from '@agency/shared/features/request/api/notifier';
import { createMockNotifier } from '@agency/shared/testing/mock-notifier';
import { renderWithStore } from '@agency/shared/testing/render-with-store';
import { screen, waitFor } from '@testing-library/react';
import MockAdapter from 'axios-mock-adapter';
import { Route, Routes } from 'react-router-dom';
import { registerHouseLocales } from '../../../i18n/house-locales';
import HouseDetailPage from '../pages/house-detail-page';
import type { PublicHouse } from '../types/public-house';

const listed: PublicHouse = {
  id: 7,
  name: 'Villa 187 m²',
  houseCode: 'H2406010007',
  type: 'villa',
  bedrooms: 3,
  livingRooms: 2,
  bathrooms: 2,
  area: 187,
  location: 'Nongbone Road',
  region: 'Sisattanak',
  villageName: 'Nongbone Garden',
  rent: 2500,
  currency: 'USD',
  timeUnit: 'month',
  salePrice: null,
  deposit: 5000,
  features: 'airConditioning,swimmingPool',
  images: '/profile/upload/a.png,/profile/upload/b.png',
  coverImage: '/profile/upload/b.png',
  videos: JSON.stringify([
    { videoPath: '/profile/upload/v.mp4', videoUrl: '/profile/upload/v.mp4', videoSize: 100 },
  ]),
  description: 'Quiet street, near the market.',
  agent: 'Noy',
  agentPhone: '+856 20 5555 1234',
  contactMethod: 'WhatsApp',
  status: 'pendingRent',
  // The server sends the dictionary labels in the request's language.
  labels: {
    type: 'Villa',
    timeUnit: 'month',
    features: { airConditioning: 'Air conditioning', swimmingPool: 'Swimming pool' },
  },
};

let mock: MockAdapter;
let notifier: ReturnType<typeof createMockNotifier>;

beforeAll(() => registerHouseLocales());

beforeEach(async () => {
  await changeLanguage('en');
  mock = new MockAdapter(client);
  notifier = createMockNotifier(true);
  setNotifier(notifier);
});

afterEach(() => {
  mock.restore();
  setNotifier(null);
});

const renderPage = (id: string) =>
  // A visitor without a session: the store has no token.
  renderWithStore(
    <Routes>
      <Route path="/house/detail/:id" element={<HouseDetailPage />} />
    </Routes>,
    { url: `/house/detail/${id}` },
  );

it('shows a listed house without a token: price with currency and unit, layout, features, video and agent links', async () => {
  mock.onGet('/system/houseRoom/getHouseRoomList/7').reply(200, { code: 200, msg: 'ok', data: listed });
  renderPage('7');

  expect(await screen.findByRole('heading', { name: 'Villa 187 m²' })).toBeInTheDocument();
  expect(screen.getByTestId('house-rent')).toHaveTextContent('Rent: 2,500 USD / month');
  expect(screen.getByText('3 bedrooms · 2 living rooms · 2 bathrooms')).toBeInTheDocument();
  expect(screen.getByText('187 m²')).toBeInTheDocument();
  expect(screen.getByText('Nongbone Garden')).toBeInTheDocument();
  // The dictionary labels the server sent.
  expect(screen.getByText('Air conditioning')).toBeInTheDocument();
  expect(screen.getByText('Swimming pool')).toBeInTheDocument();
  expect(document.querySelector('video')?.getAttribute('src')).toBe('/web-api/profile/upload/v.mp4');
  expect(screen.getByRole('link', { name: /Call/ })).toHaveAttribute('href', 'tel:+8562055551234');
  expect(screen.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')).toMatch(
    /^https:\/\/wa\.me\/8562055551234\?text=/,
  );

  const call = mock.history.get?.[0];
  expect(call?.headers?.Authorization).toBeUndefined();
  expect(mock.history.get?.some((request) => String(request.url).includes('/system/dict/'))).toBe(false);
  expect(notifier.error).not.toHaveBeenCalled();
});

it('speaks the visitor language (Lao by default)', async () => {
  await changeLanguage('lo');
  mock.onGet('/system/houseRoom/getHouseRoomList/7').reply((config) => [
    200,
    {
      code: 200,
      msg: 'ok',
      data: {
        ...listed,
        labels:
          config.headers?.['Accept-Language'] === 'lo'
            ? { type: 'ວິນລາ', timeUnit: 'ເດືອນ', features: { airConditioning: 'ເຄື່ອງປັບອາກາດ' } }
            : listed.labels,
      },
    },
  ]);
  renderPage('7');
  expect(await screen.findByRole('heading', { name: 'ວິນລາ 187 m²' })).toBeInTheDocument();
  expect(screen.getByText('ເຄື່ອງປັບອາກາດ')).toBeInTheDocument();
});

it('says the house is not available for a 404 answer, with no error message', async () => {
  mock
    .onGet('/system/houseRoom/getHouseRoomList/8')
    .reply(200, { code: 404, msg: 'This house is not available' });
  renderPage('8');
  expect(await screen.findByText('This house is not available')).toBeInTheDocument();
  expect(notifier.error).not.toHaveBeenCalled();
  expect(notifier.notifyError).not.toHaveBeenCalled();
});

it('says not available for an id that is not a number, without calling the server', async () => {
  renderPage('abc');
  expect(await screen.findByText('This house is not available')).toBeInTheDocument();
  await waitFor(() => expect(mock.history.get).toHaveLength(0));
});
