import { desc, eq } from 'drizzle-orm';
import { sysCaptcha, sysLoginFailure } from '../../../db/schema/auth-state';
import { sysConfig } from '../../../db/schema/sys-config';
import { sysLogininfor } from '../../../db/schema/sys-logs';
import { sysSession } from '../../../db/schema/sys-session';
import { sysUser } from '../../../db/schema/sys-user';
import { call, loginAs } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';

const { t } = useTestApp({ app: { captchaEnabled: true } });

async function captcha(): Promise<{ uuid: string; answer: string }> {
  const { body } = await call(t.app, 'GET', '/captchaImage');
  expect(body.captchaEnabled).toBe(true);
  const uuid = body.uuid as string;
  const [row] = await t.db.select().from(sysCaptcha).where(eq(sysCaptcha.uuid, uuid));
  return { uuid, answer: row?.answer ?? '' };
}

const postLogin = (body: Record<string, unknown>, lang = 'en') =>
  call(t.app, 'POST', '/login', { lang, body });

async function login(identifier: string, password: string, lang = 'en') {
  const { uuid, answer } = await captcha();
  return (await postLogin({ identifier, password, code: answer, uuid }, lang)).body;
}

async function lastLoginRecord() {
  const [row] = await t.db.select().from(sysLogininfor).orderBy(desc(sysLogininfor.infoId)).limit(1);
  return row;
}

