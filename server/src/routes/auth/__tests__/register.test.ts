import { eq } from 'drizzle-orm';
import { sysEmailCode } from '../../../db/schema/auth-state';
import { houseInviteCode } from '../../../db/schema/house-invite-code';
import { sysConfig } from '../../../db/schema/sys-config';
import { sysUser } from '../../../db/schema/sys-user';
import { latestCode, mailsTo } from '../../../testing/outbox';
import { call, loginAs } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';

const { t } = useTestApp();

beforeAll(async () => {
  await t.db.insert(houseInviteCode).values([
    { code: 'PROP-0001', codeType: 'property', creator: 'admin' },
    { code: 'CAR-0001', codeType: 'vehicle', creator: 'admin' },
    { code: 'BOTH-0001', codeType: 'both', creator: 'admin' },
    { code: 'USED-0001', codeType: 'property', creator: 'admin', status: 'used', usedBy: 'someone' },
    { code: 'OLD-0001', codeType: 'property', creator: 'admin', expireTime: new Date(Date.now() - 60_000) },
  ]);
});

let phoneSeq = 100;

/** Asks for a registration code and returns the body of a valid registration. */
async function prepare(username: string, inviteCode: string) {
  const email = `${username}@example.la`;
  const sent = await call(t.app, 'GET', '/email/code', { lang: 'en', query: { email, purpose: 'register' } });
  expect(sent.body).toMatchObject({ code: 200, msg: 'The verification code has been sent' });
  const emailCode = await latestCode(t.config.outboxDir, email);
  phoneSeq += 1;
  return {
    username,
    password: 'secret1',
    confirmPassword: 'secret1',
    phonenumber: `0205555${phoneSeq}`,
    email,
    inviteCode,
    emailCode,
  };
}

async function register(body: object) {
  return (await call(t.app, 'POST', '/register', { lang: 'en', body })).body;
}

async function rolesOf(username: string, password = 'secret1') {
  const token = await loginAs(t.app, username, password);
  return (await call(t.app, 'GET', '/getInfo', { token })).body.roles;
}

