import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import MockAdapter from 'axios-mock-adapter';
import { renderWithStore } from '../../../testing/render-with-store';
import { changeLanguage } from '../../i18n/i18n';
import { client } from '../../request/api/client';
import { PublicNews } from '../components/public-news';

configure({ defaultHidden: true, asyncUtilTimeout: 5000 });

let mock: MockAdapter;
beforeEach(async () => {
  await changeLanguage('en');
  mock = new MockAdapter(client);
});
afterEach(() => mock.restore());

const article = {
  articleId: 4,
  title: 'Office moves to Dongdok',
  category: 'news',
  coverImage: '/profile/upload/2026/11/20/cover.png',
  summary: 'From December',
  publishTime: '2026-11-20 09:00:00',
  author: 'Agency team',
};

it('lists the newest articles without a token and opens one with its content', async () => {
  mock.onGet('/public/articles').reply((config) => {
    expect(config.headers?.Authorization).toBeUndefined();
    expect(config.params).toEqual({ limit: 3 });
    return [200, { code: 200, msg: 'ok', data: [article] }];
  });
  mock.onGet('/public/articles/4').reply(200, {
    code: 200,
    msg: 'ok',
    data: { ...article, content: '<p>We are in <strong>Dongdok</strong> now.</p>' },
  });
  renderWithStore(<PublicNews />);
  const news = await screen.findByTestId('public-news');
  expect(within(news).getByText('News from the agency')).toBeInTheDocument();
  expect(within(news).getByText('By Agency team · 2026-11-20')).toBeInTheDocument();
  fireEvent.click(within(news).getByRole('button', { name: 'Read' }));
  const content = await screen.findByTestId('public-article-content');
  expect(within(content).getByText('Dongdok').tagName).toBe('STRONG');
});

it('shows nothing when there is no news or it cannot be read', async () => {
  mock.onGet('/public/articles').reply(500);
  renderWithStore(<PublicNews />);
  await waitFor(() => expect(mock.history.get?.length).toBeGreaterThan(0));
  expect(screen.queryByTestId('public-news')).toBeNull();
});
