import { houseVillage } from '../../../db/schema/house-village';
import { call } from '../../../testing/test-app';
import { usePublicPagesApp } from '../../public/__tests__/public-pages-app';
import { HOUSE_STATUSES, LISTED_STATUSES } from '../house-room-states';
import { insertHouse } from './house-room-fixtures';

// The public pages' start, as the host's build writes it (public-paths.json, public.html).
const { t, page: publicPage } = usePublicPagesApp({
  'public-paths.json': JSON.stringify({
    patterns: ['/login', '/house/detail/:id'],
    publicStart: ['/house/detail/:id'],
  }),
  'public.html':
    '<!doctype html><html><head><title>Agency</title></head><body><div id="root" data-start="public-start"></div></body></html>',
});

const PRIVATE = [
  'agentUserId',
  'createBy',
  'createTime',
  'updateBy',
  'updateTime',
  'remark',
  'contact',
  'delFlag',
];

describe('houses: the public route (no token)', () => {
  it.each(HOUSE_STATUSES.map((status) => [status, LISTED_STATUSES.includes(status)] as const))(
    '%s is public: %s',
    async (status, listed) => {
      const id = await insertHouse(t, status, { remark: 'secret remark', agentUserId: 1, agent: 'Khamla' });
      for (const url of [`/system/houseRoom/getHouseRoomList/${id}`, `/public/houseRoom/${id}`]) {
        const { body } = await call(t.app, 'GET', url, { lang: 'en' });
        if (listed) {
          expect(body.code).toBe(200);
          const data = body.data as Record<string, unknown>;
          expect(data).toMatchObject({
            id,
            status,
            agent: 'Khamla',
            coverImage: '/profile/upload/2026/01/02/c.png',
          });
          for (const key of PRIVATE) expect(data).not.toHaveProperty(key);
        } else {
          expect(body).toEqual({ code: 404, msg: 'This house is not available' });
        }
      }
    },
  );

  it("labels the house's dictionary values in the caller's language", async () => {
    const id = await insertHouse(t, 'pendingRent', {
      type: 'villa',
      timeUnit: 'month',
      features: 'airConditioning,swimmingPool',
    });
    const labels = async (lang: 'zh' | 'en' | 'lo') =>
      ((await call(t.app, 'GET', `/public/houseRoom/${id}`, { lang })).body.data as { labels: unknown })
        .labels;
    expect(await labels('en')).toEqual({
      type: 'Villa',
      timeUnit: 'Month',
      features: { airConditioning: 'Air conditioning', swimmingPool: 'Swimming pool' },
    });
    const zh = (await labels('zh')) as { type: string; features: Record<string, string> };
    expect(zh.type).toBe('别墅');
    expect(zh.features.airConditioning).not.toBe('airConditioning');
  });

  it('answers 404 in the caller language for unknown or malformed ids', async () => {
    const lo = await call(t.app, 'GET', '/public/houseRoom/999999', { lang: 'lo' });
    expect(lo.body).toEqual({ code: 404, msg: 'ເຮືອນນີ້ບໍ່ມີໃຫ້ເບິ່ງ' });
    expect((await call(t.app, 'GET', '/public/houseRoom/abc')).body.code).toBe(404);
  });
});

describe('houses: link previews of /house/detail/:id', () => {
  const page = (id: number | string, lang = 'en') => publicPage(`/house/detail/${id}`, lang);

  it('adds escaped OpenGraph and Twitter tags for a listed house', async () => {
    const [village] = await t.db.insert(houseVillage).values({ name: 'Ban "Phonxay" <&>' }).returning();
    const id = await insertHouse(t, 'pendingRent', {
      name: 'Villa 187 m² <script>',
      rent: 1200,
      bedrooms: 3,
      livingRooms: 1,
      bathrooms: 2,
      area: 187,
      location: 'Saysettha',
      villageId: village?.id,
      images: '/profile/upload/2026/01/02/a.png,/profile/upload/2026/01/02/b.png',
      coverImage: '/profile/upload/2026/01/02/b.png',
    });
    const response = await page(id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain('<meta property="og:title" content="Villa 187 m² &#60;script&#62;">');
    expect(html).not.toContain('<script>');
    expect(html).toContain(
      '<meta property="og:image" content="http://agency.example/web-api/profile/upload/2026/01/02/b.png">',
    );
    expect(html).toContain(`<meta property="og:url" content="http://agency.example/house/detail/${id}">`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    const description = /<meta property="og:description" content="([^"]*)">/.exec(html)?.[1];
    expect(description).toBe(
      '1,200 USD / month · 3 bed, 1 living, 2 bath · 187 m² · Saysettha, Ban &#34;Phonxay&#34; &#60;&#38;&#62;',
    );
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
    // The public pages' start, not the staff app's page.
    expect(html).toContain('<div id="root" data-start="public-start">');
    const zh = await page(id, 'zh');
    expect(zh.body).toContain('1,200 USD/月');
  });

  it("answers the public pages' plain start for an unlisted or unknown house", async () => {
    const id = await insertHouse(t, 'pendingReview');
    for (const url of [id, 999999, 'abc']) {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root" data-start="public-start">');
      expect(response.body).not.toContain('og:');
    }
  });
});
