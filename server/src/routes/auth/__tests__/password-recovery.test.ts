import { eq } from 'drizzle-orm';
import { sysLoginFailure } from '../../../db/schema/auth-state';
import { latestCode, mailsTo } from '../../../testing/outbox';
import { call, loginAs } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';

const { t } = useTestApp();

const email = 'staff@agency.la';

describe('password recovery through the outbox', () => {
  it('verifies the mailed code, resets the password, ends sessions and uses the code up', async () => {
    const oldToken = await loginAs(t.app, 'staff', 'staff123');

    const sent = await call(t.app, 'GET', '/email/code', { lang: 'lo', query: { email, purpose: 'reset' } });
    expect(sent.body).toMatchObject({ code: 200, msg: 'ສົ່ງລະຫັດຢືນຢັນແລ້ວ' });
    const [mail] = await mailsTo(t.config.outboxDir, email);
    expect(mail).toMatch(/^Subject: /m);
    const code = await latestCode(t.config.outboxDir, email);

    // Step 1: verify identity (does not use the code up).
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await call(t.app, 'POST', '/email/verify', { lang: 'en', body: { email, code: wrong } });
    expect(bad.body).toMatchObject({ code: 500, msg: 'The verification code is wrong or has expired' });
    const verified = await call(t.app, 'POST', '/email/verify', { lang: 'en', body: { email, code } });
    expect(verified.body).toMatchObject({ code: 200, msg: 'Verification successful' });

    // Step 2: a weak password is refused; mismatching passwords are refused.
    const weak = await call(t.app, 'PUT', '/email/retrievePwd', {
      lang: 'en',
      body: { email, code, password: 'abcdefgh' },
    });
    expect(weak.body.msg).toBe(
      'The password needs 8 to 20 characters with letters, digits and at least one special character',
    );
    const mismatch = await call(t.app, 'PUT', '/email/retrievePwd', {
      lang: 'en',
      body: { email, code, password: 'N3w-pass!', confirmPassword: 'other' },
    });
    expect(mismatch.body.msg).toBe('The two passwords do not match');

    // A lock from earlier failures is cleared by the reset.
    await t.db
      .insert(sysLoginFailure)
      .values({ userName: 'staff', failCount: 5, lockUntil: new Date(Date.now() + 600_000) });
    const reset = await call(t.app, 'PUT', '/email/retrievePwd', {
      lang: 'en',
      body: { email, code, password: 'N3w-pass!', confirmPassword: 'N3w-pass!' },
    });
    expect(reset.body).toMatchObject({ code: 200, msg: 'The password has been reset, please log in' });

    // Step 3: the new password works, the old one and the old session do not.
    expect((await call(t.app, 'GET', '/getInfo', { token: oldToken })).body.code).toBe(401);
    expect(await loginAs(t.app, 'staff', 'N3w-pass!')).toBeTruthy();
    const old = await call(t.app, 'POST', '/login', { body: { identifier: 'staff', password: 'staff123' } });
    expect(old.body.code).toBe(500);
    expect(
      await t.db.select().from(sysLoginFailure).where(eq(sysLoginFailure.userName, 'staff')),
    ).toHaveLength(1);

    // The code is single-use.
    const reuse = await call(t.app, 'PUT', '/email/retrievePwd', {
      lang: 'en',
      body: { email, code, password: 'An0ther-pass!' },
    });
    expect(reuse.body.msg).toBe('The verification code is wrong or has expired');
  });

  it('answers the same for an unknown address but sends nothing', async () => {
    const sent = await call(t.app, 'GET', '/email/code', {
      lang: 'en',
      query: { email: 'nobody@example.la', purpose: 'reset' },
    });
    expect(sent.body).toMatchObject({ code: 200, msg: 'The verification code has been sent' });
    expect(await mailsTo(t.config.outboxDir, 'nobody@example.la')).toHaveLength(0);
  });

  it('kills a code after 5 wrong guesses', async () => {
    await call(t.app, 'GET', '/email/code', { query: { email: 'admin@agency.la', purpose: 'reset' } });
    const code = await latestCode(t.config.outboxDir, 'admin@agency.la');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      await call(t.app, 'POST', '/email/verify', { body: { email: 'admin@agency.la', code: wrong } });
    }
    const right = await call(t.app, 'POST', '/email/verify', { body: { email: 'admin@agency.la', code } });
    expect(right.body.code).toBe(500);
  });

  it('validates the query', async () => {
    const missing = await call(t.app, 'GET', '/email/code', { lang: 'en', query: { email } });
    expect(missing.body).toMatchObject({ code: 500, msg: 'Invalid request: purpose is required' });
  });
});
