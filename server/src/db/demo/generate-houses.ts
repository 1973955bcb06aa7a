import { count, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { houseRoom } from '../schema/house-room';
import { houseVillage } from '../schema/house-village';
import { DemoRefusedError } from './load-demo';

/** Villages of Vientiane the generated houses belong to. */
const VILLAGE_NAMES = [
  'Ban Phonxay',
  'Ban Sisangvone',
  'Ban Nongchan',
  'Ban Saphanthong',
  'Ban Dongpalane',
  'Ban Sokpaluang',
  'Ban Thongkang',
  'Ban Phonthan',
  'Ban Hongke',
  'Ban Phonpapao',
  'Ban Thatluang',
  'Ban Xiengda',
  'Ban Nahaidiao',
  'Ban Donkoi',
  'Ban Phonsinuan',
  'Ban Watnak',
  'Ban Khounta',
  'Ban Sithan',
  'Ban Dongmieng',
  'Ban Anou',
];

/**
 * Inserts `total` houses in one set-based statement (`generate_series`), for the
 * benchmark: every status and type of the dictionaries with plausible shares, areas,
 * rents and sale prices by type, 20 villages, creation times spread over two years.
 * Deterministic (a hash of the row number, no random()). Houses only: no status
 * history, leases or pictures. Refuses a database that already has houses.
 * Answers the number of houses by status.
 */
export async function generateHouses(
  db: Database,
  total = 100_000,
  options: { now?: Date } = {},
): Promise<Record<string, number>> {
  const now = options.now ?? new Date();
  const [existing] = await db.select({ n: count() }).from(houseRoom);
  if ((existing?.n ?? 0) > 0)
    throw new DemoRefusedError(
      `The database already has ${existing?.n} houses: houses are only generated into an empty product.`,
    );
  await db.transaction(async (tx) => {
    const villages = await tx
      .insert(houseVillage)
      .values(
        VILLAGE_NAMES.map((name, k) => ({
          name,
          area: 15_000 + ((k * 7919) % 50_000),
          year: String(2000 + (k % 24)),
          buildingType: ['Villas', 'Mixed', 'Apartments', 'Row houses'][k % 4] ?? 'Mixed',
          greeningRate: 15 + (k % 6) * 5,
          introduction: `${name}, Vientiane`,
          createBy: 'admin',
        })),
      )
      .returning({ id: houseVillage.id, name: houseVillage.name });
    const villageIds = `{${villages.map((v) => v.id).join(',')}}`;
    const villageNames = `{${villages.map((v) => `"${v.name}"`).join(',')}}`;
    // h(n, k): a deterministic number in [0, 1) for row n and draw k.
    await tx.execute(sql`
      WITH g AS (
        SELECT n,
          (hashint4(n * 31 + 1)::bigint + 2147483648) / 4294967296.0 AS r1,
          (hashint4(n * 31 + 2)::bigint + 2147483648) / 4294967296.0 AS r2,
          (hashint4(n * 31 + 3)::bigint + 2147483648) / 4294967296.0 AS r3,
          (hashint4(n * 31 + 4)::bigint + 2147483648) / 4294967296.0 AS r4,
          (hashint4(n * 31 + 5)::bigint + 2147483648) / 4294967296.0 AS r5,
          (hashint4(n * 31 + 6)::bigint + 2147483648) / 4294967296.0 AS r6,
          (hashint4(n * 31 + 7)::bigint + 2147483648) / 4294967296.0 AS r7
        FROM generate_series(1, ${total}::int) AS n
      ), t AS (
        SELECT g.*,
          CASE
            WHEN r1 < 0.10 THEN 'pendingReview' WHEN r1 < 0.40 THEN 'pendingRent'
            WHEN r1 < 0.60 THEN 'rented' WHEN r1 < 0.75 THEN 'notSold' WHEN r1 < 0.85 THEN 'sold'
            WHEN r1 < 0.95 THEN 'offShelf' ELSE 'toBeCompleted' END AS status,
          CASE
            WHEN r2 < 0.30 THEN 'apartment' WHEN r2 < 0.45 THEN 'villa' WHEN r2 < 0.62 THEN 'detached'
            WHEN r2 < 0.77 THEN 'rowHouse' WHEN r2 < 0.87 THEN 'shop' WHEN r2 < 0.92 THEN 'land'
            WHEN r2 < 0.96 THEN 'plant' ELSE 'warehouse' END AS type,
          1 + floor(r3 * ${villages.length})::int AS v,
          CASE WHEN r5 < 0.7 THEN 'USD' ELSE 'LAK' END AS currency
        FROM g
      ), s AS (
        SELECT t.*,
          CASE type
            WHEN 'villa' THEN 180 + floor(r4 * 270) WHEN 'apartment' THEN 45 + floor(r4 * 95)
            WHEN 'detached' THEN 120 + floor(r4 * 180) WHEN 'rowHouse' THEN 80 + floor(r4 * 100)
            WHEN 'shop' THEN 40 + floor(r4 * 160) WHEN 'land' THEN 200 + floor(r4 * 4800)
            WHEN 'plant' THEN 500 + floor(r4 * 4500) ELSE 300 + floor(r4 * 1200) END AS area,
          CASE type WHEN 'villa' THEN 'Villa' WHEN 'apartment' THEN 'Apartment' WHEN 'detached' THEN 'Detached house'
            WHEN 'rowHouse' THEN 'Row house' WHEN 'shop' THEN 'Shop' WHEN 'land' THEN 'Land'
            WHEN 'plant' THEN 'Factory building' ELSE 'Warehouse' END AS label,
          status IN ('notSold', 'sold') OR (status NOT IN ('rented', 'pendingRent') AND r6 < 0.3) AS for_sale,
          CASE WHEN currency = 'LAK' THEN 20000 ELSE 1 END AS scale
        FROM t
      )
      INSERT INTO house_room (
        name, house_code, type, bedrooms, living_rooms, bathrooms, area, location, region, village_id,
        ownership, parking, orientation, decoration, rent, currency, time_unit, start_date, status,
        deposit, sale_price, contact, contact_method, agent, agent_phone, house_number, door_number,
        description, features, create_by, create_time)
      SELECT
        label || ' ' || area || ' m²',
        'G' || lpad(n::text, 8, '0'),
        type,
        CASE WHEN type IN ('shop', 'land', 'plant', 'warehouse') THEN NULL ELSE 1 + floor(r5 * 5)::int END,
        CASE WHEN type IN ('shop', 'land', 'plant', 'warehouse') THEN NULL ELSE 1 + floor(r6 * 2)::int END,
        CASE WHEN type = 'land' THEN NULL ELSE 1 + floor(r7 * 4)::int END,
        area,
        -- Streets and districts as staff type them: English, Lao and Chinese (the search bench).
        (ARRAY['Rue Setthathirath', 'Nongbone Road', 'T4 Road', 'ຖະໜົນ ເສດຖາທິລາດ', 'ຖະໜົນ ໜອງບອນ',
          'ຖະໜົນ ໄກສອນ ພົມວິຫານ', '塞塔提拉路', '农蓬路', '凯山·丰威汉大道'])[1 + (n % 9)]
          || ', ' || (${villageNames}::text[])[v],
        (ARRAY['Saysettha, Vientiane', 'Sisattanak, Vientiane', 'ເມືອງ ຈັນທະບູລີ, ນະຄອນຫຼວງວຽງຈັນ',
          'ເມືອງ ໄຊເສດຖາ, ນະຄອນຫຼວງວຽງຈັນ', '西沙达纳县, 万象', '赛色塔县, 万象'])[1 + (n / 7 % 6)],
        (${villageIds}::bigint[])[v],
        (ARRAY['own', 'agency', 'individual'])[1 + (n % 3)],
        (ARRAY['1-3', '4-7', '8+'])[1 + (n / 3 % 3)],
        (ARRAY['east', 'south', 'west', 'north'])[1 + (n / 9 % 4)],
        (ARRAY['simple', 'medium', 'fine', 'luxury'])[1 + (n / 5 % 4)],
        CASE WHEN status = 'toBeCompleted' OR (for_sale AND r7 >= 0.2) OR status IN ('notSold', 'sold') THEN NULL
          ELSE round(area * (4 + r4 * 8)) * scale END,
        CASE WHEN status = 'toBeCompleted' THEN NULL ELSE currency END,
        CASE WHEN status = 'toBeCompleted' OR (for_sale AND r7 >= 0.2) OR status IN ('notSold', 'sold') THEN NULL
          ELSE (ARRAY['month', 'month', 'year'])[1 + (n % 3)] END,
        (${now.toISOString()}::timestamptz + (n % 61) * interval '1 day')::date,
        status,
        CASE WHEN status = 'toBeCompleted' OR (for_sale AND r7 >= 0.2) OR status IN ('notSold', 'sold') THEN NULL
          ELSE 2 * round(area * (4 + r4 * 8)) * scale END,
        CASE WHEN status = 'toBeCompleted' OR NOT for_sale THEN NULL
          ELSE round(area * (300 + r6 * 1700), -3) * scale END,
        CASE WHEN status = 'toBeCompleted' THEN NULL
          ELSE (ARRAY['Mr. Somchai', 'Ms. Noy', 'Mr. Khamla', 'Ms. Vanh', 'Mr. Bounmy', 'Ms. Phet'])[1 + (n / 11 % 6)] END,
        'WhatsApp +856 20 ' || (2000 + n % 8000) || ' ' || (1000 + n / 8 % 9000),
        (ARRAY['Mr. Somchai', 'Ms. Noy', 'Mr. Khamla', 'Ms. Vanh', 'Mr. Bounmy', 'Ms. Phet'])[1 + (n / 13 % 6)],
        '+856 20 ' || (2000 + n / 3 % 8000) || ' ' || (1000 + n % 9000),
        (1 + n % 300)::text,
        (1 + n % 40) || '/' || (1 + n / 40 % 9),
        label || ' in ' || (${villageNames}::text[])[v] || ', a quiet part of Vientiane, close to markets and schools.',
        CASE WHEN status = 'toBeCompleted' THEN NULL
          ELSE (ARRAY['airConditioning', 'furnished', 'parkingSpace', 'garden', 'swimmingPool'])[1 + (n % 5)] || ','
            || (ARRAY['securityGuard', 'internet', 'waterHeater', 'kitchen', 'balcony'])[1 + (n / 5 % 5)] END,
        'admin',
        ${now.toISOString()}::timestamptz - (r1 * 1000 % 1) * interval '730 days' - (n % 86400) * interval '1 second'
      FROM s
    `);
  });
  // Fresh statistics (and a visibility map for index-only counts) before the first query.
  await db.execute(sql`VACUUM ANALYZE house_room`);
  const rows = await db
    .select({ status: houseRoom.status, n: count() })
    .from(houseRoom)
    .groupBy(houseRoom.status);
  return Object.fromEntries(rows.map((row) => [row.status, row.n]));
}
