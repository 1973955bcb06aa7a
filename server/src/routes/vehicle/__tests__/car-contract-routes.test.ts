import { eq } from 'drizzle-orm';
import { pactContract } from '../../../db/schema/pact';
import { inspectDocx } from '../../../testing/docx-inspect';
import { call } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';

const { t, tokens } = useTestApp({ logins: ['staff'], newUsers: { driver: ['driver', 'vehicle_staff'] } });
let carId: number;
let houseId: number;

const en = { lang: 'en' };

beforeAll(async () => {
  const rows = await t.db
    .insert(pactContract)
    .values([
      {
        contractTitle: 'House lease Sisattanak',
        instanceContent: '<p>house</p>',
        status: 1,
        createBy: 'admin',
      },
      {
        contractTitle: 'Car lease Fortuner',
        instanceContent: '<h1>Car lease</h1><p>Toyota Fortuner, 350,000 LAK a day</p>',
        status: 0,
        type: 2,
        createBy: 'admin',
      },
      {
        contractTitle: 'Car lease Vios',
        instanceContent: '<p>vios</p>',
        status: 1,
        type: 2,
        createBy: 'admin',
      },
    ])
    .returning({ id: pactContract.id });
  houseId = rows[0]?.id ?? 0;
  carId = rows[1]?.id ?? 0;
});

interface Row {
  id: number;
  contractTitle: string;
  status: number;
  type: number;
  shared: boolean;
}

describe('vehicle contracts', () => {
  it('answers 401 without a session and 403 without vehicle:contract permissions', async () => {
    expect((await call(t.app, 'POST', '/vehicle/contracts', en)).body.code).toBe(401);
    // The house staff role has the contracts module, not the vehicle screens.
    expect((await call(t.app, 'POST', '/vehicle/contracts', { token: tokens.staff, ...en })).body.code).toBe(
      403,
    );
  });

  it('lists the vehicle contracts only, with the title and status filters', async () => {
    const all = await call(t.app, 'POST', '/vehicle/contracts', { token: tokens.driver, ...en, body: {} });
    expect((all.body.rows as Row[]).map((row) => row.contractTitle).sort()).toEqual([
      'Car lease Fortuner',
      'Car lease Vios',
    ]);
    expect(all.body.total).toBe(2);
    const drafts = await call(t.app, 'POST', '/vehicle/contracts', {
      token: tokens.driver,
      ...en,
      body: { status: 0, contractTitle: 'Fortuner' },
    });
    expect((drafts.body.rows as Row[]).map((row) => row.id)).toEqual([carId]);
    // The body cannot widen the list to house contracts.
    const widened = await call(t.app, 'POST', '/vehicle/contracts', {
      token: tokens.driver,
      ...en,
      body: { type: 1 },
    });
    expect((widened.body.rows as Row[]).map((row) => row.type)).toEqual([2, 2]);
  });

  it('reads and downloads a vehicle contract, never a house contract', async () => {
    const read = await call(t.app, 'GET', `/vehicle/contracts/${carId}`, { token: tokens.driver, ...en });
    expect(read.body.data).toMatchObject({ contractTitle: 'Car lease Fortuner', type: 2, status: 0 });
    const house = await call(t.app, 'GET', `/vehicle/contracts/${houseId}`, { token: tokens.driver, ...en });
    expect(house.body).toMatchObject({ code: 500 });
    const word = await call(t.app, 'GET', `/vehicle/contracts/${carId}/download-docx`, {
      token: tokens.driver,
      ...en,
    });
    expect(word.response.headers['content-type']).toContain('wordprocessingml');
    expect(word.response.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const houseWord = await call(t.app, 'GET', `/vehicle/contracts/${houseId}/download-docx`, {
      token: tokens.driver,
      ...en,
    });
    expect(houseWord.body.code).toBe(500);
  });

  it('serves a vehicle contract as a Word document for the viewer, never a house contract', async () => {
    const doc = await call(t.app, 'GET', `/vehicle/contracts/${carId}/document`, {
      token: tokens.driver,
      ...en,
    });
    expect(doc.response.statusCode).toBe(200);
    expect(doc.response.headers['content-type']).toContain('wordprocessingml');
    expect(doc.response.headers['cache-control']).toBe('no-store');
    // An HTML-only contract gets its document made from its HTML.
    expect(inspectDocx(doc.response.rawPayload).paragraphs.join(' ')).toContain('Toyota Fortuner');
    const house = await call(t.app, 'GET', `/vehicle/contracts/${houseId}/document`, {
      token: tokens.driver,
      ...en,
    });
    expect(house.body).toEqual({ code: 500, msg: 'The contract does not exist' });
  });

  it('gives a share link the days asked for, and says when it ends', async () => {
    const before = Date.now();
    const created = await call(t.app, 'POST', `/vehicle/contracts/${carId}/share`, {
      token: tokens.driver,
      ...en,
      body: { days: 3 },
    });
    expect(created.body.data).toMatchObject({ expiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\d /) });
    const [row] = await t.db.select().from(pactContract).where(eq(pactContract.id, carId));
    const days = ((row?.shareExpiresAt?.getTime() ?? 0) - before) / (24 * 60 * 60 * 1000);
    expect(Math.round(days)).toBe(3);
    const tooLong = await call(t.app, 'POST', `/vehicle/contracts/${carId}/share`, {
      token: tokens.driver,
      ...en,
      body: { days: 400 },
    });
    expect(tooLong.body.code).toBe(500);
  });

  it('creates a share link the customer opens without a login, and revokes it', async () => {
    const created = await call(t.app, 'POST', `/vehicle/contracts/${carId}/share`, {
      token: tokens.driver,
      ...en,
    });
    const token = (created.body.data as { token: string }).token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const listed = await call(t.app, 'POST', '/vehicle/contracts', { token: tokens.driver, ...en, body: {} });
    expect((listed.body.rows as Row[]).find((row) => row.id === carId)?.shared).toBe(true);
    const open = await call(t.app, 'GET', `/public/contract/${token}`, en);
    expect(open.body.data).toMatchObject({ contractTitle: 'Car lease Fortuner', status: 0 });
    expect(JSON.stringify(open.body.data)).not.toContain('createBy');

    const houseShare = await call(t.app, 'POST', `/vehicle/contracts/${houseId}/share`, {
      token: tokens.driver,
      ...en,
    });
    expect(houseShare.body.code).toBe(500);
    const [house] = await t.db.select().from(pactContract).where(eq(pactContract.id, houseId));
    expect(house?.shareTokenHash).toBeNull();

    const revoked = await call(t.app, 'DELETE', `/vehicle/contracts/${carId}/share`, {
      token: tokens.driver,
      ...en,
    });
    expect(revoked.body.code).toBe(200);
    expect((await call(t.app, 'GET', `/public/contract/${token}`, en)).body.code).toBe(404);
  });

  it('deletes vehicle contracts and leaves house contracts alone', async () => {
    const refused = await call(t.app, 'DELETE', `/vehicle/contracts/${houseId}`, {
      token: tokens.driver,
      ...en,
    });
    expect(refused.body.code).toBe(500);
    const removed = await call(t.app, 'DELETE', `/vehicle/contracts/${carId}`, {
      token: tokens.driver,
      ...en,
    });
    expect(removed.body.code).toBe(200);
    const left = await t.db.select({ id: pactContract.id }).from(pactContract);
    expect(left.map((row) => row.id).sort((a, b) => a - b)).toEqual(
      [houseId, carId + 1].sort((a, b) => a - b),
    );
  });
});
