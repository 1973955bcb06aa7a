import { call, loginAs } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';

/*
 * The tools screen's lookups (issue 11, system/tool): a word across the dictionaries in
 * every language, and a permission: the routes asking for it, the menus and roles granting it.
 */
const { t, tokens } = useTestApp({ logins: ['admin'] });

const lookup = (url: string, keyword: string, token = tokens.admin) =>
  call(t.app, 'GET', url, { token, query: { keyword } });

describe('tools', () => {
  it('finds dictionary entries by a label in Lao, English or Chinese, or by type', async () => {
    const lao = await lookup('/system/tool/dictLookup', 'ຢຸດຊົ່ວຄາວ');
    expect(lao.body.data).toEqual([
      expect.objectContaining({
        dictType: 'sys_job_status',
        dictValue: '1',
        dictLabelEn: 'Paused',
        dictNameEn: 'Job status',
      }),
    ]);
    const english = await lookup('/system/tool/dictLookup', 'paused');
    expect(english.body.data).toContainEqual(expect.objectContaining({ dictType: 'sys_job_status' }));
    const type = await lookup('/system/tool/dictLookup', 'sys_yes_no');
    expect((type.body.data as { dictValue: string }[]).map((row) => row.dictValue).sort()).toEqual([
      'N',
      'Y',
    ]);
  });

  it('tells which routes ask for a permission and which menus and roles grant it', async () => {
    const answer = await lookup('/system/tool/permLookup', 'monitor:job:changeStatus');
    const data = answer.body.data as {
      routes: { method: string; url: string }[];
      menus: { perms: string; roles: { roleKey: string }[] }[];
    };
    expect(data.routes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ method: 'PUT', url: '/monitor/job/run' }),
        expect.objectContaining({ method: 'PUT', url: '/monitor/job/changeStatus' }),
      ]),
    );
    expect(data.menus).toEqual([expect.objectContaining({ perms: 'monitor:job:changeStatus' })]);
    // The admin role holds every permission without menus; a seeded role holds the village list through its menu.
    const village = await lookup('/system/tool/permLookup', 'house:village:list');
    const villageMenus = (village.body.data as { menus: { roles: { roleKey: string }[] }[] }).menus;
    expect(villageMenus[0]?.roles.map((role) => role.roleKey)).toContain('common');
    const publicRoutes = await lookup('/system/tool/permLookup', '@public');
    expect((publicRoutes.body.data as { routes: { url: string }[] }).routes).toContainEqual(
      expect.objectContaining({ url: '/login' }),
    );
  });

  it('refuses a malformed permission and users without the tool permission', async () => {
    expect((await lookup('/system/tool/permLookup', "x' or 1=1")).body.code).not.toBe(200);
    const staff = await loginAs(t.app, 'staff', 'staff123');
    expect((await lookup('/system/tool/dictLookup', 'yes', staff)).body.code).toBe(403);
    expect((await lookup('/system/tool/permLookup', 'system', staff)).body.code).toBe(403);
  });
});
