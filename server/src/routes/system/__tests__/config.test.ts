import { call, createTestApp, loginAs, type TestApp } from '../../../testing/test-app';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ env: { CAPTCHA_ENABLED: 'false' } });
  admin = await loginAs(t.app, 'admin', 'admin123');
});
afterAll(async () => {
  await t.close();
});

type Row = Record<string, unknown>;

describe('/system/config', () => {
  it('has the seeded built-in keys', async () => {
    const { body } = await call(t.app, 'GET', '/system/config/list', {
      token: admin,
      query: { configType: 'Y' },
    });
    const keys = (body.rows as Row[]).map((row) => row.configKey);
    expect(keys).toEqual(
      expect.arrayContaining([
        'sys.account.captchaEnabled',
        'sys.account.registerUser',
        'sys.user.initPassword',
      ]),
    );
  });

  it('reads a value by key in msg and data (RuoYi clients read msg)', async () => {
    const { body } = await call(t.app, 'GET', '/system/config/configKey/sys.account.captchaEnabled', {
      token: admin,
    });
    expect(body).toEqual({ code: 200, msg: 'false', data: 'false' });
    const unknown = await call(t.app, 'GET', '/system/config/configKey/no.such.key', { token: admin });
    expect(unknown.body).toEqual({ code: 200, msg: '', data: '' });
  });

  it('adds, edits and deletes a parameter, refusing duplicates and built-in ones', async () => {
    const add = await call(t.app, 'POST', '/system/config', {
      token: admin,
      body: {
        configName: 'Site title',
        configKey: 'site.title',
        configValue: 'Agency',
        remark: 'shown in the header',
      },
    });
    expect(add.body.code).toBe(200);
    const dup = await call(t.app, 'POST', '/system/config', {
      token: admin,
      lang: 'en',
      body: { configName: 'Again', configKey: 'site.title', configValue: 'x' },
    });
    expect(dup.body.msg).toBe("Saving parameter 'Again' failed, the parameter key already exists");
    const missing = await call(t.app, 'POST', '/system/config', {
      token: admin,
      lang: 'en',
      body: { configName: 'No key', configValue: 'x' },
    });
    expect(missing.body.msg).toBe('Invalid request: configKey is required');

    const list = await call(t.app, 'GET', '/system/config/list', {
      token: admin,
      query: { configKey: 'site.' },
    });
    const row = (list.body.rows as Row[])[0] as Row;
    expect(row).toMatchObject({ configName: 'Site title', configType: 'N', remark: 'shown in the header' });
    const edit = await call(t.app, 'PUT', '/system/config', {
      token: admin,
      body: {
        configId: row.configId,
        configName: 'Site title',
        configKey: 'site.title',
        configValue: 'Agency LA',
      },
    });
    expect(edit.body.code).toBe(200);
    const one = await call(t.app, 'GET', `/system/config/${row.configId}`, { token: admin });
    expect(one.body.data).toMatchObject({
      configValue: 'Agency LA',
      updateBy: 'admin',
      remark: 'shown in the header',
    });

    const builtIn = await call(t.app, 'GET', '/system/config/list', {
      token: admin,
      query: { configKey: 'sys.user.initPassword' },
    });
    const builtInId = (builtIn.body.rows as Row[])[0]?.configId;
    const refused = await call(t.app, 'DELETE', `/system/config/${row.configId},${builtInId}`, {
      token: admin,
      lang: 'en',
    });
    expect(refused.body.msg).toBe("The built-in parameter 'sys.user.initPassword' cannot be deleted");
    expect((await call(t.app, 'DELETE', `/system/config/${row.configId}`, { token: admin })).body.code).toBe(
      200,
    );
    expect((await call(t.app, 'DELETE', '/system/config/refreshCache', { token: admin })).body.code).toBe(
      200,
    );
    const badIds = await call(t.app, 'DELETE', '/system/config/1;2', { token: admin, lang: 'en' });
    expect(badIds.body.msg).toBe('Invalid request: configIds has an invalid format');
  });

  it('exports the parameters as xlsx', async () => {
    const exported = await t.app.inject({
      method: 'POST',
      url: '/web-api/system/config/export',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(exported.headers['content-type']).toContain('spreadsheetml');
    expect(exported.headers['content-disposition']).toContain('config.xlsx');
  });
});
