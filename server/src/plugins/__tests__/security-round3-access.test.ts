import { eq, inArray, like } from 'drizzle-orm';
import { houseInviteCode } from '../../db/schema/house-invite-code';
import { sysConfig } from '../../db/schema/sys-config';
import { sysDept } from '../../db/schema/sys-dept';
import { sysUserRole } from '../../db/schema/sys-links';
import { sysMenu } from '../../db/schema/sys-menu';
import { sysRole } from '../../db/schema/sys-role';
import { sysSession } from '../../db/schema/sys-session';
import { sysUser } from '../../db/schema/sys-user';
import { limits } from '../../services/rate-limit';
import { latestCode } from '../../testing/outbox';
import { call, createTestApp, loginAs, type TestApp } from '../../testing/test-app';
import { loginAsNewUser } from '../../testing/test-users';

// Issue 32 (security round 3), findings 1, 2, 3, 6, 10 and 14: each with the request the
// probe sent. Limited users and roles are made through the API, as the probe made them.

let t: TestApp;
let admin: string;
const en = { lang: 'en' };
const strong = 'Secret#2026';

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin', 'admin123');
});
afterAll(async () => t.close());

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, body?: unknown) =>
  call(t.app, method, url, { token, ...en, body }).then((answer) => answer.body);

async function menuIdsOf(perms: string[]): Promise<number[]> {
  const rows = await t.db
    .select({ menuId: sysMenu.menuId })
    .from(sysMenu)
    .where(inArray(sysMenu.perms, perms));
  return rows.map((row) => row.menuId);
}

async function menuIdsLike(prefix: string): Promise<number[]> {
  const rows = await t.db
    .select({ menuId: sysMenu.menuId })
    .from(sysMenu)
    .where(like(sysMenu.perms, `${prefix}%`));
  return rows.map((row) => row.menuId);
}

async function deptIdOf(name: string): Promise<number> {
  const [row] = await t.db.select().from(sysDept).where(eq(sysDept.deptName, name));
  if (!row) throw new Error(`no department ${name}`);
  return row.deptId;
}

/** A role made by the administrator through the API, with a data scope. */
async function addRole(roleKey: string, menuIds: number[], dataScope: string, deptIds: number[] = []) {
  const made = await send('POST', '/system/role', admin, {
    roleName: roleKey,
    roleKey,
    roleSort: 20,
    menuIds,
  });
  expect(made.code).toBe(200);
  const [role] = await t.db.select().from(sysRole).where(eq(sysRole.roleKey, roleKey));
  if (!role) throw new Error('role not made');
  const scoped = await send('PUT', '/system/role/dataScope', admin, {
    roleId: role.roleId,
    dataScope,
    deptIds,
  });
  expect(scoped.code).toBe(200);
  return role.roleId;
}

/** A user made by the administrator through the API. */
async function addUser(userName: string, deptId: number | null, roleIds: number[]) {
  const made = await send('POST', '/system/user', admin, {
    userName,
    nickName: userName,
    password: strong,
    deptId,
    roleIds,
  });
  expect(made.code).toBe(200);
  const [row] = await t.db.select().from(sysUser).where(eq(sysUser.userName, userName));
  if (!row) throw new Error('user not made');
  return row.userId;
}

async function rolesOf(userId: number): Promise<number[]> {
  const rows = await t.db.select().from(sysUserRole).where(eq(sysUserRole.userId, userId));
  return rows.map((row) => row.roleId).sort((a, b) => a - b);
}