describe('POST /register', () => {
  it('registers with a property code: the code is used and the user gets house_staff', async () => {
    const body = await prepare('alice', 'PROP-0001');
    expect(await register(body)).toMatchObject({ code: 200, msg: 'Registration successful' });
    const [code] = await t.db.select().from(houseInviteCode).where(eq(houseInviteCode.code, 'PROP-0001'));
    expect(code).toMatchObject({ status: 'used', usedBy: 'alice' });
    expect(await rolesOf('alice')).toEqual(['house_staff']);
    const [user] = await t.db.select().from(sysUser).where(eq(sysUser.userName, 'alice'));
    expect(user?.password).toMatch(/^\$2[aby]\$10\$/);
  });

  it('gives vehicle_staff for a vehicle code and both roles for a both code', async () => {
    expect((await register(await prepare('bob', 'CAR-0001'))).code).toBe(200);
    expect(await rolesOf('bob')).toEqual(['vehicle_staff']);
    expect((await register(await prepare('carol', 'BOTH-0001'))).code).toBe(200);
    expect(await rolesOf('carol')).toEqual(['house_staff', 'vehicle_staff']);
  });

  it('refuses a used, an unknown and an expired invitation code, keeping the e-mail code', async () => {
    const body = await prepare('dave', 'USED-0001');
    expect(await register(body)).toMatchObject({
      code: 500,
      msg: 'The invitation code has already been used',
    });
    expect(await register({ ...body, inviteCode: 'PROP-0001' })).toMatchObject({
      msg: 'The invitation code has already been used',
    });
    expect(await register({ ...body, inviteCode: 'NOPE-9999' })).toMatchObject({
      msg: 'The invitation code does not exist',
    });
    expect(await register({ ...body, inviteCode: 'OLD-0001' })).toMatchObject({
      msg: 'The invitation code has expired',
    });
    const [old] = await t.db.select().from(houseInviteCode).where(eq(houseInviteCode.code, 'OLD-0001'));
    expect(old?.status).toBe('unused');
    expect(await t.db.select().from(sysUser).where(eq(sysUser.userName, 'dave'))).toHaveLength(0);
    // The e-mail code was not used up by the refused attempts.
    await t.db.insert(houseInviteCode).values({ code: 'PROP-0002', codeType: 'property' });
    expect((await register({ ...body, inviteCode: 'PROP-0002' })).code).toBe(200);
  });

  it('refuses a wrong or reused e-mail code', async () => {
    await t.db.insert(houseInviteCode).values({ code: 'PROP-0003', codeType: 'property' });
    const body = await prepare('erin', 'PROP-0003');
    const wrong = body.emailCode === '000000' ? '111111' : '000000';
    expect(await register({ ...body, emailCode: wrong })).toMatchObject({
      code: 500,
      msg: 'The verification code is wrong or has expired',
    });
    expect((await register(body)).code).toBe(200);
    await t.db.insert(houseInviteCode).values({ code: 'PROP-0004', codeType: 'property' });
    expect(
      await register({ ...body, username: 'erin2', inviteCode: 'PROP-0004', phonenumber: '0209999999' }),
    ).toMatchObject({
      msg: 'This e-mail address is already registered',
    });
  });

  it('expires e-mail codes after 5 minutes', async () => {
    await t.db.insert(houseInviteCode).values({ code: 'PROP-0005', codeType: 'property' });
    const body = await prepare('frank', 'PROP-0005');
    await t.db
      .update(sysEmailCode)
      .set({ expireTime: new Date(Date.now() - 1000) })
      .where(eq(sysEmailCode.email, 'frank@example.la'));
    expect((await register(body)).msg).toBe('The verification code is wrong or has expired');
  });

  it('checks the fields', async () => {
    const body = await prepare('gina', 'PROP-0005');
    expect((await register({ ...body, username: 'g' })).msg).toBe(
      'Invalid request: username must be at least 2 characters',
    );
    expect((await register({ ...body, username: 'g'.repeat(21) })).msg).toBe(
      'Invalid request: username must be at most 20 characters',
    );
    expect((await register({ ...body, password: '1234' })).msg).toBe(
      'Invalid request: password must be at least 5 characters',
    );
    expect((await register({ ...body, confirmPassword: 'other' })).msg).toBe(
      'The two passwords do not match',
    );
    for (const field of ['phonenumber', 'email', 'inviteCode', 'emailCode']) {
      const { [field as keyof typeof body]: _removed, ...rest } = body;
      expect((await register(rest)).msg).toBe(`Invalid request: ${field} is required`);
    }
    expect((await register({ ...body, email: 'not-an-email' })).msg).toBe(
      'Invalid request: email has an invalid format',
    );
    expect((await register({ ...body, username: 'admin' })).msg).toBe(
      'Registering admin failed, the account already exists',
    );
  });

  it('limits code mails to one a minute per address', async () => {
    const again = await call(t.app, 'GET', '/email/code', {
      lang: 'en',
      query: { email: 'gina@example.la', purpose: 'register' },
    });
    expect(again.body.code).toBe(500);
    expect(again.body.msg).toMatch(/^A code was just sent, please wait \d+ seconds$/);
    expect(await mailsTo(t.config.outboxDir, 'gina@example.la')).toHaveLength(1);
  });

  it('is refused when registration is switched off', async () => {
    await t.db.insert(houseInviteCode).values({ code: 'PROP-0006', codeType: 'property' });
    const body = await prepare('hank', 'PROP-0006');
    await t.db
      .update(sysConfig)
      .set({ configValue: 'false' })
      .where(eq(sysConfig.configKey, 'sys.account.registerUser'));
    expect(await register(body)).toMatchObject({
      code: 500,
      msg: 'Registration is switched off on this system',
    });
    const code = await call(t.app, 'GET', '/email/code', {
      lang: 'en',
      query: { email: 'ivy@example.la', purpose: 'register' },
    });
    expect(code.body.msg).toBe('Registration is switched off on this system');
    const captcha = await call(t.app, 'GET', '/captchaImage');
    expect(captcha.body.registerEnabled).toBe(false);
    const [invite] = await t.db.select().from(houseInviteCode).where(eq(houseInviteCode.code, 'PROP-0006'));
    expect(invite?.status).toBe('unused');
  });
});
