import { desc, eq } from 'drizzle-orm';
import { sysOperLog } from '../../db/schema/sys-logs';
import { call, loginAs } from '../../testing/test-app';
import { useTestApp } from '../../testing/use-test-app';

const { t, tokens } = useTestApp({ logins: ['admin'] });

const configBody = (key: string) => ({ configName: 'Test', configKey: key, configValue: 'v' });

describe('duplicate submit', () => {
  it('refuses the same POST body to the same URL within 1000 ms', async () => {
    const first = await call(t.app, 'POST', '/system/config', {
      token: tokens.admin,
      body: configBody('dup.one'),
    });
    expect(first.body.code).toBe(200);
    const second = await call(t.app, 'POST', '/system/config', {
      token: tokens.admin,
      lang: 'en',
      body: configBody('dup.one'),
    });
    expect(second.body).toEqual({ code: 500, msg: 'Data is being processed, do not resubmit' });
    // A different body is a different submit.
    expect(
      (await call(t.app, 'POST', '/system/config', { token: tokens.admin, body: configBody('dup.two') })).body
        .code,
    ).toBe(200);
  });

  it('accepts the same submit again after the window', async () => {
    const body = configBody('dup.three');
    expect((await call(t.app, 'POST', '/system/config', { token: tokens.admin, body })).body.code).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    // Accepted by the guard; refused by the handler because the key now exists.
    const again = await call(t.app, 'POST', '/system/config', { token: tokens.admin, lang: 'en', body });
    expect(again.body.msg).toBe("Saving parameter 'Test' failed, the parameter key already exists");
  });

  it('keys on the session: another session may send the same body', async () => {
    const other = await loginAs(t.app, 'admin', 'admin123');
    const body = configBody('dup.four');
    expect((await call(t.app, 'POST', '/system/config', { token: tokens.admin, body })).body.code).toBe(200);
    const fromOther = await call(t.app, 'POST', '/system/config', { token: other, lang: 'en', body });
    expect(fromOther.body.msg).toMatch(/already exists/);
  });

  it('does not apply to GET', async () => {
    for (let i = 0; i < 2; i++) {
      expect((await call(t.app, 'GET', '/system/config/list', { token: tokens.admin })).body.code).toBe(200);
    }
  });
});

describe('operation log', () => {
  async function lastOperation() {
    const [row] = await t.db.select().from(sysOperLog).orderBy(desc(sysOperLog.operId)).limit(1);
    return row;
  }

  it('records a write with who, what, result and time taken', async () => {
    await call(t.app, 'POST', '/system/config', { token: tokens.admin, body: configBody('log.one') });
    const row = await lastOperation();
    expect(row).toMatchObject({
      title: 'system/config',
      businessType: 1,
      requestMethod: 'POST',
      method: 'POST /web-api/system/config',
      operName: 'admin',
      deptName: 'Agency Head Office',
      operUrl: '/web-api/system/config',
      operIp: '127.0.0.1',
      status: 0,
      errorMsg: '',
    });
    expect(JSON.parse(row?.operParam ?? '{}')).toEqual({ body: configBody('log.one') });
    expect(JSON.parse(row?.jsonResult ?? '{}')).toMatchObject({ code: 200 });
    expect(row?.costTime).toBeGreaterThanOrEqual(0);
  });

  it('records failures with their message', async () => {
    const [config] = await call(t.app, 'GET', '/system/config/list', {
      token: tokens.admin,
      query: { configKey: 'sys.account.captchaEnabled' },
    }).then((r) => r.body.rows as Array<{ configId: number }>);
    await call(t.app, 'DELETE', `/system/config/${config?.configId}`, { token: tokens.admin, lang: 'en' });
    expect(await lastOperation()).toMatchObject({
      businessType: 3,
      status: 1,
      errorMsg: "The built-in parameter 'sys.account.captchaEnabled' cannot be deleted",
    });
  });

  it('never stores a password', async () => {
    await call(t.app, 'PUT', '/email/retrievePwd', {
      body: {
        email: 'staff@agency.la',
        code: '123456',
        password: 'Secr3t-pass!',
        confirmPassword: 'Secr3t-pass!',
      },
    });
    const row = await lastOperation();
    expect(row?.operUrl).toBe('/web-api/email/retrievePwd');
    expect(row?.operParam).not.toContain('Secr3t-pass!');
    expect(row?.operParam).not.toContain('123456');
    expect(JSON.parse(row?.operParam ?? '{}')).toEqual({
      body: { email: 'staff@agency.la', code: '******', password: '******', confirmPassword: '******' },
    });
  });

  it('leaves login, reads and refused anonymous calls out', async () => {
    const before = (await lastOperation())?.operId;
    await call(t.app, 'POST', '/login', { body: { identifier: 'admin', password: 'admin123' } });
    await call(t.app, 'GET', '/system/config/list', { token: tokens.admin });
    await call(t.app, 'POST', '/system/config', { body: configBody('anon') });
    const rows = await t.db
      .select()
      .from(sysOperLog)
      .where(eq(sysOperLog.operId, (before ?? 0) + 1));
    expect(rows).toHaveLength(0);
  });
});
