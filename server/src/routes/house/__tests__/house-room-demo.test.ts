import { count } from 'drizzle-orm';
import { DEMO_PLAN, DemoRefusedError, loadDemo } from '../../../db/demo/load-demo';
import { houseLease } from '../../../db/schema/house-lease';
import { houseRoom } from '../../../db/schema/house-room';
import { houseVillage } from '../../../db/schema/house-village';
import { call, loginAs } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';

const { t } = useTestApp();

describe('npm run demo: the sample data loader', () => {
  it('loads villages and 60 houses in every status into an empty database', async () => {
    const counts = await loadDemo(t.db, t.config.uploadDir, { images: 3 });
    expect(counts).toEqual(DEMO_PLAN);
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(60);
    const admin = await loginAs(t.app, 'admin', 'admin123');
    for (const [status, n] of Object.entries(DEMO_PLAN)) {
      const { body } = await call(t.app, 'GET', '/system/houseRoom/list', {
        token: admin,
        query: { status, pageNum: '1', pageSize: '1' },
      });
      expect(body.total).toBe(n);
    }
    expect((await t.db.select({ n: count() }).from(houseVillage))[0]?.n).toBeGreaterThanOrEqual(8);
    expect((await t.db.select({ n: count() }).from(houseLease))[0]?.n).toBe(DEMO_PLAN.rented);
    // A listed house is public, with a generated picture that is served.
    const { body } = await call(t.app, 'GET', '/system/houseRoom/list', {
      token: admin,
      query: { status: 'pendingRent', pageNum: '1', pageSize: '1' },
    });
    const [row] = body.rows as { id: number; coverImage: string }[];
    expect((await call(t.app, 'GET', `/public/houseRoom/${row?.id}`)).body.code).toBe(200);
    const image = await t.app.inject({ method: 'GET', url: `/web-api${row?.coverImage}` });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    // Every stored house follows the form rules' shape: a code, a name and a status history.
    const detail = (await call(t.app, 'GET', `/system/houseRoom/${row?.id}`, { token: admin })).body.data as {
      history: unknown[];
      houseCode: string;
    };
    expect(detail.houseCode).toMatch(/^H\d{10}$/);
    expect(detail.history.length).toBe(2);
  });

  it('refuses a database that already has houses', async () => {
    await expect(loadDemo(t.db, t.config.uploadDir, { images: 1 })).rejects.toBeInstanceOf(DemoRefusedError);
    expect((await t.db.select({ n: count() }).from(houseRoom))[0]?.n).toBe(60);
  });
});