describe('1 and 2. nobody grants more than they hold', () => {
  let sales: number;
  let finance: number;
  let editorRole: number;
  let wideRole: number;
  let narrowRole: number;
  let customRole: number;
  let editorId: number;
  let colleagueId: number;
  let outsiderId: number;
  let editor: string;

  beforeAll(async () => {
    sales = await deptIdOf('Vientiane Branch');
    finance = await deptIdOf('Finance');
    // The probe's user: own department only, user and role screens.
    const editorMenus = [
      ...(await menuIdsLike('system:user:')),
      ...(await menuIdsLike('system:role:')),
      ...(await menuIdsOf(['house:village:list'])),
    ];
    editorRole = await addRole('probe_editor', editorMenus, '3');
    wideRole = await addRole(
      'probe_wide',
      [...(await menuIdsLike('monitor:')), ...(await menuIdsLike('system:config:'))],
      '1',
    );
    narrowRole = await addRole('probe_narrow', await menuIdsOf(['house:village:list']), '3');
    customRole = await addRole('probe_finance', await menuIdsOf(['house:village:list']), '2', [finance]);
    editorId = await addUser('probe_editor_user', sales, [editorRole]);
    colleagueId = await addUser('probe_colleague', sales, []);
    outsiderId = await addUser('probe_outsider', finance, []);
    editor = await loginAs(t.app, 'probe_editor_user', strong);
  });

  it('refuses the probe: a role with data scope "all" and monitor permissions given to oneself', async () => {
    const answer = await send(
      'PUT',
      `/system/user/authRole?userId=${editorId}&roleIds=${editorRole},${wideRole}`,
      editor,
    );
    expect(answer.code).toBe(500);
    expect(answer.msg).toBe('You cannot change your own roles');
    expect(await rolesOf(editorId)).toEqual([editorRole]);
    // Nor through the role's user list, nor through the user form.
    const selectAll = await send(
      'PUT',
      `/system/role/authUser/selectAll?roleId=${narrowRole}&userIds=${editorId}`,
      editor,
    );
    expect(selectAll.code).toBe(500);
    const edit = await send('PUT', '/system/user', editor, {
      userId: editorId,
      userName: 'probe_editor_user',
      nickName: 'me',
      deptId: sales,
      roleIds: [editorRole, narrowRole],
    });
    expect(edit.code).toBe(500);
    expect(await rolesOf(editorId)).toEqual([editorRole]);
    // The probe then listed every user: still only the own department.
    const list = await send('GET', '/system/user/list?pageSize=100', editor);
    expect((list.rows as { deptId: number }[]).every((row) => row.deptId === sales)).toBe(true);
  });

  it('refuses roles with permissions or a data scope the granter lacks, to a colleague too', async () => {
    const wide = await send('PUT', `/system/user/authRole?userId=${colleagueId}&roleIds=${wideRole}`, editor);
    expect(wide.code).toBe(500);
    expect(wide.msg).toMatch(/probe_wide has permissions you do not hold/);
    const custom = await send(
      'PUT',
      `/system/user/authRole?userId=${colleagueId}&roleIds=${customRole}`,
      editor,
    );
    expect(custom.msg).toMatch(/probe_finance sees more data than you do/);
    const selectAll = await send(
      'PUT',
      `/system/role/authUser/selectAll?roleId=${wideRole}&userIds=${colleagueId}`,
      editor,
    );
    expect(selectAll.code).toBe(500);
    const created = await send('POST', '/system/user', editor, {
      userName: 'probe_minted',
      nickName: 'minted',
      password: strong,
      deptId: sales,
      roleIds: [wideRole],
    });
    expect(created.code).toBe(500);
    // Nor a grantable role to a new user outside every department (outside their scope).
    const homeless = await send('POST', '/system/user', editor, {
      userName: 'probe_homeless',
      nickName: 'homeless',
      password: strong,
      roleIds: [narrowRole],
    });
    expect(homeless.code).toBe(500);
    expect(await rolesOf(colleagueId)).toEqual([]);
  });

  it('offers in the user form only the roles the caller may grant, and those the user holds', async () => {
    const form = await send('GET', `/system/user/${colleagueId}`, editor);
    const offered = (form.roles as { roleId: number }[]).map((role) => role.roleId);
    expect(offered).toContain(narrowRole);
    expect(offered).not.toContain(wideRole);
    expect(offered).not.toContain(customRole);
  });

  it('grants a role within the granter’s permissions and scope, only inside their data scope', async () => {
    const ok = await send('PUT', `/system/user/authRole?userId=${colleagueId}&roleIds=${narrowRole}`, editor);
    expect(ok.code).toBe(200);
    expect(await rolesOf(colleagueId)).toEqual([narrowRole]);
    const outside = await send(
      'PUT',
      `/system/user/authRole?userId=${outsiderId}&roleIds=${narrowRole}`,
      editor,
    );
    expect(outside.code).toBe(500);
    expect(await rolesOf(outsiderId)).toEqual([]);
  });

  it('refuses widening a role’s data scope beyond one’s own, and editing one’s own role (finding 2)', async () => {
    const own = await send('PUT', '/system/role/dataScope', editor, { roleId: editorRole, dataScope: '1' });
    expect(own.code).toBe(500);
    expect(own.msg).toBe('You cannot change a role you hold yourself');
    const wider = await send('PUT', '/system/role/dataScope', editor, { roleId: narrowRole, dataScope: '1' });
    expect(wider.code).toBe(500);
    expect(wider.msg).toBe('You cannot give a data scope wider than your own');
    const below = await send('PUT', '/system/role/dataScope', editor, { roleId: narrowRole, dataScope: '4' });
    expect(below.code).toBe(500);
    const [stored] = await t.db.select().from(sysRole).where(eq(sysRole.roleId, narrowRole));
    expect(stored?.dataScope).toBe('3');
    const self = await send('PUT', '/system/role/dataScope', editor, { roleId: narrowRole, dataScope: '5' });
    expect(self.code).toBe(200);
    // Own role's menus: refused too, even within what the editor holds.
    const menus = await send('PUT', '/system/role', editor, {
      roleId: editorRole,
      roleName: 'probe_editor',
      roleKey: 'probe_editor',
      roleSort: 20,
      menuIds: await menuIdsOf(['house:village:list']),
    });
    expect(menus.code).toBe(500);
    expect(menus.msg).toBe('You cannot change a role you hold yourself');
    // Nor a role they could not grant: its holders would get the menus with its wider scope.
    const others = await send('PUT', '/system/role', editor, {
      roleId: wideRole,
      roleName: 'probe_wide',
      roleKey: 'probe_wide',
      roleSort: 20,
      menuIds: await menuIdsOf(['house:village:list']),
    });
    expect(others.msg).toMatch(/probe_wide has permissions you do not hold/);
    const othersScope = await send('PUT', '/system/role/dataScope', editor, {
      roleId: wideRole,
      dataScope: '3',
    });
    expect(othersScope.msg).toMatch(/probe_wide has permissions you do not hold/);
    const enabled = await send('PUT', '/system/role/changeStatus', editor, { roleId: wideRole, status: '1' });
    expect(enabled.code).toBe(500);
  });

  it('gives a role made by a limited editor no wider data scope than theirs', async () => {
    const made = await send('POST', '/system/role', editor, {
      roleName: 'probe_made',
      roleKey: 'probe_made',
      roleSort: 30,
      menuIds: await menuIdsOf(['house:village:list']),
    });
    expect(made.code).toBe(200);
    const [role] = await t.db.select().from(sysRole).where(eq(sysRole.roleKey, 'probe_made'));
    expect(role?.dataScope).toBe('5');
  });

  it('lets the administrator do everything', async () => {
    const answer = await send(
      'PUT',
      `/system/user/authRole?userId=${colleagueId}&roleIds=${wideRole},${customRole}`,
      admin,
    );
    expect(answer.code).toBe(200);
    expect(await rolesOf(colleagueId)).toEqual([wideRole, customRole].sort((a, b) => a - b));
    const scope = await send('PUT', '/system/role/dataScope', admin, { roleId: editorRole, dataScope: '4' });
    expect(scope.code).toBe(200);
  });
});

