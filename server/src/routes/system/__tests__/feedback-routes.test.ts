import { postExport } from '../../../testing/export-request';
import { call } from '../../../testing/test-app';
import { loginAsNewUser } from '../../../testing/test-users';
import { useTestApp } from '../../../testing/use-test-app';
import { insertHouse } from '../../house/__tests__/house-room-fixtures';
import { insertCar } from '../../vehicle/__tests__/car-fixtures';
import { PUBLIC_FEEDBACK_PER_WINDOW } from '../feedback-routes';

/*
 * Visitors' feedback (issue 11, system/feedback): the public form needs no login, takes
 * houses and cars on offer only and is limited per address; staff list, count the new
 * ones, handle (stamped with who and when), export and delete with `system:feedback:*`.
 */
const { t, tokens } = useTestApp({ logins: ['admin'] });
let outsider: string;
let houseId: number;
let hiddenHouseId: number;
let carId: number;

interface Feedback {
  feedbackId: number;
  subjectType: string;
  roomId: number | null;
  carId: number | null;
  subjectName: string;
  visitorName: string;
  content: string;
  status: string;
  reply: string | null;
  handledBy: string | null;
  handleTime: string | null;
}

beforeAll(async () => {
  outsider = await loginAsNewUser(t, 'feedback-outsider', 'vehicle_staff');
  houseId = await insertHouse(t, 'pendingRent', { name: 'Riverside villa' });
  hiddenHouseId = await insertHouse(t, 'offShelf');
  carId = await insertCar(t, { plateNumber: 'FB 1001', carStatus: 'pendingRent' });
});

const leave = (body: Record<string, unknown>, ip = '203.0.113.20', lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/web-api/public/feedback',
    headers: { 'accept-language': lang, 'x-forwarded-for': ip },
    remoteAddress: ip,
    payload: body,
  });
const message = (extra: Record<string, unknown> = {}) => ({
  subjectType: 'house',
  subjectId: houseId,
  visitorName: 'Anna',
  contact: '+856 20 5555 1234',
  content: 'Is the villa free from March?',
  ...extra,
});
async function list(query: Record<string, string> = {}) {
  const { body } = await call(t.app, 'GET', '/system/feedback/list', {
    token: tokens.admin,
    lang: 'en',
    query,
  });
  return body as unknown as { rows: Feedback[]; total: number };
}
const newCount = async (token = tokens.admin) =>
  (await call(t.app, 'GET', '/system/feedback/newCount', { token })).body;

