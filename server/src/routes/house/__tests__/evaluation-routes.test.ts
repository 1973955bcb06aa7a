import { call, type Envelope } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';
import { PUBLIC_REVIEWS_PER_WINDOW } from '../evaluation-routes';
import { insertHouse } from './house-room-fixtures';

const { t, tokens } = useTestApp({
  logins: ['admin', 'staff'],
  newUsers: { outsider: ['driver', 'vehicle_staff'] },
});
let listedId: number;
let hiddenHouseId: number;

const BASE = '/system/houseEvaluation';
const en = { lang: 'en' };

interface Evaluation {
  id: number;
  roomId: number;
  houseName: string | null;
  score: number;
  content: string;
  author: string;
  source: string;
  hidden: string;
}

beforeAll(async () => {
  listedId = await insertHouse(t, 'pendingRent');
  hiddenHouseId = await insertHouse(t, 'offShelf');
});

async function list(query: Record<string, string> = {}) {
  const { body } = await call(t.app, 'GET', `${BASE}/list`, { token: tokens.admin, ...en, query });
  return body as unknown as { rows: Evaluation[]; total: number };
}

const review = (id: number, body: Record<string, unknown>, ip = '203.0.113.7') =>
  t.app.inject({
    method: 'POST',
    url: `/web-api/public/house/${id}/evaluations`,
    headers: { 'accept-language': 'en', 'x-forwarded-for': ip },
    remoteAddress: ip,
    payload: body,
  });

async function publicView(id: number) {
  return (await call(t.app, 'GET', `/public/house/${id}/evaluations`, en)).body as Envelope & {
    data: { average: number | null; count: number; rows: { author: string; score: number }[] };
  };
}

describe('evaluations', () => {
  it('answers 401 without a session and 403 without house:evaluation permissions', async () => {
    expect((await call(t.app, 'GET', `${BASE}/list`)).body.code).toBe(401);
    const attempts = [
      call(t.app, 'GET', `${BASE}/list`, { token: tokens.outsider }),
      call(t.app, 'POST', BASE, {
        token: tokens.outsider,
        body: { roomId: listedId, score: 5, content: 'x' },
      }),
      call(t.app, 'DELETE', `${BASE}/1`, { token: tokens.outsider }),
      call(t.app, 'GET', `${BASE}/rating/${listedId}`, { token: tokens.outsider }),
    ];
    for (const attempt of await Promise.all(attempts)) expect(attempt.body.code).toBe(403);
  });

  it('staff add reviews (score 1-5, text, a house that exists), signed with their name', async () => {
    const add = async (body: Record<string, unknown>, token = tokens.staff) =>
      (await call(t.app, 'POST', BASE, { token, ...en, body })).body;
    expect(await add({ roomId: listedId, score: 6, content: 'Too good' })).toMatchObject({
      fieldErrors: [{ field: 'score' }],
    });
    expect(await add({ roomId: listedId, score: 4, content: '  ' })).toMatchObject({
      fieldErrors: [{ field: 'content' }],
    });
    expect(await add({ roomId: 999999, score: 4, content: 'Nice' })).toMatchObject({
      fieldErrors: [{ field: 'roomId', message: 'The house does not exist' }],
    });
    expect(await add({ roomId: listedId, score: 4, content: 'Bright rooms' })).toMatchObject({ code: 200 });
    expect(await add({ roomId: listedId, score: 2, content: 'Noisy street' }, tokens.admin)).toMatchObject({
      code: 200,
    });
    const page = await list({ roomId: String(listedId) });
    expect(page.rows.map((row) => [row.author, row.score, row.source, row.hidden])).toEqual([
      ['admin', 2, 'staff', '0'],
      ['staff', 4, 'staff', '0'],
    ]);
    expect(page.rows[0]?.houseName).toBeTruthy();
  });

  it('visitors review a listed house without login, limited per address; the average counts shown reviews', async () => {
    const ok = await review(listedId, { score: 5, content: 'Lovely garden', author: 'Anna' });
    expect(ok.json()).toMatchObject({ code: 200, msg: 'Thank you for your review', data: { count: 3 } });
    expect((await publicView(listedId)).data).toMatchObject({ average: 3.7, count: 3 });

    expect(
      (await review(hiddenHouseId, { score: 5, content: 'x', author: 'Bo' }, '203.0.113.8')).json(),
    ).toMatchObject({
      code: 500,
      msg: 'The house does not exist',
    });
    expect(
      (await review(listedId, { score: 0, content: 'x', author: 'Bo' }, '203.0.113.9')).json(),
    ).toMatchObject({
      code: 500,
      fieldErrors: [{ field: 'score' }],
    });

    for (let i = 1; i < PUBLIC_REVIEWS_PER_WINDOW; i += 1)
      expect((await review(listedId, { score: 3, content: `Visit ${i}`, author: 'Spam' })).json().code).toBe(
        200,
      );
    const limited = (await review(listedId, { score: 1, content: 'Again', author: 'Spam' })).json();
    expect(limited.code).toBe(500);
    expect(limited.msg).toMatch(/try again|minutes/i);
  });

  it('staff hide a review (gone from the public page and the average) or delete it', async () => {
    const [anna] = (await list({ source: 'public' })).rows.filter((row) => row.author === 'Anna');
    if (!anna) throw new Error('no public review');
    const hidden = await call(t.app, 'PUT', BASE, {
      token: tokens.staff,
      ...en,
      body: { id: anna.id, roomId: anna.roomId, score: anna.score, content: anna.content, hidden: '1' },
    });
    expect(hidden.body.code).toBe(200);
    const view = await publicView(listedId);
    expect(view.data.rows.map((row) => row.author)).not.toContain('Anna');
    const rating = await call(t.app, 'GET', `${BASE}/rating/${listedId}`, { token: tokens.staff });
    expect(rating.body.data).toEqual({ average: view.data.average, count: view.data.count });

    expect((await call(t.app, 'DELETE', `${BASE}/${anna.id}`, { token: tokens.admin })).body.code).toBe(200);
    expect((await list({ source: 'public' })).rows.map((row) => row.author)).not.toContain('Anna');
  });
});
