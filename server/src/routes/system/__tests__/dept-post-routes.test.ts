import { eq } from 'drizzle-orm';
import { sysDept } from '../../../db/schema/sys-dept';
import { sysUserPost } from '../../../db/schema/sys-links';
import { sysPost } from '../../../db/schema/sys-post';
import { postExport } from '../../../testing/export-request';
import { call, loginAs } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';
import { deptId, insertRole, insertUser, userIdOf } from './system-fixtures';

const { t, tokens } = useTestApp({ logins: ['admin', 'staff'] });
let head: number;
let vientiane: number;
let finance: number;

const en = { lang: 'en' };
const strong = 'Secret#2026';
type Row = Record<string, unknown>;

beforeAll(async () => {
  head = await deptId(t, 'Agency Head Office');
  vientiane = await deptId(t, 'Vientiane Branch');
  finance = await deptId(t, 'Finance');
});

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, token = tokens.admin) =>
  call(t.app, method, url, { token, ...en, body }).then((answer) => answer.body);
const deptRow = async (id: number) => (await t.db.select().from(sysDept).where(eq(sysDept.deptId, id)))[0];

describe('departments', () => {
  let audit: number;
  let internal: number;

  it('needs system:dept permissions', async () => {
    for (const [method, url] of [
      ['GET', '/system/dept/list'],
      ['GET', '/system/dept/list/exclude/1'],
      ['GET', `/system/dept/${head}`],
      ['POST', '/system/dept'],
      ['PUT', '/system/dept'],
      ['DELETE', `/system/dept/${head}`],
    ] as const)
      expect((await send(method, url, method === 'GET' ? undefined : {}, tokens.staff)).code).toBe(403);
  });

  it('adds departments with their chain of ancestors; names are unique under a parent', async () => {
    const add = (body: Row) => send('POST', '/system/dept', body);
    expect(
      await add({ parentId: finance, deptName: 'Audit', orderNum: 1, leader: 'Noy', email: '' }),
    ).toEqual({
      code: 200,
      msg: 'Operation successful',
    });
    const [row] = await t.db.select().from(sysDept).where(eq(sysDept.deptName, 'Audit'));
    audit = row?.deptId ?? 0;
    expect(row).toMatchObject({ ancestors: `0,${head},${finance}`, leader: 'Noy', email: null, status: '0' });
    expect(await add({ parentId: audit, deptName: 'Internal', orderNum: 1 })).toMatchObject({ code: 200 });
    internal = (await t.db.select().from(sysDept).where(eq(sysDept.deptName, 'Internal')))[0]?.deptId ?? 0;
    expect(await add({ parentId: finance, deptName: 'Audit', orderNum: 2 })).toMatchObject({
      fieldErrors: [{ field: 'deptName' }],
    });
    expect(await add({ parentId: 999_999, deptName: 'Lost', orderNum: 1 })).toMatchObject({
      fieldErrors: [{ field: 'parentId' }],
    });
    expect((await add({ parentId: finance, deptName: 'Bad mail', orderNum: 1, email: 'nope' })).code).toBe(
      500,
    );
  });

  it('lists flat and excludes a department and its branch', async () => {
    const list = await call(t.app, 'GET', '/system/dept/list', {
      token: tokens.admin,
      query: { deptName: 'Aud' },
    });
    expect((list.body.data as Row[]).map((row) => row.deptName)).toEqual(['Audit']);
    const exclude = await send('GET', `/system/dept/list/exclude/${audit}`);
    const ids = (exclude.data as Row[]).map((row) => row.deptId);
    expect(ids).toContain(finance);
    expect(ids).not.toContain(audit);
    expect(ids).not.toContain(internal);
    expect((await send('GET', `/system/dept/${audit}`)).data).toMatchObject({ deptName: 'Audit' });
  });

  it('moves a branch: the ancestors below follow; never under itself', async () => {
    const move = await send('PUT', '/system/dept', {
      deptId: audit,
      parentId: vientiane,
      deptName: 'Audit',
      orderNum: 1,
    });
    expect(move.code).toBe(200);
    expect((await deptRow(audit))?.ancestors).toBe(`0,${head},${vientiane}`);
    expect((await deptRow(internal))?.ancestors).toBe(`0,${head},${vientiane},${audit}`);
    const loop = await send('PUT', '/system/dept', {
      deptId: audit,
      parentId: internal,
      deptName: 'Audit',
      orderNum: 1,
    });
    expect(loop).toMatchObject({ fieldErrors: [{ field: 'parentId' }] });
    const disable = await send('PUT', '/system/dept', {
      deptId: audit,
      parentId: vientiane,
      deptName: 'Audit',
      orderNum: 1,
      status: '1',
    });
    expect(disable).toMatchObject({ fieldErrors: [{ field: 'status' }] });
  });

  it('deletes only without sub-departments or users', async () => {
    expect(await send('DELETE', `/system/dept/${audit}`)).toMatchObject({
      msg: 'The department has sub-departments and cannot be deleted',
    });
    const user = await insertUser(t, 'internal_user', strong, internal);
    expect(await send('DELETE', `/system/dept/${internal}`)).toMatchObject({
      msg: 'The department has users and cannot be deleted',
    });
    await send('DELETE', `/system/user/${user}`);
    expect(await send('DELETE', `/system/dept/${internal}`)).toEqual({
      code: 200,
      msg: 'Operation successful',
    });
    expect(await deptRow(internal)).toBeUndefined();
  });

  it('applies the data scope to the list and to writes', async () => {
    const role = await insertRole(
      t,
      'dept_keeper',
      ['system:dept:list', 'system:dept:query', 'system:dept:edit'],
      '4',
    );
    await insertUser(t, 'keeper', strong, vientiane, [role]);
    const token = await loginAs(t.app, 'keeper', strong);
    const list = await send('GET', '/system/dept/list', undefined, token);
    const names = (list.data as Row[]).map((row) => row.deptName);
    expect(names).toContain('Vientiane Branch');
    expect(names).toContain('Audit');
    expect(names).not.toContain('Finance');
    expect((await send('GET', `/system/dept/${finance}`, undefined, token)).msg).toBe(
      'You have no permission to access this department’s data',
    );
    const edit = await send(
      'PUT',
      '/system/dept',
      { deptId: finance, parentId: head, deptName: 'Finance', orderNum: 1 },
      token,
    );
    expect(edit.code).toBe(500);
    expect(await userIdOf(t, 'keeper')).toBeGreaterThan(0);
  });
});

