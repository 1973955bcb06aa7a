import { dictAnswer, type RecordedCall, renderPageWithApi } from '@agency/shared/testing/render-page';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import ArticleListPage from '../pages/article-list-page';
import '../../../page-registry';

// wangEditor needs a real browser: a text area stands in for shared's RichEditor here.
jest.mock('@agency/shared/features/editor/components/rich-editor', () =>
  jest.requireActual('@agency/shared/testing/rich-editor-stand-in'),
);

const published = {
  articleId: 2,
  title: 'Five things to check before renting',
  category: 'guide',
  coverImage: null,
  summary: 'Water, power, and the contract',
  content: '<p>Check the water.</p>',
  status: '1',
  publishTime: '2026-11-20 09:00:00',
  author: 'Agency team',
  createTime: '2026-11-20 08:00:00',
  remark: null,
};

function responder(call: RecordedCall): unknown {
  const dict = dictAnswer(call, {
    sys_article_category: [
      ['news', 'News', 'primary'],
      ['guide', 'Guide', 'success'],
    ],
    sys_article_status: [
      ['0', 'Draft', 'info'],
      ['1', 'Published', 'success'],
    ],
  });
  if (dict) return dict;
  if (call.url.startsWith('/system/user/columnSettings/')) return { code: 200, msg: 'ok', data: null };
  if (call.url === '/system/article/list') return { code: 200, msg: 'ok', rows: [published], total: 1 };
  if (call.url === '/system/article' && call.method === 'POST') return { code: 200, msg: 'ok' };
  throw new Error(`unexpected ${call.method} ${call.url}`);
}

// Forms validate and answer slower on a loaded CI machine than the default second.
configure({ defaultHidden: true, asyncUtilTimeout: 5000 });

describe('articles', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists articles with category, status and publish time, and writes a draft', async () => {
    const { api, notifier } = await renderPageWithApi(<ArticleListPage />, responder, [
      'system:article:list',
      'system:article:add',
    ]);
    const row = (await screen.findByText('Five things to check before renting')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Guide')).toBeInTheDocument();
    expect(within(row).getByText('Published')).toBeInTheDocument();
    expect(within(row).getByText('2026-11-20 09:00:00')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: /^plus Add$/i }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Write an article')).toBeInTheDocument();
    fireEvent.click(within(drawer).getByRole('button', { name: /Save/ }));
    expect(await within(drawer).findByText('Title is required')).toBeInTheDocument();

    fireEvent.change(within(drawer).getByPlaceholderText('e.g. Five things to check before renting'), {
      target: { value: 'Office moves to Dongdok' },
    });
    fireEvent.change(await within(drawer).findByLabelText('Content'), {
      target: { value: '<p>From December we are in Dongdok.</p>' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(notifier.success).toHaveBeenCalledWith('Article saved'));
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        url: '/system/article',
        data: expect.objectContaining({
          title: 'Office moves to Dongdok',
          category: 'news',
          status: '0',
          content: '<p>From December we are in Dongdok.</p>',
        }),
      }),
    );
  });
});
