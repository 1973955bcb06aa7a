import { useTestApp } from '../../../testing/use-test-app';

const { t, tokens, as } = useTestApp({ logins: ['admin'], app: { env: { CAPTCHA_ENABLED: 'false' } } });
const asAdmin = as('admin');

type Row = Record<string, unknown>;

describe('/system/config', () => {
  it('has the seeded built-in keys', async () => {
    const { body } = await asAdmin('GET', '/system/config/list', {
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
    const { body } = await asAdmin('GET', '/system/config/configKey/sys.account.captchaEnabled', {});
    expect(body).toEqual({ code: 200, msg: 'false', data: 'false' });
    const unknown = await asAdmin('GET', '/system/config/configKey/no.such.key');
    expect(unknown.body).toEqual({ code: 200, msg: '', data: '' });
  });

  it('adds, edits and deletes a parameter, refusing duplicates and built-in ones', async () => {
    const add = await asAdmin('POST', '/system/config', {
      body: {
        configName: 'Site title',
        configKey: 'site.title',
        configValue: 'Agency',
        remark: 'shown in the header',
      },
    });
    expect(add.body.code).toBe(200);
    const dup = await asAdmin('POST', '/system/config', {
      lang: 'en',
      body: { configName: 'Again', configKey: 'site.title', configValue: 'x' },
    });
    expect(dup.body.msg).toBe("Saving parameter 'Again' failed, the parameter key already exists");
    const missing = await asAdmin('POST', '/system/config', {
      lang: 'en',
      body: { configName: 'No key', configValue: 'x' },
    });
    expect(missing.body.msg).toBe('Invalid request: configKey is required');

    const list = await asAdmin('GET', '/system/config/list', {
      query: { configKey: 'site.' },
    });
    const row = (list.body.rows as Row[])[0] as Row;
    expect(row).toMatchObject({ configName: 'Site title', configType: 'N', remark: 'shown in the header' });
    const edit = await asAdmin('PUT', '/system/config', {
      body: {
        configId: row.configId,
        configName: 'Site title',
        configKey: 'site.title',
        configValue: 'Agency LA',
      },
    });
    expect(edit.body.code).toBe(200);
    const one = await asAdmin('GET', `/system/config/${row.configId}`);
    expect(one.body.data).toMatchObject({
      configValue: 'Agency LA',
      updateBy: 'admin',
      remark: 'shown in the header',
    });

    const builtIn = await asAdmin('GET', '/system/config/list', {
      query: { configKey: 'sys.user.initPassword' },
    });
    const builtInId = (builtIn.body.rows as Row[])[0]?.configId;
    const refused = await asAdmin('DELETE', `/system/config/${row.configId},${builtInId}`, {
      lang: 'en',
    });
    expect(refused.body.msg).toBe("The built-in parameter 'sys.user.initPassword' cannot be deleted");
    expect((await asAdmin('DELETE', `/system/config/${row.configId}`)).body.code).toBe(200);
    expect((await asAdmin('DELETE', '/system/config/refreshCache')).body.code).toBe(200);
    const badIds = await asAdmin('DELETE', '/system/config/1;2', { lang: 'en' });
    expect(badIds.body.msg).toBe('Invalid request: configIds has an invalid format');
  });

  it('exports the parameters as xlsx', async () => {
    const exported = await t.app.inject({
      method: 'POST',
      url: '/web-api/system/config/export',
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    expect(exported.headers['content-type']).toContain('spreadsheetml');
    expect(exported.headers['content-disposition']).toContain('config.xlsx');
  });
});
