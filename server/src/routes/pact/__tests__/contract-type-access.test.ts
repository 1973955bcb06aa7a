import { eq } from 'drizzle-orm';
import { pactContract, pactTemplate } from '../../../db/schema/pact';
import { sysUserRole } from '../../../db/schema/sys-links';
import { sysRole } from '../../../db/schema/sys-role';
import { sysUser } from '../../../db/schema/sys-user';
import { insertId } from '../../../testing/insert-id';
import { call, loginAs } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';

// clerk: `common`, house and pact permissions, none of vehicles;
// both: `common` and `vehicle_staff`.
const { t, tokens } = useTestApp({
  logins: ['admin'],
  newUsers: { clerk: ['clerk', 'common'], both: ['fleetclerk', 'common'] },
});
let houseId: number;
let carId: number;
let carSignedId: number;
let carTemplateId: number;

const NOT_FOUND = { code: 500, msg: 'The contract does not exist' };

beforeAll(async () => {
  const [vehicleRole] = await t.db
    .select({ roleId: sysRole.roleId })
    .from(sysRole)
    .where(eq(sysRole.roleKey, 'vehicle_staff'));
  const [user] = await t.db
    .select({ userId: sysUser.userId })
    .from(sysUser)
    .where(eq(sysUser.userName, 'fleetclerk'));
  if (!vehicleRole || !user) throw new Error('setup');
  await t.db.insert(sysUserRole).values({ userId: user.userId, roleId: vehicleRole.roleId });
  tokens.both = await loginAs(t.app, 'fleetclerk', 'secret123');

  const rows = await t.db
    .insert(pactContract)
    .values([
      {
        contractTitle: 'House lease',
        instanceContent: '<p>house</p>',
        status: 0,
        type: 1,
        createBy: 'admin',
      },
      {
        contractTitle: 'Car lease draft',
        instanceContent: '<p>car</p>',
        status: 0,
        type: 2,
        createBy: 'admin',
      },
      {
        contractTitle: 'Car lease signed',
        instanceContent: '<p>car</p>',
        status: 1,
        type: 2,
        createBy: 'admin',
      },
    ])
    .returning({ id: pactContract.id });
  [houseId, carId, carSignedId] = rows.map((row) => row.id) as [number, number, number];
  carTemplateId = await insertId(t.db, pactTemplate, {
    templateName: 'Car template',
    templateContent: '<p>car {{plateNumber}}</p>',
    type: 2,
    createBy: 'admin',
  });
});

const as = (token: string) => ({
  get: (url: string) => call(t.app, 'GET', url, { token, lang: 'en' }),
  post: (url: string, body: unknown = {}) => call(t.app, 'POST', url, { token, lang: 'en', body }),
  put: (url: string, body: unknown = {}) => call(t.app, 'PUT', url, { token, lang: 'en', body }),
  del: (url: string) => call(t.app, 'DELETE', url, { token, lang: 'en' }),
});

describe('vehicle contracts through /pact routes', () => {
  it('a pact user without vehicle permissions does not see them in the list', async () => {
    const listed = await as(tokens.clerk).post('/pact/contracts', { pageSize: 50 });
    const ids = (listed.body.rows as Array<{ id: number }>).map((row) => row.id);
    expect(ids).toContain(houseId);
    expect(ids).not.toContain(carId);
    expect((await as(tokens.clerk).post('/pact/contracts', { type: 2 })).body.total).toBe(0);
    const all = await as(tokens.both).post('/pact/contracts', { type: 2 });
    expect(all.body.total).toBe(2);
  });

  it('a pact user without vehicle permissions cannot read, edit, sign, version, download, share or delete them', async () => {
    const clerkCalls = as(tokens.clerk);
    expect((await clerkCalls.get(`/pact/contracts/${carId}`)).body).toEqual(NOT_FOUND);
    expect(
      (
        await clerkCalls.post('/pact/contracts/updateContent', {
          id: carId,
          contractTitle: 'Taken',
          instanceContent: '<p>changed</p>',
        })
      ).body,
    ).toEqual(NOT_FOUND);
    expect((await clerkCalls.put(`/pact/contracts/${carId}/sign`)).body).toEqual(NOT_FOUND);
    expect((await clerkCalls.post(`/pact/contracts/${carSignedId}/new-version`)).body).toEqual(NOT_FOUND);
    expect((await clerkCalls.get(`/pact/contracts/${carId}/download-docx`)).body).toEqual(NOT_FOUND);
    expect((await clerkCalls.get(`/pact/contracts/${carId}/document`)).body).toEqual(NOT_FOUND);
    expect((await clerkCalls.post(`/pact/contracts/${carId}/share`)).body).toEqual(NOT_FOUND);
    expect((await clerkCalls.del(`/pact/contracts/${carId}/share`)).body).toEqual(NOT_FOUND);
    expect((await clerkCalls.del(`/pact/deleteInstance/${carId}`)).body).toEqual(NOT_FOUND);
    // Nothing changed underneath.
    const [row] = await t.db.select().from(pactContract).where(eq(pactContract.id, carId));
    expect(row).toMatchObject({ contractTitle: 'Car lease draft', status: 0, shareTokenHash: null });
    // Their own house contracts still work.
    expect((await clerkCalls.get(`/pact/contracts/${houseId}`)).body.code).toBe(200);
  });

  it('a pact user without vehicle:contract:add cannot generate from a vehicle template', async () => {
    const body = { id: carTemplateId, contractTitle: 'Car lease', instanceContent: '<p>car</p>' };
    expect((await as(tokens.clerk).post('/pact/contracts/addcontent', body)).body).toEqual({
      code: 500,
      msg: 'The template does not exist',
    });
    expect((await as(tokens.both).post('/pact/contracts/addcontent', body)).body.code).toBe(200);
  });

  it('a user holding the vehicle permissions too, and the admin, act on them', async () => {
    expect((await as(tokens.both).get(`/pact/contracts/${carId}`)).body.code).toBe(200);
    const shared = await as(tokens.both).post(`/pact/contracts/${carId}/share`);
    expect(shared.body.code).toBe(200);
    expect((await as(tokens.admin).del(`/pact/contracts/${carId}/share`)).body.code).toBe(200);
    expect((await as(tokens.admin).put(`/pact/contracts/${carId}/sign`)).body.code).toBe(200);
    expect((await as(tokens.both).del(`/pact/deleteInstance/${carSignedId}`)).body.code).toBe(200);
  });
});
