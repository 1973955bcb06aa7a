import { call } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';

const { t, tokens } = useTestApp({ logins: ['admin', 'staff'] });

const en = { lang: 'en' };

async function addNotice(body: Record<string, unknown>) {
  return (await call(t.app, 'POST', '/system/notice', { token: tokens.admin, ...en, body })).body;
}

async function listNotices(query: Record<string, string> = {}, token = tokens.admin) {
  return (await call(t.app, 'GET', '/system/notice/list', { token, ...en, query })).body;
}

describe('notices', () => {
  it('needs the system:notice permissions (staff has none)', async () => {
    expect((await listNotices({}, tokens.staff)).code).toBe(403);
    expect((await call(t.app, 'GET', '/system/notice/1', { token: tokens.staff })).body.code).toBe(403);
    const body = { noticeTitle: 'x', noticeType: '1' };
    expect((await call(t.app, 'POST', '/system/notice', { token: tokens.staff, body })).body.code).toBe(403);
    expect(
      (await call(t.app, 'PUT', '/system/notice', { token: tokens.staff, body: { ...body, noticeId: 1 } }))
        .body.code,
    ).toBe(403);
    expect((await call(t.app, 'DELETE', '/system/notice/1', { token: tokens.staff })).body.code).toBe(403);
    expect((await call(t.app, 'GET', '/system/notice/list')).body.code).toBe(401);
  });

  it('adds a notice with sanitised content and the creator', async () => {
    const answer = await addNotice({
      noticeTitle: '  Office closed  ',
      noticeType: '1',
      noticeContent:
        '<p style="text-align:center" onclick="steal()">Closed <script>alert(1)</script><b>Friday</b></p>',
    });
    expect(answer).toEqual({ code: 200, msg: 'Operation successful' });
    const list = await listNotices({ noticeTitle: 'Office' });
    expect(list.total).toBe(1);
    const [row] = list.rows as Array<Record<string, unknown>>;
    expect(row).toMatchObject({
      noticeTitle: 'Office closed',
      noticeType: '1',
      status: '0',
      createBy: 'admin',
      noticeContent: '<p style="text-align:center">Closed <b>Friday</b></p>',
    });
    expect(row?.createTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    const one = await call(t.app, 'GET', `/system/notice/${row?.noticeId}`, { token: tokens.admin });
    expect(one.body.data).toMatchObject({ noticeTitle: 'Office closed' });
  });

  it('validates title, type and status', async () => {
    expect((await addNotice({ noticeTitle: '', noticeType: '1' })).code).toBe(500);
    expect((await addNotice({ noticeTitle: '   ', noticeType: '1' })).code).toBe(500);
    const long = await addNotice({ noticeTitle: 'x'.repeat(51), noticeType: '1' });
    expect(long.code).toBe(500);
    expect(long.msg).toBe('Invalid request: noticeTitle must be at most 50 characters');
    expect((await addNotice({ noticeTitle: 'ok', noticeType: '3' })).code).toBe(500);
    expect((await addNotice({ noticeTitle: 'ok' })).msg).toBe('Invalid request: noticeType is required');
    expect((await addNotice({ noticeTitle: 'ok', noticeType: '1', status: '9' })).code).toBe(500);
  });

  it('edits a notice, keeping what the body leaves out', async () => {
    await addNotice({ noticeTitle: 'Prices', noticeType: '2', noticeContent: '<p>old</p>', remark: 'r' });
    const [row] = (await listNotices({ noticeTitle: 'Prices' })).rows as Array<{ noticeId: number }>;
    const put = await call(t.app, 'PUT', '/system/notice', {
      token: tokens.admin,
      ...en,
      body: { noticeId: row?.noticeId, noticeTitle: 'New prices', noticeType: '2', status: '1' },
    });
    expect(put.body.code).toBe(200);
    const { body } = await call(t.app, 'GET', `/system/notice/${row?.noticeId}`, { token: tokens.admin });
    expect(body.data).toMatchObject({
      noticeTitle: 'New prices',
      status: '1',
      noticeContent: '<p>old</p>',
      remark: 'r',
      updateBy: 'admin',
    });
    const contentCleared = await call(t.app, 'PUT', '/system/notice', {
      token: tokens.admin,
      body: {
        noticeId: row?.noticeId,
        noticeTitle: 'New prices',
        noticeType: '2',
        noticeContent: '<script></script>',
      },
    });
    expect(contentCleared.body.code).toBe(200);
    const again = await call(t.app, 'GET', `/system/notice/${row?.noticeId}`, { token: tokens.admin });
    expect((again.body.data as { noticeContent: unknown }).noticeContent).toBeNull();

    const missing = await call(t.app, 'PUT', '/system/notice', {
      token: tokens.admin,
      ...en,
      body: { noticeId: 987654, noticeTitle: 'x', noticeType: '1' },
    });
    expect(missing.body).toEqual({ code: 500, msg: 'The record does not exist' });
  });

  it('filters by type and creator, and pages', async () => {
    for (let i = 0; i < 4; i += 1) await addNotice({ noticeTitle: `Bulk ${i}`, noticeType: '1' });
    const all = await listNotices();
    const page = await listNotices({ pageNum: '2', pageSize: '2' });
    expect((page.rows as unknown[]).length).toBe(2);
    expect(page.total).toBe(all.total);
    const announcements = await listNotices({ noticeType: '2' });
    expect((announcements.rows as Array<{ noticeType: string }>).every((row) => row.noticeType === '2')).toBe(
      true,
    );
    expect((await listNotices({ createBy: 'nobody' })).total).toBe(0);
    expect((await listNotices({ createBy: 'adm' })).total).toBe(all.total);
    // newest first
    expect((all.rows as Array<{ noticeTitle: string }>)[0]?.noticeTitle).toBe('Bulk 3');
  });

  it('deletes one or several notices', async () => {
    const rows = (await listNotices({ noticeTitle: 'Bulk' })).rows as Array<{ noticeId: number }>;
    const ids = rows.map((row) => row.noticeId);
    const del = await call(t.app, 'DELETE', `/system/notice/${ids.join(',')}`, { token: tokens.admin });
    expect(del.body.code).toBe(200);
    expect((await listNotices({ noticeTitle: 'Bulk' })).total).toBe(0);
    expect((await call(t.app, 'DELETE', `/system/notice/${ids[0]}`, { token: tokens.admin })).body.code).toBe(
      500,
    );
    expect((await call(t.app, 'DELETE', '/system/notice/1 or 1=1', { token: tokens.admin })).body.code).toBe(
      500,
    );
  });
});
