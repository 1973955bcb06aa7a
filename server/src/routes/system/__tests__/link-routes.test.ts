import { call } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';

/*
 * Quick links (issue 11, system/link): add, edit, list, delete with `system:link:*`;
 * only http(s) addresses; the navbar's list of shown links for every signed-in user.
 */
const { t, tokens } = useTestApp({ logins: ['admin', 'staff'] });

const link = {
  linkName: 'Land office',
  url: 'https://landoffice.gov.la/search?q=1',
  icon: 'link',
  orderNum: 2,
};
const add = (body: Record<string, unknown>, token = tokens.admin) =>
  call(t.app, 'POST', '/system/link', { token, body, lang: 'en' });

describe('quick links', () => {
  it('adds links with an http(s) address and lists the shown ones in the navbar, in order', async () => {
    expect((await add(link)).body.code).toBe(200);
    expect(
      (await add({ ...link, linkName: 'Bank rates', url: 'http://bcel.com.la', orderNum: 1 })).body.code,
    ).toBe(200);
    expect(
      (await add({ ...link, linkName: 'Hidden', url: 'https://intra.example', visible: '1' })).body.code,
    ).toBe(200);

    const navbar = await call(t.app, 'GET', '/system/link/navbar', { token: tokens.staff });
    expect((navbar.body.data as { linkName: string }[]).map((row) => row.linkName)).toEqual([
      'Bank rates',
      'Land office',
    ]);
    const list = await call(t.app, 'GET', '/system/link/list', {
      token: tokens.admin,
      query: { linkName: 'land' },
    });
    expect(list.body.rows).toEqual([
      expect.objectContaining({ linkName: 'Land office', icon: 'link', visible: '0' }),
    ]);
  });

  it('refuses every address that is not a plain web address, on its field', async () => {
    for (const url of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://files.example',
      'file:///etc/passwd',
      '//evil.example',
      'https://user:pass@evil.example',
      'https:// spaced.example',
      'www.example.com',
    ]) {
      const answer = await add({ ...link, linkName: 'Bad', url });
      expect([url, answer.body.code]).toEqual([url, 500]);
      expect(answer.body.fieldErrors).toEqual([
        { field: 'url', message: 'Enter a web address starting with http:// or https://' },
      ]);
    }
    const list = await call(t.app, 'GET', '/system/link/list', {
      token: tokens.admin,
      query: { linkName: 'Bad' },
    });
    expect(list.body.total).toBe(0);
  });

  it('edits and deletes with the link permissions only', async () => {
    const list = await call(t.app, 'GET', '/system/link/list', {
      token: tokens.admin,
      query: { linkName: 'Land' },
    });
    const [row] = list.body.rows as { linkId: number }[];
    const edited = await call(t.app, 'PUT', '/system/link', {
      token: tokens.admin,
      body: { ...link, linkId: row?.linkId, url: 'javascript:void(0)' },
      lang: 'en',
    });
    expect(edited.body.code).toBe(500);
    expect((await add(link, tokens.staff)).body.code).toBe(403);
    expect((await call(t.app, 'GET', '/system/link/list', { token: tokens.staff })).body.code).toBe(403);
    expect(
      (await call(t.app, 'DELETE', `/system/link/${row?.linkId}`, { token: tokens.staff })).body.code,
    ).toBe(403);
    expect(
      (await call(t.app, 'DELETE', `/system/link/${row?.linkId}`, { token: tokens.admin })).body.code,
    ).toBe(200);
    const navbar = await call(t.app, 'GET', '/system/link/navbar', { token: tokens.staff });
    expect((navbar.body.data as { linkName: string }[]).map((entry) => entry.linkName)).toEqual([
      'Bank rates',
    ]);
  });
});