describe('6. a password change, a reset, disabling or deletion ends sessions', () => {
  const alive = async (token: string) => (await send('GET', '/getInfo', token)).code === 200;

  it('a password change keeps the current session and ends the others', async () => {
    await addUser('probe_pwd', null, []);
    const here = await loginAs(t.app, 'probe_pwd', strong);
    const elsewhere = await loginAs(t.app, 'probe_pwd', strong);
    const changed = await send('PUT', '/system/user/profile/updatePwd', here, {
      oldPassword: strong,
      newPassword: 'Changed#2026',
    });
    expect(changed.code).toBe(200);
    expect(await alive(here)).toBe(true);
    expect(await alive(elsewhere)).toBe(false);
  });

  it('an administrator’s reset ends every session of the user', async () => {
    const userId = await addUser('probe_reset', null, []);
    const first = await loginAs(t.app, 'probe_reset', strong);
    const second = await loginAs(t.app, 'probe_reset', strong);
    expect(await alive(first)).toBe(true);
    const reset = await send('PUT', '/system/user/resetPwd', admin, { userId, password: 'Reset#2026x' });
    expect(reset.code).toBe(200);
    expect(await alive(first)).toBe(false);
    expect(await alive(second)).toBe(false);
  });

  it('a disabled user’s old token does not work again once the account is enabled', async () => {
    const userId = await addUser('probe_disabled', null, []);
    const token = await loginAs(t.app, 'probe_disabled', strong);
    expect((await send('PUT', '/system/user/changeStatus', admin, { userId, status: '1' })).code).toBe(200);
    expect(await alive(token)).toBe(false);
    expect((await send('PUT', '/system/user/changeStatus', admin, { userId, status: '0' })).code).toBe(200);
    expect(await alive(token)).toBe(false);
    // The same through the user form.
    const again = await loginAs(t.app, 'probe_disabled', strong);
    const edit = await send('PUT', '/system/user', admin, {
      userId,
      userName: 'probe_disabled',
      nickName: 'probe_disabled',
      status: '1',
    });
    expect(edit.code).toBe(200);
    await send('PUT', '/system/user/changeStatus', admin, { userId, status: '0' });
    expect(await alive(again)).toBe(false);
  });

  it('deleting a user ends their sessions', async () => {
    const userId = await addUser('probe_deleted', null, []);
    const token = await loginAs(t.app, 'probe_deleted', strong);
    expect((await send('DELETE', `/system/user/${userId}`, admin)).code).toBe(200);
    expect(await t.db.select().from(sysSession).where(eq(sysSession.userId, userId))).toHaveLength(0);
    expect(await alive(token)).toBe(false);
  });
});

