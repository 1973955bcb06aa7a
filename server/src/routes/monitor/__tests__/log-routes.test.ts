import { postExport } from '../../../testing/export-request';
import { call, loginAs } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';

/*
 * The login log and the operation log (issue 10, RuoYi's monitor/logininfor and
 * monitor/operlog): written by the server, searched, shown, exported, deleted and emptied;
 * never added or edited through the API.
 */
const { t, tokens } = useTestApp({ logins: ['admin'] });

const get = async (url: string, query: Record<string, string> = {}) =>
  (await call(t.app, 'GET', url, { token: tokens.admin, query, lang: 'en' })).body;

/** The operation log is written when the answer has gone: wait for it. */
async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 50; i += 1) {
    const value = await read();
    if (ok(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return read();
}

describe('login log', () => {
  it('records failed and successful sign-ins, searchable by name, result and address', async () => {
    const bad = await call(t.app, 'POST', '/login', {
      body: { identifier: 'staff', password: 'wrong-pass1' },
    });
    expect(bad.body.code).not.toBe(200);
    await loginAs(t.app, 'staff', 'staff123');
    const failed = await get('/monitor/logininfor/list', { userName: 'staff', status: '1' });
    expect(failed.code).toBe(200);
    expect(failed.rows).toEqual([
      expect.objectContaining({ userName: 'staff', status: '1', ipaddr: '127.0.0.1' }),
    ]);
    const all = await get('/monitor/logininfor/list', { userName: 'staff' });
    expect(all.total).toBe(2);
    // newest first
    expect((all.rows as { status: string }[]).map((row) => row.status)).toEqual(['0', '1']);
    expect((await get('/monitor/logininfor/list', { ipaddr: '10.9.' })).total).toBe(0);
  });

  it('exports, deletes one record and empties the log', async () => {
    const exported = await postExport(t.app, '/monitor/logininfor/export', {
      token: tokens.admin,
      form: { userName: 'staff' },
    });
    expect(exported.headers['content-type']).toContain('spreadsheetml');

    const { rows } = await get('/monitor/logininfor/list', { userName: 'staff' });
    const [first] = rows as { infoId: number }[];
    const removed = await call(t.app, 'DELETE', `/monitor/logininfor/${first?.infoId}`, {
      token: tokens.admin,
    });
    expect(removed.body.code).toBe(200);
    expect((await get('/monitor/logininfor/list', { userName: 'staff' })).total).toBe(1);

    const cleaned = await call(t.app, 'DELETE', '/monitor/logininfor/clean', {
      token: tokens.admin,
      lang: 'en',
    });
    expect(cleaned.body).toEqual({ code: 200, msg: 'The log was emptied' });
    expect((await get('/monitor/logininfor/list')).total).toBe(0);
  });

  it('has no add or edit route', async () => {
    const add = await call(t.app, 'POST', '/monitor/logininfor', {
      token: tokens.admin,
      body: { userName: 'x' },
    });
    expect(add.body.code).toBe(404);
  });
});

describe('operation log', () => {
  it('records a write with its request and answer, and shows it by id', async () => {
    const created = await call(t.app, 'POST', '/system/post', {
      token: tokens.admin,
      body: { postCode: 'oplog', postName: 'Op log check', postSort: 9 },
    });
    expect(created.body.code).toBe(200);
    const list = await eventually(
      () => get('/monitor/operlog/list', { title: 'Post', businessType: '1' }),
      (page) => (page.total ?? 0) > 0,
    );
    const [row] = list.rows as { operId: number; operName: string; requestMethod: string; status: number }[];
    expect(row).toMatchObject({ operName: 'admin', requestMethod: 'POST', status: 0 });
    const one = await get(`/monitor/operlog/${row?.operId}`);
    expect(one.data).toMatchObject({ operUrl: '/web-api/system/post' });
    expect(String((one.data as { operParam: string }).operParam)).toContain('oplog');
  });

  it('filters by operator, type and result; empties the log, recording the emptying', async () => {
    expect((await get('/monitor/operlog/list', { operName: 'nobody-here' })).total).toBe(0);
    expect((await get('/monitor/operlog/list', { status: '1', title: 'Post' })).total).toBe(0);
    const cleaned = await call(t.app, 'DELETE', '/monitor/operlog/clean', {
      token: tokens.admin,
      lang: 'zh',
    });
    expect(cleaned.body).toEqual({ code: 200, msg: '日志已清空' });
    const after = await eventually(
      () => get('/monitor/operlog/list'),
      (page) => page.total === 1,
    );
    expect(after.rows).toEqual([expect.objectContaining({ businessType: 9, title: 'Operation log' })]);
  });

  it('refuses a bad type filter with a translated message', async () => {
    const bad = await get('/monitor/operlog/list', { businessType: 'x' });
    expect(bad.code).toBe(500);
    expect(bad.msg).not.toMatch(/unknown/i);
  });
});
