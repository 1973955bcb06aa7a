import { eq } from 'drizzle-orm';
import { houseRoom } from '../../../db/schema/house-room';
import { houseRoomStatusLog } from '../../../db/schema/house-room-status-log';
import { houseVillage } from '../../../db/schema/house-village';
import { sysOperLog } from '../../../db/schema/sys-logs';
import { firstSheet, postExport } from '../../../testing/export-request';
import { call, type Envelope } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';
import { fullHouse, insertHouse, multipart, xlsx } from './house-room-fixtures';

const { t, tokens } = useTestApp({
  logins: ['admin', 'staff'],
  newUsers: { outsider: ['driver', 'vehicle_staff'] },
});

interface Room {
  id: number;
  name: string;
  houseCode: string;
  status: string;
  coverImage: string | null;
  villageName?: string | null;
  history?: { fromStatus: string | null; toStatus: string; action: string; operator: string; time: string }[];
  [key: string]: unknown;
}

const en = { lang: 'en' };
const add = async (body: Record<string, unknown>, token = tokens.admin, lang = 'en'): Promise<Envelope> =>
  (await call(t.app, 'POST', '/system/houseRoom', { token, lang, body })).body;
const edit = async (body: Record<string, unknown>, token = tokens.admin): Promise<Envelope> =>
  (await call(t.app, 'PUT', '/system/houseRoom', { token, ...en, body })).body;
const get = async (id: number): Promise<Room> =>
  (await call(t.app, 'GET', `/system/houseRoom/${id}`, { token: tokens.admin, ...en })).body.data as Room;
const list = async (query: Record<string, string> = {}) =>
  (await call(t.app, 'GET', '/system/houseRoom/list', { token: tokens.admin, ...en, query }))
    .body as Envelope & {
    rows: Room[];
    total: number;
  };
const newest = async () => (await list({ pageNum: '1', pageSize: '1' })).rows[0] as Room;

describe('houses: permissions', () => {
  it('answers 401 without a session and 403 without the house:room permissions', async () => {
    expect((await call(t.app, 'GET', '/system/houseRoom/list')).body.code).toBe(401);
    expect((await call(t.app, 'PUT', '/system/houseRoom/handleAudit/1')).body.code).toBe(401);
    const attempts = [
      call(t.app, 'GET', '/system/houseRoom/list', { token: tokens.outsider }),
      call(t.app, 'GET', '/system/houseRoom/1', { token: tokens.outsider }),
      call(t.app, 'POST', '/system/houseRoom', { token: tokens.outsider, body: fullHouse() }),
      call(t.app, 'PUT', '/system/houseRoom', { token: tokens.outsider, body: { id: 1 } }),
      call(t.app, 'DELETE', '/system/houseRoom/1', { token: tokens.outsider }),
      call(t.app, 'PUT', '/system/houseRoom/handleAudit/1', { token: tokens.outsider }),
      call(t.app, 'PUT', '/system/houseRoom/handleClose/1', { token: tokens.outsider }),
      call(t.app, 'PUT', '/system/houseRoom/handleOpen/1', { token: tokens.outsider }),
      call(t.app, 'PUT', '/system/houseRoom/handleSold/1', { token: tokens.outsider }),
      call(t.app, 'PUT', '/system/houseRoom/handlePush/1', { token: tokens.outsider, body: {} }),
      call(t.app, 'PUT', '/system/houseRoom/handleEndLease/1', { token: tokens.outsider }),
      call(t.app, 'GET', '/system/houseRoom/userList', { token: tokens.outsider }),
      call(t.app, 'PUT', '/system/houseRoom/authUser/1', { token: tokens.outsider, query: { userId: '1' } }),
      call(t.app, 'GET', '/system/houseRoom/importTemplate', { token: tokens.outsider }),
    ];
    for (const attempt of await Promise.all(attempts)) expect(attempt.body.code).toBe(403);
    expect((await list()).total).toBe(0);
  });

  it('lets the ordinary staff user add and list houses', async () => {
    expect((await add(fullHouse(), tokens.staff)).code).toBe(200);
    const row = await newest();
    expect(row.createBy).toBe('staff');
    expect((await call(t.app, 'GET', '/system/houseRoom/list', { token: tokens.staff })).body.total).toBe(1);
  });
});

