import { eq } from 'drizzle-orm';
import { sysCaptcha, sysLoginFailure } from '../../db/schema/auth-state';
import { houseVillage } from '../../db/schema/house-village';
import { sysConfig } from '../../db/schema/sys-config';
import { sysOperLog } from '../../db/schema/sys-logs';
import { sysNotice } from '../../db/schema/sys-notice';
import { sysUser } from '../../db/schema/sys-user';
import { sanitizeRichHtml } from '../../routes/pact/rich-html';
import { looksLikeActiveContent, sniffFileType } from '../../services/file-type-sniff';
import { counterKeys, limits } from '../../services/rate-limit';
import { call, createTestApp, loginAs, type TestApp } from '../../testing/test-app';
import { loginAsNewUser } from '../../testing/test-users';
import { jsonDepthExceeds } from '../request-guard';

// The ten findings of the probe in issue 15, each with the request that showed it.

let t: TestApp;
let admin: string;
const en = { lang: 'en' };

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin', 'admin123');
});
afterAll(async () => t.close());

const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

async function addVillage(name: string): Promise<number> {
  const { body } = await call(t.app, 'POST', '/system/houseVillage', { token: admin, ...en, body: { name } });
  expect(body.code).toBe(200);
  const [row] = await t.db.select().from(houseVillage).where(eq(houseVillage.name, name));
  if (!row) throw new Error('village not added');
  return row.id;
}