describe('feedback', () => {
  it('takes a visitor message about a house or car on offer without login, in the visitor language', async () => {
    const house = (await leave(message(), '203.0.113.21', 'lo')).json();
    expect(house).toEqual({ code: 200, msg: 'ຂອບໃຈ, ຕົວແທນຈະຕິດຕໍ່ທ່ານໄວໆນີ້' });
    const car = (
      await leave(
        message({ subjectType: 'car', subjectId: carId, content: 'Rent for a week?' }),
        '203.0.113.22',
      )
    ).json();
    expect(car.code).toBe(200);
    const rows = (await list()).rows;
    expect(rows.map((row) => [row.subjectType, row.subjectName, row.status])).toEqual(
      expect.arrayContaining([
        ['house', expect.stringContaining('Riverside villa'), '0'],
        ['car', 'Toyota Vios', '0'],
      ]),
    );
    expect(rows.find((row) => row.subjectType === 'car')?.carId).toBe(carId);
    expect((await newCount()).data).toBe(2);
  });

  it('refuses a house not on offer, an unknown kind and empty or too long fields, on their fields', async () => {
    expect((await leave(message({ subjectId: hiddenHouseId }), '203.0.113.23')).json()).toMatchObject({
      code: 500,
      msg: 'This house or car is no longer on offer',
    });
    expect((await leave(message({ subjectType: 'boat' }), '203.0.113.23')).json().code).not.toBe(200);
    for (const [field, value] of [
      ['visitorName', '  '],
      ['contact', ''],
      ['content', 'x'.repeat(1001)],
    ] as const)
      expect((await leave(message({ [field]: value }), '203.0.113.23')).json()).toMatchObject({
        fieldErrors: [{ field }],
      });
    expect((await list({ keyword: 'xxxx' })).total).toBe(0);
  });

  it(`limits an address to ${PUBLIC_FEEDBACK_PER_WINDOW} messages per window`, async () => {
    for (let i = 0; i < PUBLIC_FEEDBACK_PER_WINDOW; i += 1)
      expect((await leave(message({ content: `Question ${i}` }), '203.0.113.30')).json().code).toBe(200);
    const limited = (await leave(message({ content: 'One more' }), '203.0.113.30')).json();
    expect(limited).toMatchObject({ code: 500, msg: expect.stringMatching(/try again in 10 minutes/) });
    expect((await list({ keyword: 'One more' })).total).toBe(0);
    // Another address still may.
    expect((await leave(message({ content: 'From next door' }), '203.0.113.31')).json().code).toBe(200);
  });

  it('staff handle a message: reply and status, stamped with who and when; reopening clears the stamp', async () => {
    const [row] = (await list({ keyword: 'Rent for a week' })).rows;
    if (!row) throw new Error('no car feedback');
    const before = (await newCount()).data as number;
    const handle = await call(t.app, 'PUT', '/system/feedback', {
      token: tokens.admin,
      lang: 'en',
      // The visitor's words are not the staff's to change: extra fields are ignored.
      body: { feedbackId: row.feedbackId, status: '1', reply: 'Called back, booked', content: 'changed' },
    });
    expect(handle.body.code).toBe(200);
    const handled = (await call(t.app, 'GET', `/system/feedback/${row.feedbackId}`, { token: tokens.admin }))
      .body.data as Feedback;
    expect(handled).toMatchObject({
      status: '1',
      reply: 'Called back, booked',
      handledBy: 'admin',
      content: 'Rent for a week?',
    });
    expect(handled.handleTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await newCount()).data).toBe(before - 1);
    expect((await list({ status: '1' })).rows.map((item) => item.feedbackId)).toEqual([row.feedbackId]);
    // New ones come first.
    expect((await list()).rows.at(-1)?.feedbackId).toBe(row.feedbackId);

    await call(t.app, 'PUT', '/system/feedback', {
      token: tokens.admin,
      body: { feedbackId: row.feedbackId, status: '0' },
    });
    const reopened = (await call(t.app, 'GET', `/system/feedback/${row.feedbackId}`, { token: tokens.admin }))
      .body.data as Feedback;
    expect(reopened).toMatchObject({ status: '0', handledBy: null, handleTime: null });
    expect(
      (
        await call(t.app, 'PUT', '/system/feedback', {
          token: tokens.admin,
          body: { feedbackId: row.feedbackId, status: '7' },
        })
      ).body.code,
    ).not.toBe(200);
  });

  it('has no staff add route; exports and deletes with the permission, and refuses others', async () => {
    expect(
      (await call(t.app, 'POST', '/system/feedback', { token: tokens.admin, body: message() })).body.code,
    ).not.toBe(200);
    const exported = await postExport(t.app, '/system/feedback/export', { token: tokens.admin });
    expect(exported.headers['content-type']).toContain('spreadsheetml');
    for (const attempt of [
      call(t.app, 'GET', '/system/feedback/list', { token: outsider }),
      call(t.app, 'GET', '/system/feedback/newCount', { token: outsider }),
      call(t.app, 'PUT', '/system/feedback', { token: outsider, body: { feedbackId: 1, status: '1' } }),
      call(t.app, 'DELETE', '/system/feedback/1', { token: outsider }),
    ])
      expect((await attempt).body.code).toBe(403);
    const [row] = (await list({ keyword: 'From next door' })).rows;
    expect(
      (await call(t.app, 'DELETE', `/system/feedback/${row?.feedbackId}`, { token: tokens.admin })).body.code,
    ).toBe(200);
    expect((await list({ keyword: 'From next door' })).total).toBe(0);
  });
});
