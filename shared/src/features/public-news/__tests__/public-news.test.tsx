import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setUpMockFetch } from '../../../testing/mock-fetch';
import { changeLanguage } from '../../i18n/i18n';
import { PublicNews } from '../components/public-news';

configure({ defaultHidden: true, asyncUtilTimeout: 5000 });

const server = setUpMockFetch();

beforeEach(async () => {
  await changeLanguage('en');
});

const article = {
  articleId: 4,
  title: 'Office moves to Dongdok',
  coverImage: '/profile/upload/2026/11/20/cover.png',
  summary: 'From December',
  publishTime: '2026-11-20 09:00:00',
  author: 'Agency team',
};

it('lists the newest articles without a token and opens one with its content', async () => {
  server.on('GET', '/public/articles?limit=3', { code: 200, msg: 'ok', data: [article] });
  server.on('GET', '/public/articles/4', {
    code: 200,
    msg: 'ok',
    data: { ...article, content: '<p>We are in <strong>Dongdok</strong> now.</p>' },
  });
  render(<PublicNews />);
  const news = await screen.findByTestId('public-news');
  expect(within(news).getByText('News from the agency')).toBeInTheDocument();
  expect(within(news).getByText('By Agency team · 2026-11-20')).toBeInTheDocument();
  fireEvent.click(within(news).getByRole('button', { name: 'Read' }));
  const dialog = await screen.findByRole('dialog', { name: 'Office moves to Dongdok' });
  const content = await within(dialog).findByTestId('public-article-content');
  expect(within(content).getByText('Dongdok').tagName).toBe('STRONG');
  expect(server.calls.every((call) => call.headers.Authorization === undefined)).toBe(true);

  // Escape closes it, as the close button does.
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('says so in the dialog when an article cannot be read', async () => {
  server.on('GET', '/public/articles?limit=3', { code: 200, msg: 'ok', data: [article] });
  server.on('GET', '/public/articles/4', { code: 404, msg: 'Not found' });
  render(<PublicNews />);
  fireEvent.click(await screen.findByRole('button', { name: 'Read' }));
  expect(await screen.findByText('The article could not be loaded')).toBeInTheDocument();
  fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('shows nothing when there is no news or it cannot be read', async () => {
  server.on('GET', '/public/articles?limit=3', [500, null]);
  render(<PublicNews />);
  await waitFor(() => expect(server.calls.length).toBeGreaterThan(0));
  expect(screen.queryByTestId('public-news')).toBeNull();
});