describe('GET /captchaImage', () => {
  it('answers a PNG math captcha and stores its answer for 2 minutes', async () => {
    const { body } = await call(t.app, 'GET', '/captchaImage');
    expect(body).toMatchObject({ code: 200, captchaEnabled: true, registerEnabled: true });
    const png = Buffer.from(body.img as string, 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    const [row] = await t.db
      .select()
      .from(sysCaptcha)
      .where(eq(sysCaptcha.uuid, body.uuid as string));
    expect(row?.answer).toMatch(/^\d+$/);
    const ttl = (row?.expireTime.getTime() ?? 0) - Date.now();
    expect(ttl).toBeGreaterThan(110_000);
    expect(ttl).toBeLessThanOrEqual(120_000);
  });

  it('answers only captchaEnabled:false when switched off', async () => {
    await t.db
      .update(sysConfig)
      .set({ configValue: 'false' })
      .where(eq(sysConfig.configKey, 'sys.account.captchaEnabled'));
    const { body } = await call(t.app, 'GET', '/captchaImage');
    expect(body.captchaEnabled).toBe(false);
    expect(body.img).toBeUndefined();
    await t.db
      .update(sysConfig)
      .set({ configValue: 'true' })
      .where(eq(sysConfig.configKey, 'sys.account.captchaEnabled'));
  });
});

describe('POST /login', () => {
  it('logs in with user name, password and captcha, and records it', async () => {
    const body = await login('admin', 'admin123');
    expect(body.code).toBe(200);
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    const record = await lastLoginRecord();
    expect(record).toMatchObject({ userName: 'admin', status: '0', ipaddr: '127.0.0.1' });
    expect(record?.browser).toBeTruthy();
    expect(record?.os).toBeTruthy();
    const [user] = await t.db.select().from(sysUser).where(eq(sysUser.userName, 'admin'));
    expect(user?.loginIp).toBe('127.0.0.1');
    expect(user?.loginDate).toBeInstanceOf(Date);
    const sessions = await t.db.select().from(sysSession).where(eq(sysSession.userName, 'admin'));
    expect(sessions.length).toBeGreaterThan(0);
    // Only a hash of the token is stored.
    expect(sessions.some((s) => s.tokenHash === body.token)).toBe(false);
  });

  it('logs in by e-mail (any case) and by phone number', async () => {
    expect((await login('STAFF@agency.la', 'staff123')).code).toBe(200);
    expect((await login('02055550002', 'staff123')).code).toBe(200);
  });

  it('refuses a wrong password and an unknown user with the same message', async () => {
    const wrong = await login('staff', 'nope');
    const unknown = await login('nobody', 'nope');
    expect(wrong).toMatchObject({ code: 500, msg: 'User does not exist or the password is wrong' });
    expect(unknown).toMatchObject({ code: 500, msg: 'User does not exist or the password is wrong' });
    expect(wrong.token).toBeUndefined();
    expect(await lastLoginRecord()).toMatchObject({ userName: 'nobody', status: '1' });
    await t.db.delete(sysLoginFailure);
  });

  it('refuses a wrong captcha and uses the captcha up', async () => {
    const { uuid, answer } = await captcha();
    const wrongAnswer = String(Number(answer) + 1);
    const first = await postLogin({ identifier: 'admin', password: 'admin123', code: wrongAnswer, uuid });
    expect(first.body).toMatchObject({ code: 500, msg: 'The captcha is wrong' });
    const again = await postLogin({ identifier: 'admin', password: 'admin123', code: answer, uuid });
    expect(again.body.msg).toBe('The captcha has expired, please refresh it');
  });

  it('refuses an expired or missing captcha', async () => {
    const { uuid, answer } = await captcha();
    await t.db
      .update(sysCaptcha)
      .set({ expireTime: new Date(Date.now() - 1000) })
      .where(eq(sysCaptcha.uuid, uuid));
    const expired = await postLogin({ identifier: 'admin', password: 'admin123', code: answer, uuid });
    expect(expired.body).toMatchObject({ code: 500, msg: 'The captcha has expired, please refresh it' });
    const missing = await postLogin({ identifier: 'admin', password: 'admin123' });
    expect(missing.body.code).toBe(500);
  });

  it('translates messages: Lao by default, Chinese on request', async () => {
    expect((await login('staff', 'bad', 'lo')).msg).toBe('ບໍ່ພົບຜູ້ໃຊ້ ຫຼື ລະຫັດຜ່ານບໍ່ຖືກຕ້ອງ');
    expect((await login('staff', 'bad', 'fr-FR')).msg).toBe('ບໍ່ພົບຜູ້ໃຊ້ ຫຼື ລະຫັດຜ່ານບໍ່ຖືກຕ້ອງ');
    expect((await login('staff', 'bad', 'zh-CN,zh;q=0.9')).msg).toBe('用户不存在/密码错误');
    await t.db.delete(sysLoginFailure);
  });

  it('refuses disabled and deleted users even with the right password', async () => {
    await t.db.update(sysUser).set({ status: '1' }).where(eq(sysUser.userName, 'staff'));
    expect(await login('staff', 'staff123')).toMatchObject({
      code: 500,
      msg: 'Sorry, your account staff is disabled',
    });
    await t.db.update(sysUser).set({ status: '0', delFlag: '2' }).where(eq(sysUser.userName, 'staff'));
    expect(await login('staff', 'staff123')).toMatchObject({
      code: 500,
      msg: 'Sorry, your account staff has been deleted',
    });
    await t.db.update(sysUser).set({ delFlag: '0' }).where(eq(sysUser.userName, 'staff'));
    expect((await login('staff', 'staff123')).code).toBe(200);
  });

  it('locks the user name for 10 minutes after 5 wrong passwords, then lets it in again', async () => {
    for (let i = 1; i <= 4; i++) expect((await login('staff', `wrong${i}`)).msg).toMatch(/does not exist/);
    expect((await login('staff', 'wrong5')).msg).toBe(
      'Wrong password 5 times, the account is locked for 10 minutes',
    );
    // Even the right password is refused while locked.
    expect((await login('staff', 'staff123')).msg).toBe(
      'The account is locked, please try again in 10 minutes',
    );
    // Also when the locked account is named by its e-mail.
    expect((await login('staff@agency.la', 'staff123')).msg).toMatch(/locked/);

    // Let the lock end (as if 10 minutes had passed).
    await t.db
      .update(sysLoginFailure)
      .set({ lockUntil: new Date(Date.now() - 1000) })
      .where(eq(sysLoginFailure.userName, 'staff'));
    expect((await login('staff', 'staff123')).code).toBe(200);
    const rows = await t.db.select().from(sysLoginFailure).where(eq(sysLoginFailure.userName, 'staff'));
    expect(rows).toHaveLength(0);
  });

  it('starts counting again after a lock ends', async () => {
    for (let i = 1; i <= 5; i++) await login('staff', `wrong${i}`);
    await t.db
      .update(sysLoginFailure)
      .set({ lockUntil: new Date(Date.now() - 1000) })
      .where(eq(sysLoginFailure.userName, 'staff'));
    expect((await login('staff', 'wrong6')).msg).toMatch(/does not exist/);
    const [row] = await t.db.select().from(sysLoginFailure).where(eq(sysLoginFailure.userName, 'staff'));
    expect(row).toMatchObject({ failCount: 1, lockUntil: null });
    await t.db.delete(sysLoginFailure);
  });

  it('validates the body', async () => {
    const { body } = await postLogin({ password: 'x' });
    expect(body).toMatchObject({ code: 500, msg: 'Invalid request: identifier is required' });
  });

  it("accepts RuoYi's `username` in place of `identifier`", async () => {
    const { uuid, answer } = await captcha();
    const { body } = await postLogin({ username: 'staff', password: 'staff123', code: answer, uuid });
    expect(body).toMatchObject({ code: 200 });
    expect(typeof body.token).toBe('string');
  });
});

describe('POST /api/thirdLogin and /logout', () => {
  it('gives a token with the captcha (as /login does), and logout ends the session', async () => {
    const { uuid, answer } = await captcha();
    const { body } = await call(t.app, 'POST', '/api/thirdLogin', {
      body: { username: 'admin', password: 'admin123', uuid, code: answer },
    });
    expect(body.code).toBe(200);
    const token = body.token as string;
    expect((await call(t.app, 'GET', '/getInfo', { token })).body.code).toBe(200);
    const logout = await call(t.app, 'POST', '/logout', { token, lang: 'en' });
    expect(logout.body).toMatchObject({ code: 200, msg: 'Logout successful' });
    expect(await lastLoginRecord()).toMatchObject({
      userName: 'admin',
      status: '0',
      msg: 'Logout successful',
    });
    expect((await call(t.app, 'GET', '/getInfo', { token })).body.code).toBe(401);
    // Logging out again, or without any token, still answers success.
    expect((await call(t.app, 'POST', '/logout', { token })).body.code).toBe(200);
    expect((await call(t.app, 'POST', '/logout')).body.code).toBe(200);
  });

  it('applies the same captcha and credential check', async () => {
    const bare = await call(t.app, 'POST', '/api/thirdLogin', {
      lang: 'en',
      body: { username: 'admin', password: 'admin123' },
    });
    expect(bare.body).toMatchObject({ code: 500, msg: 'The captcha has expired, please refresh it' });
    expect(bare.body.token).toBeUndefined();
    const { uuid, answer } = await captcha();
    const { body } = await call(t.app, 'POST', '/api/thirdLogin', {
      lang: 'en',
      body: { username: 'admin', password: 'bad', uuid, code: answer },
    });
    expect(body).toMatchObject({ code: 500, msg: 'User does not exist or the password is wrong' });
    await t.db.delete(sysLoginFailure);
  });
});

describe('login helper with captcha off', () => {
  it('works once the captcha is switched off', async () => {
    await t.db
      .update(sysConfig)
      .set({ configValue: 'false' })
      .where(eq(sysConfig.configKey, 'sys.account.captchaEnabled'));
    expect(await loginAs(t.app, 'admin', 'admin123')).toBeTruthy();
  });
});