describe('1. the operation log cannot be skipped', () => {
  it('refuses a deeply nested body before any plugin reads it, and deletes nothing', async () => {
    const id = await addVillage('Nested');
    for (const levels of [40, 20_000, 50_000]) {
      const response = await t.app.inject({
        method: 'DELETE',
        url: `/web-api/system/houseVillage/${id}`,
        headers: {
          authorization: `Bearer ${admin}`,
          'content-type': 'application/json',
          'accept-language': 'en',
        },
        payload: nested(levels),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ code: 500, msg: 'The request is nested too deeply' });
    }
    expect(await t.db.select().from(houseVillage).where(eq(houseVillage.id, id))).toHaveLength(1);
    expect(jsonDepthExceeds('{"a":"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["}')).toBe(false);
  });

  it('does not acknowledge a write whose log entry could not be written', async () => {
    const id = await addVillage('Unlogged');
    const insert = t.db.insert.bind(t.db);
    const spy = jest.spyOn(t.db, 'insert').mockImplementation(((table: unknown) => {
      if (table === sysOperLog) throw new Error('log table unavailable');
      return insert(table as never);
    }) as never);
    try {
      const { body } = await call(t.app, 'DELETE', `/system/houseVillage/${id}`, { token: admin, ...en });
      expect(body.code).toBe(500);
      expect(body.msg).toMatch(/could not be recorded in the operation log/);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('2. /api/thirdLogin needs the captcha when captcha is on', () => {
  it('refuses a token without a right captcha, gives one with it', async () => {
    const c = await createTestApp({ captchaEnabled: true });
    try {
      const bare = await call(c.app, 'POST', '/api/thirdLogin', {
        ...en,
        body: { username: 'admin', password: 'admin123' },
      });
      expect(bare.body.token).toBeUndefined();
      expect(bare.body.code).toBe(500);
      const image = await call(c.app, 'GET', '/captchaImage');
      const uuid = image.body.uuid as string;
      const [row] = await c.db.select().from(sysCaptcha).where(eq(sysCaptcha.uuid, uuid));
      const right = await call(c.app, 'POST', '/api/thirdLogin', {
        body: { username: 'admin', password: 'admin123', uuid, code: row?.answer },
      });
      expect(right.body.code).toBe(200);
      expect(right.body.token).toEqual(expect.any(String));
      // Single use: the same captcha again is refused.
      const again = await call(c.app, 'POST', '/api/thirdLogin', {
        body: { username: 'admin', password: 'admin123', uuid, code: row?.answer },
      });
      expect(again.body.token).toBeUndefined();
    } finally {
      await c.close();
    }
  });
});

describe('3. lockout slows the attacker, not the owner; spraying is limited per address', () => {
  const loginFrom = (ip: string, identifier: string, password: string) =>
    t.app
      .inject({
        method: 'POST',
        url: '/web-api/login',
        remoteAddress: ip,
        headers: { 'accept-language': 'en' },
        payload: { identifier, password },
      })
      .then((r) => r.json() as { code: number; msg: string; token?: string });

  it('a lock made from one address does not keep the owner out from another; an admin can unlock', async () => {
    await loginAsNewUser(t, 'victim', 'common');
    for (let i = 0; i < 5; i++) await loginFrom('10.0.0.66', 'victim', `guess${i}`);
    expect((await loginFrom('10.0.0.66', 'victim', 'secret123')).msg).toMatch(/locked/);
    const owner = await loginFrom('10.0.0.7', 'victim', 'secret123');
    expect(owner.code).toBe(200);
    // A failure from a third address does not lift the attacker's lock.
    for (let i = 0; i < 5; i++) await loginFrom('10.0.0.67', 'victim', `guess${i}`);
    await loginFrom('10.0.0.68', 'victim', 'wrong');
    expect((await loginFrom('10.0.0.66', 'victim', 'secret123')).msg).toMatch(/locked/);
    const unlocked = await call(t.app, 'GET', '/monitor/logininfor/unlock/victim', { token: admin });
    expect(unlocked.body.code).toBe(200);
    const [row] = await t.db.select().from(sysLoginFailure).where(eq(sysLoginFailure.userName, 'victim'));
    expect(row).toBeUndefined();
  });

  it('limits failed logins per address across user names', async () => {
    const ip = '10.0.1.1';
    for (let i = 0; i < limits.loginFailuresPerIp; i++) await loginFrom(ip, `spray${i}`, 'Password1!');
    const refused = await loginFrom(ip, 'admin', 'admin123');
    expect(refused.code).toBe(500);
    expect(refused.msg).toBe('Too many failed logins from this address, please try again in 10 minutes');
    expect((await loginFrom('10.0.1.2', 'admin', 'admin123')).code).toBe(200);
    const [counter] = await t.db
      .select()
      .from(sysLoginFailure)
      .where(eq(sysLoginFailure.userName, counterKeys.loginIp(ip)));
    expect(counter?.failCount).toBe(limits.loginFailuresPerIp);
  });
});

describe('4. no account enumeration', () => {
  it('/register checks the invitation code before telling which account exists', async () => {
    await t.db
      .update(sysConfig)
      .set({ configValue: 'true' })
      .where(eq(sysConfig.configKey, 'sys.account.registerUser'));
    const { body } = await call(t.app, 'POST', '/register', {
      ...en,
      body: {
        username: 'admin',
        password: 'secret123',
        phonenumber: '02055550001',
        email: 'admin@agency.la',
        inviteCode: 'NOT-A-CODE',
        emailCode: '123456',
      },
    });
    expect(body.code).toBe(500);
    expect(body.msg).toBe('The invitation code does not exist');
  });

  it('/email/code answers the same for real and unknown addresses, also on a second request', async () => {
    const ask = (email: string, ip: string) =>
      t.app
        .inject({
          method: 'GET',
          url: '/web-api/email/code',
          remoteAddress: ip,
          headers: { 'accept-language': 'en' },
          query: { email, purpose: 'reset' },
        })
        .then((r) => r.json() as { code: number; msg: string });
    const real = [await ask('staff@agency.la', '10.0.2.1'), await ask('staff@agency.la', '10.0.2.1')];
    const unknown = [await ask('nobody@agency.la', '10.0.2.2'), await ask('nobody@agency.la', '10.0.2.2')];
    expect(unknown[0]).toEqual(real[0]);
    expect(unknown[1]?.code).toBe(real[1]?.code);
    expect(unknown[1]?.msg.replace(/\d+/, 'N')).toBe(real[1]?.msg.replace(/\d+/, 'N'));
    // And the per-address limit holds for any address.
    const replies = [];
    for (let i = 0; i < limits.mailPerIp + 1; i++) replies.push(await ask(`x${i}@agency.la`, '10.0.2.3'));
    expect(replies.at(-1)?.msg).toBe('Too many requests, please try again in 60 minutes');
  });
});

describe('5. malformed input gives a translated validation message, never "Unknown system error"', () => {
  // Every row has three entries: with two, jest would take the third parameter for `done`.
  const cases: [string, string, unknown][] = [
    ['GET', '/system/houseVillage/list?pageNum=1e20&pageSize=10', undefined],
    ['GET', '/system/car/list?brand=%00', undefined],
    ['GET', '/system/notice/list?noticeTitle=%00', undefined],
    ['GET', '/system/notice/99999999999999999999', undefined],
    ['DELETE', '/system/notice/99999999999999999999', undefined],
    ['GET', '/system/houseVillage/list?orderByColumn=__proto__', undefined],
    ['GET', '/system/houseVillage/list?orderByColumn=constructor', undefined],
    ['POST', '/system/houseVillage', { name: 'Inf', area: 'Infinity' }],
    ['POST', '/system/houseVillage', { name: 'Big', area: 1e300 }],
    ['POST', '/system/houseVillage', { name: 'N\u0000UL' }],
  ];
  it.each(cases)('%s %s', async (method, url, body) => {
    const { status, body: answer } = await call(t.app, method as 'GET', url, { token: admin, ...en, body });
    expect(status).toBe(200);
    expect(answer.code).not.toBe(200);
    expect(answer.msg).not.toMatch(/Unknown system error/);
  });

  it('answers a 50,000-level body with the nesting message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/web-api/system/houseVillage',
      headers: {
        authorization: `Bearer ${admin}`,
        'content-type': 'application/json',
        'accept-language': 'en',
      },
      payload: `{"name":${nested(50_000)}}`,
    });
    expect(response.json()).toEqual({ code: 500, msg: 'The request is nested too deeply' });
  });
});

describe('6. configuration values', () => {
  it('staff read only the public keys; the rest need system:config:query', async () => {
    const staff = await loginAs(t.app, 'staff', 'staff123');
    const secret = await call(t.app, 'GET', '/system/config/configKey/sys.user.initPassword', {
      token: staff,
      ...en,
    });
    expect(secret.body.code).toBe(403);
    expect(JSON.stringify(secret.body)).not.toMatch(/123456/);
    const open = await call(t.app, 'GET', '/system/config/configKey/sys.account.captchaEnabled', {
      token: staff,
    });
    expect(open.body.code).toBe(200);
    const asAdmin = await call(t.app, 'GET', '/system/config/configKey/sys.user.initPassword', {
      token: admin,
    });
    expect(asAdmin.body.code).toBe(200);
  });
});

describe('7. uploads: content checked, documents downloaded, images inline', () => {
  it('refuses markup and code as a text document', () => {
    for (const text of [
      '<?php echo 1; ?>',
      '<html><body>x</body></html>',
      '<svg onload=alert(1)>',
      ' <script>x</script>',
    ]) {
      expect(looksLikeActiveContent(Buffer.from(text))).toBe(true);
      expect(sniffFileType(Buffer.from(text), { complete: true })).toBeNull();
    }
    expect(sniffFileType(Buffer.from('Lease notes: rent due 5 < 10 days.\n'), { complete: true })).toBe(
      'txt',
    );
  });

  it('/common/upload refuses an HTML page named .txt and serves a document as an attachment', async () => {
    const upload = (name: string, content: string) => {
      const boundary = 'x-boundary';
      const payload =
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
        `Content-Type: text/plain\r\n\r\n${content}\r\n--${boundary}--\r\n`;
      return t.app.inject({
        method: 'POST',
        url: '/web-api/common/upload',
        headers: {
          authorization: `Bearer ${admin}`,
          'accept-language': 'en',
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload,
      });
    };
    const refused = (await upload('page.txt', '<html><script>alert(1)</script></html>')).json();
    expect(refused.code).toBe(500);
    const stored = (await upload('notes.txt', 'plain notes')).json();
    expect(stored.code).toBe(200);
    const served = await t.app.inject({
      method: 'GET',
      url: `/web-api${stored.fileName}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-disposition']).toMatch(/^attachment/);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect(served.headers['content-security-policy']).toMatch(/sandbox/);
  });
});

describe('8. rich text keeps no ids, only safe classes and bounded styles', () => {
  it('cannot build an overlay that looks like the app', () => {
    const html = sanitizeRichHtml(
      '<div id="root" class="ant-modal w-e-text" style="width:100vw;height:100vh;margin:-500px;color:red">x</div>',
    );
    expect(html).not.toMatch(/id=/);
    expect(html).not.toMatch(/ant-modal/);
    expect(html).toMatch(/w-e-text/);
    expect(html).not.toMatch(/100vw|100vh|-500px/);
    expect(html).toMatch(/color:red/);
  });

  it('stored notices come back sanitised', async () => {
    await call(t.app, 'POST', '/system/notice', {
      token: admin,
      body: {
        noticeTitle: 'xss',
        noticeType: '1',
        status: '0',
        noticeContent:
          '<p id="root" onclick="x()">a<script>alert(1)</script><img src=x onerror=alert(1)></p>',
      },
    });
    const [row] = await t.db.select().from(sysNotice).where(eq(sysNotice.noticeTitle, 'xss'));
    expect(row?.noticeContent).not.toMatch(/script|onerror|onclick|id=/i);
  });
});

describe('9. caps: unpaged lists and upload quota', () => {
  it('an unpaged list answers at most 1000 rows', async () => {
    const values = Array.from({ length: 1005 }, (_, i) => ({ name: `Bulk ${i}` }));
    await t.db.insert(houseVillage).values(values as never);
    const { body } = await call(t.app, 'GET', '/system/houseVillage/list', { token: admin });
    expect(body.total).toBeGreaterThan(1000);
    expect(body.rows?.length).toBe(1000);
  });

  it('refuses uploads beyond the daily quota', async () => {
    const user = await loginAsNewUser(t, 'uploader', 'common');
    const [row] = await t.db.select().from(sysUser).where(eq(sysUser.userName, 'uploader'));
    await t.db.insert(sysLoginFailure).values({
      userName: counterKeys.uploadKb(row?.userId ?? 0),
      failCount: limits.uploadMbPerDay * 1024,
      lastFailTime: new Date(),
    });
    const boundary = 'q';
    const response = await t.app.inject({
      method: 'POST',
      url: '/web-api/common/upload',
      headers: {
        authorization: `Bearer ${user}`,
        'accept-language': 'en',
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nhello\r\n--${boundary}--\r\n`,
    });
    expect(response.json()).toEqual({ code: 500, msg: 'The upload quota of 500 MB a day is used up' });
  });
});

describe('10. errors stay in the envelope', () => {
  it('a %FF in the path answers the translated envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/web-api/system/notice/%FF', headers: en2() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 500, msg: 'The address of the request is not valid' });
    const page = await t.app.inject({ method: 'GET', url: '/house/%FF' });
    expect(page.json()).toMatchObject({ code: 400 });
  });
});

function en2() {
  return { 'accept-language': 'en' };
}
