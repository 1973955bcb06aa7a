import { eq } from 'drizzle-orm';
import { pactContract } from '../../../db/schema/pact';
import { sysConfig } from '../../../db/schema/sys-config';
import { insertId } from '../../../testing/insert-id';
import { call, loginAs } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';

const { t, tokens } = useTestApp({ logins: ['admin'] });
let contractId: number;

const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  contractId = await insertId(t.db, pactContract, {
    contractTitle: 'Villa lease',
    instanceContent: '<p>villa</p>',
    status: 1,
    createBy: 'admin',
  });
});

const share = (body?: unknown, token = tokens.admin) =>
  call(t.app, 'POST', `/pact/contracts/${contractId}/share`, { token, lang: 'en', body });
const open = (token: string, lang = 'en') => call(t.app, 'GET', `/public/contract/${token}`, { lang });

async function storedExpiry(): Promise<Date> {
  const [row] = await t.db.select().from(pactContract).where(eq(pactContract.id, contractId));
  if (!row?.shareExpiresAt) throw new Error('no expiry stored');
  return row.shareExpiresAt;
}

describe('share link expiry', () => {
  it('is seeded at 30 days, and a new link lasts that long by default', async () => {
    const [config] = await t.db
      .select()
      .from(sysConfig)
      .where(eq(sysConfig.configKey, 'pact.share.defaultDays'));
    expect(config?.configValue).toBe('30');
    const before = Date.now();
    const { body } = await share();
    expect(body.code).toBe(200);
    const data = body.data as { token: string; expiresAt: string };
    expect(data.expiresAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const days = ((await storedExpiry()).getTime() - before) / DAY_MS;
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThan(30.01);
    expect((await open(data.token)).body.code).toBe(200);
    const listed = await call(t.app, 'POST', '/pact/contracts', { token: tokens.admin, body: {} });
    const row = (listed.body.rows as Array<{ id: number; shared: boolean; shareExpiresAt: string }>).find(
      (item) => item.id === contractId,
    );
    expect(row).toMatchObject({ shared: true, shareExpiresAt: data.expiresAt });
  });

  it('follows the configured default, and a link may ask for its own days (1 to 365)', async () => {
    await t.db
      .update(sysConfig)
      .set({ configValue: '7' })
      .where(eq(sysConfig.configKey, 'pact.share.defaultDays'));
    const before = Date.now();
    // Another session: the same empty POST again within a second would be a repeated submit.
    expect((await share(undefined, await loginAs(t.app, 'admin', 'admin123'))).body.code).toBe(200);
    expect(Math.round(((await storedExpiry()).getTime() - before) / DAY_MS)).toBe(7);
    expect((await share({ days: 90 })).body.code).toBe(200);
    expect(Math.round(((await storedExpiry()).getTime() - before) / DAY_MS)).toBe(90);
    for (const days of [0, 366, 1.5]) {
      const refused = await share({ days });
      expect(refused.body.code).toBe(500);
      expect(refused.body.msg).not.toBe('');
    }
  });

  it('says in the reader language that a link past its end has expired', async () => {
    const { body } = await share({ days: 1 });
    const { token } = body.data as { token: string };
    await t.db
      .update(pactContract)
      .set({ shareExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(pactContract.id, contractId));
    expect((await open(token)).body).toEqual({
      code: 404,
      msg: 'This link has expired; ask the agency for a new one',
    });
    expect((await open(token, 'zh')).body.msg).toBe('该链接已过期，请向中介索取新的链接');
    expect((await open(token, 'lo')).body.msg).toBe('ລິ້ງນີ້ໝົດອາຍຸແລ້ວ, ກະລຸນາຂໍລິ້ງໃໝ່ຈາກບໍລິສັດ');
    const listed = await call(t.app, 'POST', '/pact/contracts', { token: tokens.admin, body: {} });
    expect(
      (listed.body.rows as Array<{ id: number; shared: boolean }>).find((r) => r.id === contractId)?.shared,
    ).toBe(false);
  });

  it('can still be revoked, and every public answer says no-store', async () => {
    const { body } = await share({ days: 2 });
    const { token } = body.data as { token: string };
    const ok = await open(token);
    expect(ok.body.code).toBe(200);
    expect(ok.response.headers['cache-control']).toBe('no-store');
    const word = await call(t.app, 'GET', `/public/contract/${token}/document`);
    expect(word.response.statusCode).toBe(200);
    expect(word.response.headers['content-type']).toContain('wordprocessingml');
    expect(word.response.headers['cache-control']).toBe('no-store');
    expect(word.response.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(
      (await call(t.app, 'DELETE', `/pact/contracts/${contractId}/share`, { token: tokens.admin })).body.code,
    ).toBe(200);
    expect(await storedExpiry().catch(() => null)).toBeNull();
    const revoked = await open(token);
    expect(revoked.body).toMatchObject({ code: 404 });
    expect(revoked.body.msg).toContain('revoked');
    expect(revoked.response.headers['cache-control']).toBe('no-store');
    const malformed = await open('x'.repeat(80));
    expect(malformed.response.headers['cache-control']).toBe('no-store');
    const document = await call(t.app, 'GET', `/public/contract/${token}/document`);
    expect(document.body.code).toBe(404);
    expect(document.response.headers['cache-control']).toBe('no-store');
  });
});
