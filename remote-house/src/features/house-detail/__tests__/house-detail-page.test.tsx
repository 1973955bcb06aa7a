import { changeLanguage } from '@agency/shared/features/i18n/i18n';
import { resetDuplicateSubmitGuard } from '@agency/shared/features/request/api/client';
import { setUpMockServer } from '@agency/shared/testing/mock-server';
import { renderWithStore } from '@agency/shared/testing/render-with-store';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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

const server = setUpMockServer();

beforeAll(() => registerHouseLocales());

beforeEach(async () => {
  await changeLanguage('en');
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
  server.mock
    .onGet('/system/houseRoom/getHouseRoomList/7')
    .reply(200, { code: 200, msg: 'ok', data: listed });
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

  const call = server.mock.history.get?.[0];
  expect(call?.headers?.Authorization).toBeUndefined();
  expect(server.mock.history.get?.some((request) => String(request.url).includes('/system/dict/'))).toBe(
    false,
  );
  expect(server.notifier.error).not.toHaveBeenCalled();
});

it('speaks the visitor language (Lao by default)', async () => {
  await changeLanguage('lo');
  server.mock.onGet('/system/houseRoom/getHouseRoomList/7').reply((config) => [
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
  server.mock
    .onGet('/system/houseRoom/getHouseRoomList/8')
    .reply(200, { code: 404, msg: 'This house is not available' });
  renderPage('8');
  expect(await screen.findByText('This house is not available')).toBeInTheDocument();
  expect(server.notifier.error).not.toHaveBeenCalled();
  expect(server.notifier.notifyError).not.toHaveBeenCalled();
});

it('says not available for an id that is not a number, without calling the server', async () => {
  renderPage('abc');
  expect(await screen.findByText('This house is not available')).toBeInTheDocument();
  await waitFor(() => expect(server.mock.history.get).toHaveLength(0));
});

it('shows the reviews with their average and takes a visitor review, keeping it when the server refuses', async () => {
  server.mock
    .onGet('/system/houseRoom/getHouseRoomList/7')
    .reply(200, { code: 200, msg: 'ok', data: listed });
  server.mock.onGet('/public/house/7/evaluations').reply(200, {
    code: 200,
    msg: 'ok',
    data: {
      average: 4.5,
      count: 2,
      rows: [
        { score: 5, content: 'Lovely garden', author: 'Kham', createTime: '2026-11-20 10:00:00' },
        { score: 4, content: 'Quiet street', author: 'Lee', createTime: '2026-11-19 09:00:00' },
      ],
    },
  });
  let posts = 0;
  server.mock.onPost('/public/house/7/evaluations').reply((config) => {
    posts += 1;
    if (posts === 1) return [200, { code: 500, msg: 'Too many attempts, try again in 10 minutes' }];
    expect(config.headers?.Authorization).toBeUndefined();
    expect(JSON.parse(String(config.data))).toEqual({
      author: 'Somsak',
      score: 4,
      content: 'Great location',
    });
    return [200, { code: 200, msg: 'Thank you for your review', data: { average: 4.3, count: 3 } }];
  });
  renderPage('7');
  const reviews = await screen.findByTestId('house-reviews');
  expect(await within(reviews).findByText('Lovely garden')).toBeInTheDocument();
  expect(within(reviews).getByText('4.5 of 5 · 2 reviews')).toBeInTheDocument();

  // Nothing filled: every rule says what is missing, nothing is sent.
  fireEvent.click(within(reviews).getByRole('button', { name: 'Send review' }));
  expect(await within(reviews).findByText('Please choose a score')).toBeInTheDocument();
  expect(within(reviews).getByText('Please enter your name')).toBeInTheDocument();
  expect(within(reviews).getByText('Please write your review')).toBeInTheDocument();
  expect(posts).toBe(0);

  const form = reviews.querySelector('form') as HTMLElement;
  fireEvent.click(within(form).getAllByRole('radio')[3] as HTMLElement);
  fireEvent.change(within(reviews).getByPlaceholderText('Enter your name'), {
    target: { value: ' Somsak ' },
  });
  fireEvent.change(within(reviews).getByPlaceholderText('What did you think of this house?'), {
    target: { value: 'Great location' },
  });
  fireEvent.click(within(reviews).getByRole('button', { name: 'Send review' }));
  // Refused (the address has left too many): the reason is shown and the text stays.
  await waitFor(() =>
    expect(server.notifier.error).toHaveBeenCalledWith('Too many attempts, try again in 10 minutes'),
  );
  expect(within(reviews).getByPlaceholderText('What did you think of this house?')).toHaveValue(
    'Great location',
  );

  // Later (not within the duplicate-submit window), the same review goes through.
  await waitFor(() => expect(reviews.querySelector('.ant-btn-loading')).toBeNull());
  resetDuplicateSubmitGuard();
  fireEvent.click(within(reviews).getByRole('button', { name: 'Send review' }));
  await waitFor(() => expect(posts).toBe(2));
  expect(server.notifier.warning).not.toHaveBeenCalled();
  await waitFor(() => expect(server.notifier.success).toHaveBeenCalledWith('Thank you for your review'));
  expect(within(reviews).getByPlaceholderText('What did you think of this house?')).toHaveValue('');
});