/** A registration body with a fresh e-mail code, sent from `ip`. */
async function registration(username: string, inviteCode: string, phone: string) {
  const email = `${username}@example.la`;
  const sent = await call(t.app, 'GET', '/email/code', { ...en, query: { email, purpose: 'register' } });
  expect(sent.body.code).toBe(200);
  return {
    username,
    password: 'secret1',
    phonenumber: phone,
    email,
    inviteCode,
    emailCode: await latestCode(t.config.outboxDir, email),
  };
}

async function register(body: object, ip = '127.0.0.1') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/web-api/register',
    remoteAddress: ip,
    headers: { 'accept-language': 'en' },
    payload: body,
  });
  return response.json() as { code: number; msg: string };
}

async function roleKeysOf(userName: string): Promise<string[]> {
  const rows = await t.db
    .select({ roleKey: sysRole.roleKey })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.roleId, sysUserRole.roleId))
    .innerJoin(sysUser, eq(sysUser.userId, sysUserRole.userId))
    .where(eq(sysUser.userName, userName));
  return rows.map((row) => row.roleKey).sort();
}

describe('3. an invitation code grants only what its creator may grant', () => {
  let houseStaff: string;

  beforeAll(async () => {
    await t.db
      .update(sysConfig)
      .set({ configValue: 'true' })
      .where(eq(sysConfig.configKey, 'sys.account.registerUser'));
    houseStaff = await loginAsNewUser(t, 'probe_house', 'house_staff');
  });

  it('refuses house staff minting vehicle or both codes, allows property codes', async () => {
    for (const codeType of ['both', 'vehicle']) {
      const answer = await send('POST', '/system/inviteCode/generate', houseStaff, { count: 3, codeType });
      expect(answer.code).toBe(500);
      expect(answer.msg).toMatch(/cannot create this type of invitation code/);
    }
    expect(
      await t.db.select().from(houseInviteCode).where(eq(houseInviteCode.creator, 'probe_house')),
    ).toHaveLength(0);
    const property = await send('POST', '/system/inviteCode/generate', houseStaff, {
      count: 1,
      codeType: 'property',
    });
    expect(property.code).toBe(200);
    const both = await send('POST', '/system/inviteCode/generate', admin, { count: 1, codeType: 'both' });
    expect(both.code).toBe(200);
  });

  it('gives at registration only the roles the code’s creator may grant (a code minted before the fix)', async () => {
    // The probe's code: type "both", minted by house staff.
    await t.db
      .insert(houseInviteCode)
      .values({ code: 'PROBE-BOTH-1', codeType: 'both', creator: 'probe_house' });
    expect((await register(await registration('probe_joiner', 'PROBE-BOTH-1', '02011110001'))).code).toBe(
      200,
    );
    expect(await roleKeysOf('probe_joiner')).toEqual(['house_staff']);
    // The administrator's code of the same type gives both roles.
    await t.db.insert(houseInviteCode).values({ code: 'PROBE-BOTH-2', codeType: 'both', creator: 'admin' });
    expect((await register(await registration('probe_joiner2', 'PROBE-BOTH-2', '02011110002'))).code).toBe(
      200,
    );
    expect(await roleKeysOf('probe_joiner2')).toEqual(['house_staff', 'vehicle_staff']);
  });
});

