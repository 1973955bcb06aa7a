import { call } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';

/*
 * The navbar notices (RuoYi-Vue3's HeaderNotice): published notices with each user's read
 * marks, for every signed-in user; closed notices never show; who read one is for admins.
 */
const { t, tokens } = useTestApp({ logins: ['admin', 'staff'] });

async function addNotice(noticeTitle: string, status = '0'): Promise<number> {
  const { body } = await call(t.app, 'POST', '/system/notice', {
    token: tokens.admin,
    body: { noticeTitle, noticeType: '1', noticeContent: '<p>Office closed on Friday</p>', status },
  });
  expect(body.code).toBe(200);
  const list = await call(t.app, 'GET', '/system/notice/list', {
    token: tokens.admin,
    query: { noticeTitle },
  });
  return (list.body.rows as { noticeId: number }[])[0]?.noticeId ?? 0;
}

const top = async (token: string) => (await call(t.app, 'GET', '/system/notice/listTop', { token })).body;

describe('navbar notices', () => {
  it('shows staff the published notices, unread, and counts them; closed ones never', async () => {
    const before = (await top(tokens.staff)).unreadCount as number;
    const open = await addNotice('Holiday hours');
    await addNotice('Draft plan', '1');
    const answer = await top(tokens.staff);
    expect(answer.code).toBe(200);
    expect(answer.unreadCount).toBe(before + 1);
    const rows = answer.data as { noticeId: number; noticeTitle: string; isRead: boolean }[];
    expect(rows.find((row) => row.noticeId === open)).toMatchObject({
      noticeTitle: 'Holiday hours',
      isRead: false,
    });
    expect(rows.some((row) => row.noticeTitle === 'Draft plan')).toBe(false);

    const read = await call(t.app, 'GET', `/system/notice/published/${open}`, { token: tokens.staff });
    expect(read.body.data).toMatchObject({
      noticeTitle: 'Holiday hours',
      noticeContent: '<p>Office closed on Friday</p>',
    });
  });

  it('marks one read for the caller only, then all', async () => {
    const id = await addNotice('Team meeting');
    expect(
      (await call(t.app, 'POST', `/system/notice/markRead?noticeId=${id}`, { token: tokens.staff })).body
        .code,
    ).toBe(200);
    const mine = (await top(tokens.staff)).data as { noticeId: number; isRead: boolean }[];
    expect(mine.find((row) => row.noticeId === id)?.isRead).toBe(true);
    const admins = (await top(tokens.admin)).data as { noticeId: number; isRead: boolean }[];
    expect(admins.find((row) => row.noticeId === id)?.isRead).toBe(false);
    // Marking twice is harmless.
    expect(
      (await call(t.app, 'POST', `/system/notice/markRead?noticeId=${id}`, { token: tokens.staff })).body
        .code,
    ).toBe(200);

    expect((await call(t.app, 'POST', '/system/notice/markReadAll', { token: tokens.staff })).body.code).toBe(
      200,
    );
    expect((await top(tokens.staff)).unreadCount).toBe(0);
    expect((await top(tokens.admin)).unreadCount).toBeGreaterThan(0);
  });

  it('never marks or shows a closed notice, and lists who read one to admins only', async () => {
    const closed = await addNotice('Hidden one', '1');
    await call(t.app, 'POST', `/system/notice/markRead?noticeId=${closed}`, { token: tokens.staff });
    expect(
      (await call(t.app, 'GET', `/system/notice/published/${closed}`, { token: tokens.staff })).body.code,
    ).toBe(500);

    const id = await addNotice('Read check');
    await call(t.app, 'POST', `/system/notice/markRead?noticeId=${id}`, { token: tokens.staff });
    const readers = await call(t.app, 'GET', '/system/notice/readUsers/list', {
      token: tokens.admin,
      query: { noticeId: String(id) },
    });
    expect(readers.body.rows).toEqual([expect.objectContaining({ userName: 'staff' })]);
    expect(readers.body.total).toBe(1);
    const refused = await call(t.app, 'GET', '/system/notice/readUsers/list', {
      token: tokens.staff,
      query: { noticeId: String(id) },
    });
    expect(refused.body.code).toBe(403);
  });
});