describe('posts', () => {
  it('needs system:post permissions', async () => {
    expect((await send('GET', '/system/post/list', undefined, tokens.staff)).code).toBe(403);
    expect((await send('DELETE', '/system/post/1', undefined, tokens.staff)).code).toBe(403);
  });

  it('adds, lists, edits and exports posts; code and name are unique', async () => {
    const body = { postCode: 'auditor', postName: 'Auditor', postSort: 5 };
    expect(await send('POST', '/system/post', body)).toEqual({ code: 200, msg: 'Operation successful' });
    expect(await send('POST', '/system/post', { ...body, postName: 'Other' })).toMatchObject({
      fieldErrors: [{ field: 'postCode' }],
    });
    expect(await send('POST', '/system/post', { ...body, postCode: 'other' })).toMatchObject({
      fieldErrors: [{ field: 'postName' }],
    });
    const list = await call(t.app, 'GET', '/system/post/list', {
      token: tokens.admin,
      query: { postCode: 'audit' },
    });
    const [row] = list.body.rows as Row[];
    expect(row).toMatchObject({ postName: 'Auditor', status: '0' });
    const edit = await send('PUT', '/system/post', {
      ...body,
      postId: row?.postId,
      postSort: 6,
      status: '1',
    });
    expect(edit.code).toBe(200);
    const exported = await postExport(t.app, '/system/post/export', {
      token: tokens.admin,
      form: { postCode: 'audit' },
    });
    expect(exported.headers['content-type']).toContain('spreadsheetml');
  });

  it('deletes posts nobody holds', async () => {
    const [agent] = await t.db.select().from(sysPost).where(eq(sysPost.postCode, 'agent'));
    const holders = await t.db
      .select()
      .from(sysUserPost)
      .where(eq(sysUserPost.postId, agent?.postId ?? 0));
    expect(holders.length).toBeGreaterThan(0);
    expect(await send('DELETE', `/system/post/${agent?.postId}`)).toMatchObject({
      msg: 'The position Sales agent is held by users and cannot be deleted',
    });
    const [auditor] = await t.db.select().from(sysPost).where(eq(sysPost.postCode, 'auditor'));
    expect(await send('DELETE', `/system/post/${auditor?.postId}`)).toEqual({
      code: 200,
      msg: 'Operation successful',
    });
    expect(await send('DELETE', `/system/post/${auditor?.postId}`)).toMatchObject({
      msg: 'The position does not exist',
    });
  });
});
