import { desc, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { houseRoomWhere } from '../../routes/house/house-room-routes';
import { searchFilter } from '../../services/list-filters';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { carInfo } from '../schema/car-info';
import { houseCustomer } from '../schema/house-customer';
import { houseRoom } from '../schema/house-room';
import { pactContract } from '../schema/pact';

// The lists' searches and sorts must be served by an index (issue 34): at 100,000 rows a
// scan of the table costs seconds. The seeded tables are small, so the planner would
// rightly read them whole; with sequential scans priced out it shows whether an index
// *can* serve the query, which is what a forgotten index or a filter written so that no
// index applies (say `lower(column) like`) breaks.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The plan of `select id from table where ... order by ... limit 20`, sequential scans and sorts priced out. */
async function planOf(
  table: PgTable,
  id: PgColumn,
  where: SQL | undefined,
  orderBy: SQL[] = [],
): Promise<string> {
  const query = t.db
    .select({ id })
    .from(table)
    .where(where)
    .orderBy(...orderBy)
    .limit(20)
    .getSQL();
  return t.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_sort = off`);
    const result = (await tx.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] };
    return result.rows.map((row) => Object.values(row)[0]).join('\n');
  });
}

const searches: [string, PgTable, PgColumn, SQL | undefined, string[]][] = [
  [
    'house location (name, location or region)',
    houseRoom,
    houseRoom.id,
    houseRoomWhere({ location: 'ນາໄຊ' }),
    ['house_room_name_trgm', 'house_room_location_trgm', 'house_room_region_trgm'],
  ],
  ['house agent', houseRoom, houseRoom.id, houseRoomWhere({ agent: '王芳' }), ['house_room_agent_trgm']],
  ['car plate', carInfo, carInfo.id, searchFilter(carInfo.plateNumber, 'ກຂ 12'), ['car_info_plate_trgm']],
  ['car brand', carInfo, carInfo.id, searchFilter(carInfo.brand, 'toyota'), ['car_info_brand_trgm']],
  ['car model', carInfo, carInfo.id, searchFilter(carInfo.model, 'Vigo'), ['car_info_model_trgm']],
  [
    'customer name',
    houseCustomer,
    houseCustomer.id,
    searchFilter(houseCustomer.clientName, 'ສົມຈິດ'),
    ['house_customer_name_trgm'],
  ],
  [
    'customer phone',
    houseCustomer,
    houseCustomer.id,
    searchFilter(houseCustomer.phoneNumber, '2055'),
    ['house_customer_phone_trgm'],
  ],
  [
    'contract title',
    pactContract,
    pactContract.id,
    searchFilter(pactContract.contractTitle, '租赁合同'),
    ['pact_contract_title_trgm'],
  ],
];

test.each(searches)('the %s search reads its trigram index', async (_name, table, id, where, indexes) => {
  const plan = await planOf(table, id, where);
  for (const index of indexes) expect(plan).toContain(index);
  expect(plan).not.toMatch(/Seq Scan/);
});

test.each([
  ['rent', houseRoom.rent, 'house_room_rent_idx'],
  ['area', houseRoom.area, 'house_room_area_idx'],
  ['sale price', houseRoom.salePrice, 'house_room_sale_price_idx'],
  ['date', houseRoom.createTime, 'house_room_create_time_idx'],
])('the house list sorted by %s reads its index in order', async (_name, column, index) => {
  // The list's order: the column, then its default newest first (paging.ts orderByOf).
  const order = [desc(column), desc(houseRoom.createTime), desc(houseRoom.id)];
  const plan = await planOf(houseRoom, houseRoom.id, undefined, order);
  expect(plan).toContain(index);
  // No sort step at all, incremental or not: the index gives the page in order.
  expect(plan).not.toMatch(/Seq Scan|Sort/);
});

test('a rent range reads the rent index', async () => {
  const plan = await planOf(houseRoom, houseRoom.id, houseRoomWhere({ rentMin: 500, rentMax: 900 }));
  expect(plan).toContain('house_room_rent_idx');
});

test('the location search finds Lao, Chinese and English text in any case, and % and _ literally', async () => {
  const [first] = await t.db
    .insert(houseRoom)
    .values([
      {
        houseCode: 'IDX-1',
        name: 'Villa 120 m²',
        location: 'ບ້ານ ໂພນສະອາດ, ເມືອງ ໄຊເສດຖາ',
        region: '万象市 赛色塔县',
        status: 'pendingRent',
      },
      {
        houseCode: 'IDX-2',
        name: 'Apartment 60 m²',
        location: '100% Dongpalane_Road',
        region: 'Vientiane',
        status: 'pendingRent',
      },
    ] as (typeof houseRoom.$inferInsert)[])
    .returning({ id: houseRoom.id });
  expect(first).toBeDefined();
  const names = async (location: string) =>
    (await t.db.select({ name: houseRoom.name }).from(houseRoom).where(houseRoomWhere({ location }))).map(
      (row) => row.name,
    );
  expect(await names('ໂພນສະອາດ')).toEqual(['Villa 120 m²']);
  expect(await names('赛色塔')).toEqual(['Villa 120 m²']);
  expect(await names('VIENTIANE')).toEqual(['Apartment 60 m²']);
  expect(await names('dongpalane_road')).toEqual(['Apartment 60 m²']);
  expect(await names('100%')).toEqual(['Apartment 60 m²']);
  expect(await names('0%')).toEqual(['Apartment 60 m²']);
  expect(await names('e_R')).toEqual(['Apartment 60 m²']);
  expect(await names('e%R')).toEqual([]);
});
