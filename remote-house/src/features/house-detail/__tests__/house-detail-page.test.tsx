import { changeLanguage } from '@agency/shared/features/i18n/i18n';
import { setUpMockFetch } from '@agency/shared/testing/mock-fetch';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
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
  status: 'pendingRent',
  // The server sends the dictionary labels in the request's language.
  labels: {
    type: 'Villa',
    timeUnit: 'month',
    features: { airConditioning: 'Air conditioning', swimmingPool: 'Swimming pool' },
  },
};

const server = setUpMockFetch();
const HOUSE_7 = '/system/houseRoom/getHouseRoomList/7';
const REVIEWS_7 = '/public/house/7/evaluations';
const NO_REVIEWS = { code: 200, msg: 'ok', data: { average: null, count: 0, rows: [] } };

beforeAll(() => registerHouseLocales());

beforeEach(async () => {
  await changeLanguage('en');
});

// A visitor: no store, no session, no request client; only `fetch`.
const renderPage = (id: string) =>
  render(
    <MemoryRouter initialEntries={[`/house/detail/${id}`]}>
      <Routes>
        <Route path="/house/detail/:id" element={<HouseDetailPage />} />
      </Routes>
    </MemoryRouter>,
  );

it('shows a listed house without a token: price with currency and unit, layout, features, video and agent links', async () => {
  server.on('GET', HOUSE_7, { code: 200, msg: 'ok', data: listed });
  server.on('GET', REVIEWS_7, NO_REVIEWS);
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

  expect(server.calls[0]).toMatchObject({ path: HOUSE_7, headers: { 'Accept-Language': 'en' } });
  expect(server.calls.every((call) => call.headers.Authorization === undefined)).toBe(true);
  expect(server.calls.some((call) => call.path.includes('/system/dict/'))).toBe(false);
});

it('speaks the visitor language (Lao by default)', async () => {
  await changeLanguage('lo');
  server.on('GET', HOUSE_7, (call) => ({
    code: 200,
    msg: 'ok',
    data: {
      ...listed,
      labels:
        call.headers['Accept-Language'] === 'lo'
          ? { type: 'ວິນລາ', timeUnit: 'ເດືອນ', features: { airConditioning: 'ເຄື່ອງປັບອາກາດ' } }
          : listed.labels,
    },
  }));
  server.on('GET', REVIEWS_7, NO_REVIEWS);
  renderPage('7');
  expect(await screen.findByRole('heading', { name: 'ວິນລາ 187 m²' })).toBeInTheDocument();
  expect(screen.getByText('ເຄື່ອງປັບອາກາດ')).toBeInTheDocument();

  // The switch at the top: the page asks again in the new language, and keeps showing
  // the house (and what the visitor was typing) meanwhile.
  const message = screen.getAllByRole('textbox').at(-1) as HTMLElement;
  fireEvent.change(message, { target: { value: 'ຍັງຫວ່າງບໍ?' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
  });
  expect(await screen.findByRole('heading', { name: 'Villa 187 m²' })).toBeInTheDocument();
  expect(screen.getByText('Air conditioning')).toBeInTheDocument();
  expect(screen.getAllByRole('textbox').at(-1)).toHaveValue('ຍັງຫວ່າງບໍ?');
  expect(
    server.calls.filter((call) => call.path === HOUSE_7).map((call) => call.headers['Accept-Language']),
  ).toEqual(['lo', 'en']);
});

it('offers a retry when the server cannot be reached, and shows the house once it answers', async () => {
  renderPage('7');
  const retry = await screen.findByRole('button', { name: 'Try again' });
  expect(screen.getByText('The house could not be loaded. Please try again later.')).toBeInTheDocument();
  server.on('GET', HOUSE_7, { code: 200, msg: 'ok', data: listed });
  server.on('GET', REVIEWS_7, NO_REVIEWS);
  fireEvent.click(retry);
  expect(await screen.findByRole('heading', { name: 'Villa 187 m²' })).toBeInTheDocument();
});

it('says the house is not available for a 404 answer, with no error message', async () => {
  server.on('GET', '/system/houseRoom/getHouseRoomList/8', { code: 404, msg: 'This house is not available' });
  renderPage('8');
  expect(await screen.findByText('This house is not available')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
});

it('says not available for an id that is not a number, without calling the server', async () => {
  renderPage('abc');
  expect(await screen.findByText('This house is not available')).toBeInTheDocument();
  await waitFor(() => expect(server.calls).toHaveLength(0));
});

it('shows the reviews with their average and takes a visitor review, keeping it when the server refuses', async () => {
  server.on('GET', HOUSE_7, { code: 200, msg: 'ok', data: listed });
  let shown = 2;
  server.on('GET', REVIEWS_7, () => ({
    code: 200,
    msg: 'ok',
    data: {
      average: shown === 2 ? 4.5 : 4.3,
      count: shown,
      rows: [
        ...(shown === 3
          ? [{ score: 4, content: 'Great location', author: 'Somsak', createTime: '2026-11-21 10:00:00' }]
          : []),
        { score: 5, content: 'Lovely garden', author: 'Kham', createTime: '2026-11-20 10:00:00' },
        { score: 4, content: 'Quiet street', author: 'Lee', createTime: '2026-11-19 09:00:00' },
      ],
    },
  }));
  let posts = 0;
  server.on('POST', REVIEWS_7, (call) => {
    posts += 1;
    if (posts === 1) return { code: 500, msg: 'Too many attempts, try again in 10 minutes' };
    expect(call.headers.Authorization).toBeUndefined();
    expect(call.body).toEqual({ author: 'Somsak', score: 4, content: 'Great location' });
    shown = 3;
    return { code: 200, msg: 'Thank you for your review', data: { average: 4.3, count: 3 } };
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
  expect(await within(reviews).findByText('Too many attempts, try again in 10 minutes')).toHaveAttribute(
    'role',
    'alert',
  );
  expect(within(reviews).getByPlaceholderText('What did you think of this house?')).toHaveValue(
    'Great location',
  );

  // Later, the same review goes through: thanked, the form empties, the list and average follow.
  fireEvent.click(within(reviews).getByRole('button', { name: 'Send review' }));
  await waitFor(() => expect(posts).toBe(2));
  expect(await within(reviews).findByRole('status')).toHaveTextContent('Thank you for your review');
  expect(within(reviews).getByPlaceholderText('What did you think of this house?')).toHaveValue('');
  expect(await within(reviews).findByText('4.3 of 5 · 3 reviews')).toBeInTheDocument();
  expect(within(reviews).getByText('Great location')).toBeInTheDocument();
});
