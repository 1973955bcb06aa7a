import { houseRoom } from '../../db/schema/house-room';
import { useTestApp } from '../../testing/use-test-app';
import { EXACT_COUNT_LIMIT } from '../bounded-count';

const { t, as } = useTestApp({ logins: ['admin'] });

const list = async (query: Record<string, string>) => {
  const { body } = await as('admin')('GET', '/system/houseRoom/list', { query });
  expect(body.code).toBe(200);
  return body as unknown as { rows: { houseCode: string }[]; total: number; totalEstimated?: boolean };
};

test('a list counts exactly up to the limit and estimates beyond it, saying so', async () => {
  const before = (await list({ pageNum: '1', pageSize: '20' })).total;
  const rows = Array.from({ length: EXACT_COUNT_LIMIT + 50 - before }, (_, n) => ({
    houseCode: `BC${String(n).padStart(8, '0')}`,
    name: `Counted ${n}`,
    location: n % 2 ? 'Odd Road' : 'Even Road',
    status: 'pendingRent',
  })) as (typeof houseRoom.$inferInsert)[];
  for (let at = 0; at < rows.length; at += 2000)
    await t.db.insert(houseRoom).values(rows.slice(at, at + 2000));

  // Half of them: exact.
  const odd = await list({ pageNum: '1', pageSize: '20', location: 'Odd Road' });
  expect(odd.total).toBe(Math.floor(rows.length / 2));
  expect(odd.totalEstimated).toBeUndefined();

  // All of them: more than the limit, so an estimate (never below what was counted), flagged.
  const all = await list({ pageNum: '1', pageSize: '20' });
  expect(all.totalEstimated).toBe(true);
  expect(all.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
  expect(all.rows).toHaveLength(20);

  // A page past the end still answers the total, and deep pages keep working.
  const past = await list({ pageNum: '100000', pageSize: '20' });
  expect(past.rows).toHaveLength(0);
  expect(past.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
  const deep = await list({ pageNum: '500', pageSize: '20' });
  expect(deep.rows).toHaveLength(20);
});