describe('houses: add and edit', () => {
  it('generates the English name, a unique house code and the cover; starts in review with a history row', async () => {
    const [village] = await t.db.insert(houseVillage).values({ name: 'Ban Phonxay' }).returning();
    expect((await add(fullHouse({ area: 187, villageId: village?.id }))).code).toBe(200);
    expect((await add(fullHouse({ type: 'apartment', area: 65.5 }))).code).toBe(200);
    const { rows } = await list({ pageNum: '1', pageSize: '2' });
    const [second, first] = rows as [Room, Room];
    expect(first.name).toBe('Villa 187 m²');
    expect(second.name).toBe('Apartment 65.5 m²');
    expect(first.villageName).toBe('Ban Phonxay');
    for (const row of rows) expect(row.houseCode).toMatch(/^H\d{6}\d{4}$/);
    // The deletion flag is internal: the list and the detail never send it; times are text.
    for (const row of rows) expect(Object.keys(row)).not.toContain('delFlag');
    expect(first.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const read = (await call(t.app, 'GET', `/system/houseRoom/${first.id}`, { token: tokens.admin, ...en }))
      .body.data as Record<string, unknown>;
    expect(Object.keys(read)).not.toContain('delFlag');
    expect(first.houseCode).not.toBe(second.houseCode);
    expect(Number(second.houseCode.slice(-4))).toBe(Number(first.houseCode.slice(-4)) + 1);
    expect(first.status).toBe('pendingReview');
    expect(first.coverImage).toBe('/profile/upload/2026/01/02/a.png');
    const detail = await get(first.id);
    expect(detail.history).toEqual([
      expect.objectContaining({
        fromStatus: null,
        toStatus: 'pendingReview',
        action: 'create',
        operator: 'admin',
      }),
    ]);
    expect(detail.lease).toBeNull();
    // The code is the table's unique key: a second row with the same code is refused.
    await expect(
      t.db.insert(houseRoom).values({ houseCode: first.houseCode, status: 'pendingReview' }),
    ).rejects.toThrow();
  });

  it('refuses an incomplete house without draft, with one field error a missing field', async () => {
    const body = await add({ type: 'villa', bedrooms: 2 });
    expect(body.code).toBe(500);
    expect(body.msg).toBe('Invalid request: Area (m²) is required');
    const fields = (body.fieldErrors as { field: string; message: string }[]).map((error) => error.field);
    expect(fields).toEqual(['area', 'location', 'rent', 'contact', 'features', 'images']);
    const zh = await add({ type: 'villa', bedrooms: 3 }, tokens.admin, 'zh');
    expect(zh.msg).toContain('面积');
    const lo = await add({ type: 'villa', bedrooms: 4 }, tokens.admin, 'lo');
    expect(lo.msg).toContain('ເນື້ອທີ່');
    // A rent needs its currency and period; a sale price its currency.
    const rentOnly = await add(fullHouse({ currency: null, timeUnit: null }));
    expect((rentOnly.fieldErrors as { field: string }[]).map((e) => e.field)).toEqual([
      'currency',
      'timeUnit',
    ]);
    const priceMissing = await add(fullHouse({ rent: null, salePrice: null }));
    expect(priceMissing.fieldErrors).toEqual([{ field: 'rent', message: 'Enter a rent or a sale price' }]);
  });

  it('checks what is typed: schema limits, dictionary values, features, cover and video', async () => {
    const bedrooms = await add(fullHouse({ bedrooms: 10 }));
    expect(bedrooms.msg).toBe('Invalid request: Bedrooms must be at most 9');
    expect(bedrooms.fieldErrors).toEqual([{ field: 'bedrooms', message: 'Bedrooms must be at most 9' }]);
    expect((await add(fullHouse({ area: 0 }))).fieldErrors).toEqual([
      { field: 'area', message: 'Area (m²) must be at least 0' },
    ]);
    const choices = await add(fullHouse({ type: 'castle', features: 'garden,moat' }));
    expect(choices.fieldErrors).toEqual([
      { field: 'type', message: 'House type: "castle" is not a valid choice' },
      { field: 'features', message: 'Features: "moat" is not a valid choice' },
    ]);
    const cover = await add(fullHouse({ coverImage: '/profile/upload/2026/01/02/z.png' }));
    expect(cover.fieldErrors).toEqual([
      { field: 'coverImage', message: 'The cover must be one of the images' },
    ]);
    const videos = await add(fullHouse({ videos: '[{"videoPath":"/a.mp4"},{"videoPath":"/b.mp4"}]' }));
    expect(videos.fieldErrors).toEqual([
      { field: 'videos', message: 'Invalid video data (at most one video)' },
    ]);
    const images = Array.from({ length: 21 }, (_, i) => `/profile/upload/2026/01/02/${i}.png`).join(',');
    expect((await add(fullHouse({ images }))).msg).toBe('Invalid request: At most 20 images');
    expect((await add(fullHouse({ villageId: 999_999 }))).fieldErrors).toEqual([
      { field: 'villageId', message: 'The chosen village does not exist' },
    ]);
    expect((await add(fullHouse({ startDate: '2026-13-01' }))).msg).toBe(
      'Invalid request: Available from has an invalid format',
    );
  });

  it('saves a draft as toBeCompleted, keeps it a draft, then completes it into review (recorded)', async () => {
    expect((await add({ draft: true, type: 'shop', area: 40 })).code).toBe(200);
    const draft = await newest();
    expect(draft.status).toBe('toBeCompleted');
    expect(draft.name).toBe('Shop 40 m²');
    // Drafts still refuse invalid values.
    expect((await add({ draft: true, bathrooms: 0 })).code).toBe(500);
    expect((await edit({ id: draft.id, draft: true, location: 'Ban Nongchan' })).code).toBe(200);
    expect((await get(draft.id)).status).toBe('toBeCompleted');
    // Without draft the full rules apply to the stored values plus the body.
    const incomplete = await edit({ id: draft.id, contact: 'Ms. Noy' });
    expect((incomplete.fieldErrors as { field: string }[]).map((e) => e.field)).toEqual([
      'rent',
      'features',
      'images',
    ]);
    const completed = await edit({
      id: draft.id,
      contact: 'Ms. Noy',
      salePrice: 150_000,
      currency: 'USD',
      features: 'parkingSpace',
      images: '/profile/upload/2026/01/02/shop.png',
    });
    expect(completed).toEqual({ code: 200, msg: 'Operation successful' });
    const detail = await get(draft.id);
    expect(detail.status).toBe('pendingReview');
    expect(detail.location).toBe('Ban Nongchan');
    expect(detail.history?.map((entry) => [entry.fromStatus, entry.toStatus, entry.action])).toEqual([
      ['toBeCompleted', 'pendingReview', 'complete'],
      [null, 'toBeCompleted', 'create'],
    ]);
    // A draft save of a house that is no longer a draft is refused; status is never set by edit.
    expect((await edit({ id: draft.id, draft: true, area: 41 })).msg).toBe(
      'Only a house that is to be completed can be saved as a draft',
    );
    expect((await edit({ id: draft.id, area: 42, status: 'sold' } as Record<string, unknown>)).code).toBe(
      200,
    );
    expect((await get(draft.id)).status).toBe('pendingReview');
    expect((await get(draft.id)).name).toBe('Shop 42 m²');
  });

  it('writes the operation log for adds and edits', async () => {
    const rows = await t.db.select().from(sysOperLog).where(eq(sysOperLog.title, 'House'));
    expect(rows.length).toBeGreaterThan(3);
  });

  it('deletes houses by ids and answers not found for unknown ones', async () => {
    const id = await insertHouse(t, 'pendingReview');
    expect((await call(t.app, 'DELETE', `/system/houseRoom/${id}`, { token: tokens.admin })).body.code).toBe(
      200,
    );
    const again = await call(t.app, 'DELETE', `/system/houseRoom/${id}`, { token: tokens.admin, ...en });
    expect(again.body).toEqual({ code: 500, msg: 'The house does not exist' });
    expect(
      (await call(t.app, 'GET', `/system/houseRoom/${id}`, { token: tokens.admin, ...en })).body.msg,
    ).toBe('The house does not exist');
  });
});

describe('houses: list filters', () => {
  beforeAll(async () => {
    await t.db.delete(houseRoom);
    await insertHouse(t, 'pendingRent', {
      type: 'apartment',
      area: 50,
      rent: 300,
      bedrooms: 1,
      region: 'Sikhottabong',
    });
    await insertHouse(t, 'notSold', {
      type: 'villa',
      area: 300,
      rent: null,
      salePrice: 250_000,
      bedrooms: 4,
      agent: 'Khamla',
    });
    await insertHouse(t, 'rented', {
      type: 'villa',
      area: 220,
      rent: 1500,
      bedrooms: 4,
      location: 'Ban Saphanthong',
    });
  });

  it('filters by type, status, text, bedrooms, ranges, agent and code', async () => {
    expect((await list({ type: 'villa' })).total).toBe(2);
    expect((await list({ status: 'rented' })).total).toBe(1);
    expect((await list({ location: 'sikhot' })).total).toBe(1);
    expect((await list({ location: 'saphan' })).total).toBe(1);
    expect((await list({ location: 'villa' })).total).toBe(2);
    expect((await list({ bedrooms: '4' })).total).toBe(2);
    expect((await list({ areaMin: '100', areaMax: '250' })).total).toBe(1);
    expect((await list({ rentMin: '1000' })).total).toBe(1);
    expect((await list({ salePriceMax: '300000' })).total).toBe(1);
    expect((await list({ agent: 'kham' })).total).toBe(1);
    const [row] = (await list({ type: 'apartment' })).rows;
    expect((await list({ houseCode: row?.houseCode ?? '' })).total).toBe(1);
    expect((await list({ 'params[beginTime]': '2000-01-01', 'params[endTime]': '2999-01-01' })).total).toBe(
      3,
    );
    const sorted = await list({ orderByColumn: 'area', isAsc: 'ascending' });
    expect((sorted.rows as Room[]).map((r) => r.area)).toEqual([50, 220, 300]);
    expect((await list({ orderByColumn: 'password' })).code).toBe(500);
  });

  it('refuses a minimum above the maximum with a translated message', async () => {
    expect((await list({ areaMin: '10', areaMax: '5' })).msg).toBe(
      'The minimum area must not be greater than the maximum area',
    );
    const zh = await call(t.app, 'GET', '/system/houseRoom/list', {
      token: tokens.admin,
      lang: 'zh',
      query: { rentMin: '10', rentMax: '5' },
    });
    expect(zh.body).toEqual({ code: 500, msg: '最低租金不能高于最高租金' });
  });
});

describe('houses: export and import', () => {
  it('exports the filtered houses with dictionary labels', async () => {
    const response = await postExport(t.app, '/system/houseRoom/export', {
      token: tokens.admin,
      lang: 'en',
      form: { type: 'villa' },
    });
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const sheet = await firstSheet(response);
    expect(sheet?.rowCount).toBe(3);
    const header = sheet?.getRow(1).values as unknown[];
    expect(header).toContain('House code');
    const typeColumn = header.indexOf('House type');
    expect(sheet?.getRow(2).getCell(typeColumn).value).toBe('Villa');
  });

  it('gives a template and imports valid rows: complete ones to review, incomplete ones as drafts, a bad row reported', async () => {
    const template = await t.app.inject({
      method: 'GET',
      url: '/web-api/system/houseRoom/importTemplate',
      headers: { authorization: `Bearer ${tokens.admin}`, 'accept-language': 'en' },
    });
    expect(template.statusCode).toBe(200);
    await t.db.delete(houseRoom);
    const file = await xlsx([
      [
        'House type',
        'Area (m²)',
        'Location',
        'Rent',
        'Currency',
        'Rent period',
        'Contact',
        'Features',
        'Images',
        'Bedrooms',
      ],
      [
        'Villa',
        200,
        'Ban Dongpalane',
        900,
        'USD',
        'Month',
        'Ms. Noy',
        'garden',
        '/profile/upload/2026/01/02/i.png',
        3,
      ],
      ['Apartment', 70, 'Ban Sokpaluang', null, null, null, null, null, null, 2],
      [
        'Castle',
        70,
        'Ban Thongkang',
        500,
        'USD',
        'Month',
        'Mr. Bee',
        'garden',
        '/profile/upload/2026/01/02/j.png',
        12,
      ],
    ]);
    const body = multipart(file);
    const response = await t.app.inject({
      method: 'POST',
      url: '/web-api/system/houseRoom/importData',
      headers: {
        authorization: `Bearer ${tokens.admin}`,
        'accept-language': 'en',
        'content-type': body.contentType,
      },
      payload: body.payload,
    });
    const answer = response.json() as {
      code: number;
      data: { inserted: number; failed: number; errors: unknown[] };
    };
    expect(answer.code).toBe(200);
    expect(answer.data.inserted).toBe(2);
    expect(answer.data.failed).toBe(1);
    expect(answer.data.errors[0]).toMatchObject({ row: 4 });
    const rows = await t.db.select().from(houseRoom);
    const statusOf = (location: string) => rows.find((row) => row.location === location)?.status;
    expect(statusOf('Ban Dongpalane')).toBe('pendingReview');
    expect(statusOf('Ban Sokpaluang')).toBe('toBeCompleted');
    expect(rows.every((row) => /^H\d{10}$/.test(row.houseCode))).toBe(true);
    const log = await t.db.select().from(houseRoomStatusLog);
    expect(log.filter((entry) => entry.action === 'create').length).toBeGreaterThanOrEqual(2);
  });
});
