import { eq } from 'drizzle-orm';
import { houseInviteCode } from '../../../db/schema/house-invite-code';
import { latestCode } from '../../../testing/outbox';
import { call, type Envelope } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';

// outsider: vehicle_staff only, no invitation-code permission.
const { t, tokens } = useTestApp({ logins: ['admin'], newUsers: { outsider: ['driver', 'vehicle_staff'] } });

interface InviteCode {
  id: number;
  code: string;
  codeType: string;
  status: string;
  creator: string;
  generateCount: number;
  createTime: string;
  expireTime: string | null;
  usedBy: string | null;
  usedTime: string | null;
}

const en = { lang: 'en' };

async function generate(body: Record<string, unknown>, token = tokens.admin): Promise<Envelope> {
  return (await call(t.app, 'POST', '/system/inviteCode/generate', { token, ...en, body })).body;
}

async function list(query: Record<string, string> = {}, token = tokens.admin) {
  const { body } = await call(t.app, 'GET', '/system/inviteCode/list', { token, ...en, query });
  return body as unknown as { code: number; msg: string; rows: InviteCode[]; total: number };
}

describe('invitation codes', () => {
  it('answers 401 without a session and 403 without house:invite permissions', async () => {
    expect((await call(t.app, 'GET', '/system/inviteCode/list')).body.code).toBe(401);
    const attempts = [
      call(t.app, 'GET', '/system/inviteCode/list', { token: tokens.outsider }),
      call(t.app, 'POST', '/system/inviteCode/generate', {
        token: tokens.outsider,
        body: { count: 1, codeType: 'property' },
      }),
      call(t.app, 'DELETE', '/system/inviteCode/1', { token: tokens.outsider }),
    ];
    for (const attempt of await Promise.all(attempts)) expect(attempt.body.code).toBe(403);
  });

  it('generates N codes of a type, listed with creator, count and computed status', async () => {
    const answer = await generate({ count: 3, codeType: 'vehicle' });
    expect(answer).toMatchObject({ code: 200, msg: '3 invitation codes generated' });
    const codes = answer.data as string[];
    expect(codes).toHaveLength(3);
    expect(new Set(codes).size).toBe(3);
    for (const code of codes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{10}$/);

    const page = await list({ codeType: 'vehicle', pageNum: '1', pageSize: '20' });
    expect(page.total).toBe(3);
    expect(page.rows[0]).toMatchObject({
      codeType: 'vehicle',
      status: 'unused',
      creator: 'admin',
      generateCount: 3,
      expireTime: null,
      usedBy: null,
    });
    expect((await list({ code: codes[0]?.toLowerCase() ?? '' })).rows.map((row) => row.code)).toEqual([
      codes[0],
    ]);
  });

  it('validates the count (1-100, required), the type and an expiry in the future, with field errors', async () => {
    for (const count of [0, 101, 2.5]) {
      const answer = await generate({ count, codeType: 'property' });
      expect(answer.code).toBe(500);
      expect(answer.fieldErrors).toEqual([expect.objectContaining({ field: 'count' })]);
    }
    const missing = await generate({ codeType: 'property' });
    expect(missing.msg).toContain('Number of codes');
    expect((await generate({ count: 1, codeType: 'boat' })).fieldErrors).toEqual([
      expect.objectContaining({ field: 'codeType' }),
    ]);
    const past = await generate({ count: 1, codeType: 'property', expireTime: '2020-01-01 00:00:00' });
    expect(past).toMatchObject({ code: 500, fieldErrors: [{ field: 'expireTime' }] });
    expect(past.msg).toContain('The expiry time must be in the future');
  });

  it('shows an unused code past its expiry as expired, and filters by the computed status', async () => {
    const answer = await generate({ count: 1, codeType: 'both', expireTime: '2999-12-31' });
    const [code] = answer.data as string[];
    if (!code) throw new Error('no code');
    expect((await list({ code })).rows[0]).toMatchObject({
      status: 'unused',
      expireTime: '2999-12-31 23:59:59',
    });
    await t.db
      .update(houseInviteCode)
      .set({ expireTime: new Date(Date.now() - 1000) })
      .where(eq(houseInviteCode.code, code));
    expect((await list({ code })).rows[0]?.status).toBe('expired');
    expect((await list({ status: 'expired' })).rows.map((row) => row.code)).toContain(code);
    expect((await list({ status: 'unused' })).rows.map((row) => row.code)).not.toContain(code);
  });

  it('registers with a generated code once; the code shows used by whom; a used code cannot be deleted', async () => {
    const [code] = (await generate({ count: 1, codeType: 'property' })).data as string[];
    if (!code) throw new Error('no code');
    const email = 'newcomer@example.la';
    await call(t.app, 'GET', '/email/code', { ...en, query: { email, purpose: 'register' } });
    const body = {
      username: 'newcomer',
      password: 'secret1',
      confirmPassword: 'secret1',
      phonenumber: '02055551234',
      email,
      inviteCode: code,
      emailCode: await latestCode(t.config.outboxDir, email),
    };
    expect((await call(t.app, 'POST', '/register', { ...en, body })).body.code).toBe(200);
    const again = await call(t.app, 'POST', '/register', { ...en, body: { ...body, username: 'second' } });
    expect(again.body).toMatchObject({ code: 500, msg: 'The invitation code has already been used' });

    const [row] = (await list({ code })).rows;
    expect(row).toMatchObject({ status: 'used', usedBy: 'newcomer' });
    expect(row?.usedTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await list({ status: 'used' })).rows.map((r) => r.code)).toEqual([code]);

    const refused = await call(t.app, 'DELETE', `/system/inviteCode/${row?.id}`, {
      token: tokens.admin,
      ...en,
    });
    expect(refused.body).toMatchObject({
      code: 500,
      msg: `Used invitation codes cannot be deleted: ${code}`,
    });
    expect((await list({ code })).total).toBe(1);
  });

  it('deletes unused codes and answers not found for unknown ids', async () => {
    const codes = (await generate({ count: 2, codeType: 'property' })).data as string[];
    const ids = (await list({ codeType: 'property', status: 'unused' })).rows
      .filter((row) => codes.includes(row.code))
      .map((row) => row.id);
    expect(ids).toHaveLength(2);
    const deleted = await call(t.app, 'DELETE', `/system/inviteCode/${ids.join(',')}`, {
      token: tokens.admin,
      ...en,
    });
    expect(deleted.body.code).toBe(200);
    expect((await list({ code: codes[0] ?? '' })).total).toBe(0);
    const missing = await call(t.app, 'DELETE', '/system/inviteCode/999999', { token: tokens.admin, ...en });
    expect(missing.body).toMatchObject({ code: 500, msg: 'The invitation code does not exist' });
  });
});