describe('10. one invitation code does not enumerate accounts', () => {
  it('stops a code after a few failed registrations', async () => {
    await t.db
      .insert(houseInviteCode)
      .values({ code: 'PROBE-ENUM-1', codeType: 'property', creator: 'admin' });
    const body = await registration('probe_enum', 'PROBE-ENUM-1', '02011110003');
    const answers: string[] = [];
    for (let i = 0; i < limits.registerFailuresPerCode + 2; i += 1)
      // A different address each time: the code's own limit holds.
      answers.push(
        (await register({ ...body, username: i === 0 ? 'admin' : 'staff' }, `10.9.0.${i + 1}`)).msg,
      );
    expect(answers.slice(0, limits.registerFailuresPerCode)).toEqual(
      Array(limits.registerFailuresPerCode).fill(expect.stringMatching(/the account already exists/)),
    );
    expect(answers.slice(limits.registerFailuresPerCode)).toEqual(
      Array(2).fill(expect.stringMatching(/^Too many registration attempts/)),
    );
    // Even a registration that would succeed waits.
    expect((await register(body, '10.9.0.99')).msg).toMatch(/^Too many registration attempts/);
  });

  it('limits registrations tried from one address, whatever the codes', async () => {
    const answers: string[] = [];
    for (let i = 0; i < limits.registerPerIp + 1; i += 1)
      answers.push(
        (
          await register(
            {
              username: `probe_ip${i}`,
              password: 'secret1',
              phonenumber: '02011119999',
              email: 'x@example.la',
              inviteCode: `GUESS-${i}`,
              emailCode: '123456',
            },
            '10.8.0.1',
          )
        ).msg,
      );
    expect(
      answers.slice(0, limits.registerPerIp).every((msg) => msg === 'The invitation code does not exist'),
    ).toBe(true);
    expect(answers[limits.registerPerIp]).toMatch(/^Too many registration attempts/);
  });
});

describe('14. the dashboard shows each figure only to those who may list it', () => {
  const figures = async (token: string) => {
    const answer = await send('GET', '/dashboard/stats', token);
    expect(answer.code).toBe(200);
    return answer.data as { totals: Record<string, number | null>; [key: string]: unknown };
  };

  it('gives a user with no house or vehicle permission no figures', async () => {
    await addUser('probe_nothing', null, []);
    const data = await figures(await loginAs(t.app, 'probe_nothing', strong));
    expect(data.totals).toEqual({ houses: null, vehicles: null, contracts: null, customers: null });
    for (const key of ['housesByStatus', 'vehiclesByStatus', 'contractsByMonth', 'customersBySource'])
      expect(data[key]).toBeNull();
  });

  it('gives vehicle staff the vehicle figures only', async () => {
    const data = await figures(await loginAsNewUser(t, 'probe_cars', 'vehicle_staff'));
    expect(data.totals.vehicles).toEqual(expect.any(Number));
    expect(data.vehiclesByStatus).toEqual(expect.any(Array));
    expect(data.totals).toMatchObject({ houses: null, contracts: null, customers: null });
    expect(data.housesByStatus).toBeNull();
  });
});
