import { postExport } from '../../../testing/export-request';
import { call } from '../../../testing/test-app';
import { loginAsNewUser } from '../../../testing/test-users';
import { useTestApp } from '../../../testing/use-test-app';

/*
 * The agency's articles (issue 11, system/article): CRUD and export with
 * `system:article:*`, content sanitised on write, and only published articles whose time
 * has come on the public pages (no login).
 */
const { t, tokens } = useTestApp({ logins: ['admin'] });
let outsider: string;

interface Article {
  articleId: number;
  title: string;
  content: string;
  status: string;
  publishTime: string | null;
  author: string;
}

beforeAll(async () => {
  outsider = await loginAsNewUser(t, 'article-outsider', 'vehicle_staff');
});

const add = (body: Record<string, unknown>, token = tokens.admin) =>
  call(t.app, 'POST', '/system/article', { token, lang: 'en', body });
const article = (extra: Record<string, unknown> = {}) => ({
  title: 'Renting in Vientiane: a guide',
  category: 'guide',
  summary: 'What to check before you sign',
  content: '<p>Check the <strong>water</strong> pressure.</p>',
  ...extra,
});
async function list(query: Record<string, string> = {}) {
  const { body } = await call(t.app, 'GET', '/system/article/list', { token: tokens.admin, query });
  return body as unknown as { rows: Article[]; total: number };
}
const publicList = async () =>
  ((await call(t.app, 'GET', '/public/articles', { lang: 'en' })).body.data ?? []) as {
    articleId: number;
    title: string;
  }[];

describe('articles', () => {
  it('keeps a draft off the public pages and shows it once published, dated and signed', async () => {
    expect((await add(article())).body.code).toBe(200);
    const [draft] = (await list()).rows;
    if (!draft) throw new Error('no article');
    expect(draft).toMatchObject({ status: '0', publishTime: null, author: expect.any(String) });
    expect(draft.author).not.toBe('');
    expect((await publicList()).map((row) => row.title)).not.toContain(draft.title);
    expect(
      (await call(t.app, 'GET', `/public/articles/${draft.articleId}`, { lang: 'en' })).body,
    ).toMatchObject({
      code: 500,
      msg: 'The article does not exist',
    });

    const published = await call(t.app, 'PUT', '/system/article', {
      token: tokens.admin,
      body: { articleId: draft.articleId, ...article({ status: '1', author: 'Agency team' }) },
    });
    expect(published.body.code).toBe(200);
    const shown = await publicList();
    expect(shown[0]).toMatchObject({ articleId: draft.articleId, title: draft.title });
    const one = (await call(t.app, 'GET', `/public/articles/${draft.articleId}`, {})).body.data as Article;
    expect(one).toMatchObject({
      author: 'Agency team',
      content: '<p>Check the <strong>water</strong> pressure.</p>',
    });
    expect(one.publishTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('holds a scheduled article until its time', async () => {
    expect(
      (await add(article({ title: 'Coming soon', status: '1', publishTime: '2999-01-01 08:00' }))).body.code,
    ).toBe(200);
    expect((await publicList()).map((row) => row.title)).not.toContain('Coming soon');
    expect((await list({ title: 'Coming soon' })).rows[0]?.publishTime).toBe('2999-01-01 08:00:00');
  });

  it('stores content without script, handlers or frames', async () => {
    const dirty =
      '<p onclick="alert(1)">Hello<script>alert(2)</script><img src="x" onerror="alert(3)"><iframe src="https://evil.example"></iframe><a href="javascript:alert(4)">link</a></p>';
    expect((await add(article({ title: 'Dirty', content: dirty, status: '1' }))).body.code).toBe(200);
    const [row] = (await list({ title: 'Dirty' })).rows;
    const stored = row?.content ?? '';
    expect(stored).toContain('Hello');
    for (const bad of ['<script', 'onclick', 'onerror', '<iframe', 'javascript:'])
      expect(stored).not.toContain(bad);
  });

  it('refuses empty content, an unknown category, a cover that is not an upload and a bad time, on their fields', async () => {
    const refused = await add(
      article({
        content: '<p> </p>',
        category: 'gossip',
        coverImage: 'https://evil.example/x.png',
        publishTime: '2026-02-30 10:00',
      }),
    );
    expect(refused.body.fieldErrors).toEqual([
      { field: 'content', message: 'Write the article’s content' },
      { field: 'coverImage', message: 'Upload the cover as an image' },
      { field: 'category', message: 'Choose a value from the list' },
      { field: 'publishTime', message: 'Enter a date and time such as 2026-11-26 14:30' },
    ]);
  });

  it('asks for system:article permissions; exports', async () => {
    for (const attempt of [
      call(t.app, 'GET', '/system/article/list', { token: outsider }),
      add(article(), outsider),
      call(t.app, 'DELETE', '/system/article/1', { token: outsider }),
    ])
      expect((await attempt).body.code).toBe(403);
    const exported = await postExport(t.app, '/system/article/export', { token: tokens.admin });
    expect(exported.headers['content-type']).toContain('spreadsheetml');
  });
});
