import { eq } from 'drizzle-orm';
import { carInfo } from '../../../db/schema/car-info';
import { call } from '../../../testing/test-app';
import { usePublicPagesApp } from '../../public/__tests__/public-pages-app';

const { t, page: publicPage } = usePublicPagesApp();

async function insertCar(
  carStatus: string,
  extra: Partial<typeof carInfo.$inferInsert> = {},
): Promise<number> {
  const [row] = await t.db
    .insert(carInfo)
    .values({
      plateNumber: `PUB ${Math.random().toString(36).slice(2, 8)}`,
      brand: 'Toyota',
      model: 'Fortuner <4x4>',
      vehicleType: 'suv',
      carStatus,
      productionYear: 2021,
      seatCount: 7,
      transmission: 'automatic',
      fuelType: 'diesel',
      rentPerDay: 350000,
      rentPerMonth: 9000000,
      currency: 'LAK',
      images: '/profile/upload/2026/01/02/car.png,https://cdn.example/b.jpg',
      agentPhone: '+856 20 5555 1234',
      remark: 'internal note',
      attribute: 'consignment',
      ...extra,
    })
    .returning({ id: carInfo.id });
  return row?.id ?? 0;
}

describe('public car page data', () => {
  it('answers a car on offer without a token, with labels and without private columns', async () => {
    const id = await insertCar('pendingRent');
    const { body } = await call(t.app, 'GET', `/public/car/${id}`, { lang: 'en' });
    expect(body.code).toBe(200);
    const data = body.data as Record<string, unknown>;
    expect(data).toMatchObject({ id, brand: 'Toyota', rentPerDay: 350000, carStatus: 'pendingRent' });
    expect(data.labels).toMatchObject({ vehicleType: expect.any(String), transmission: expect.any(String) });
    for (const field of ['plateNumber', 'remark', 'attribute', 'leaseOrderNumber', 'buyerName', 'createBy'])
      expect(data).not.toHaveProperty(field);
    const notSold = await insertCar('notSold');
    expect((await call(t.app, 'GET', `/public/car/${notSold}`)).body.code).toBe(200);
  });

  it('answers 404 for a rented, sold or unknown car and for a malformed id', async () => {
    for (const status of ['rented', 'sold']) {
      const id = await insertCar(status);
      const { body } = await call(t.app, 'GET', `/public/car/${id}`, { lang: 'en' });
      expect(body).toEqual({ code: 404, msg: 'This vehicle is not on offer' });
    }
    for (const id of ['987654', '0', 'abc', '1e3'])
      expect((await call(t.app, 'GET', `/public/car/${id}`)).body.code).toBe(404);
  });
});

describe('link previews of /car/detail/:id', () => {
  const page = (id: number | string, lang = 'en') => publicPage(`/car/detail/${id}`, lang);

  it('adds escaped OpenGraph tags for a car on offer', async () => {
    const id = await insertCar('pendingRent');
    const html = (await page(id)).body;
    expect(html).toContain('<meta property="og:title" content="Toyota Fortuner &#60;4x4&#62; 2021">');
    expect(html).toContain(
      '<meta property="og:image" content="http://agency.example/web-api/profile/upload/2026/01/02/car.png">',
    );
    expect(html).toContain(`<meta property="og:url" content="http://agency.example/car/detail/${id}">`);
    const description = /<meta property="og:description" content="([^"]*)">/.exec(html)?.[1];
    expect(description).toContain('350,000 LAK / day');
    expect(description).toContain('9,000,000 LAK / month');
    expect(description).toContain('7 seats');
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
  });

  it('serves the plain page for a car not on offer or a bad id', async () => {
    const id = await insertCar('rented');
    for (const target of [id, 'x1', 987654]) {
      const response = await page(target);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.body).not.toContain('og:');
    }
    await t.db.update(carInfo).set({ carStatus: 'pendingRent' }).where(eq(carInfo.id, id));
    expect((await page(id)).body).toContain('og:title');
  });
});
