import { count, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import { carInfo } from '../schema/car-info';
import { houseCustomer } from '../schema/house-customer';
import { pactContract } from '../schema/pact';
import { DemoRefusedError } from './load-demo';

// Bench data for the vehicle, customer and contract lists (issue 34), beside
// generate-houses.ts: one set-based statement each (generate_series), deterministic (a
// hash of the row number), with the English, Lao and Chinese text staff type into the
// searches. Each refuses a table that already has rows.

/** h(n, k): a deterministic number in [0, 1) for row n and draw k. */
const draw = (k: number) => sql.raw(`((hashint4(n * 31 + ${k})::bigint + 2147483648) / 4294967296.0)`);

/** Creation times spread over two years before `now`, one second apart within a day. */
const createdAt = (now: Date) =>
  sql`${now.toISOString()}::timestamptz - ${draw(9)} * interval '730 days' - (n % 86400) * interval '1 second'`;

async function refuseFilled(db: Database, table: PgTable, what: string): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(table);
  if ((existing?.n ?? 0) > 0)
    throw new DemoRefusedError(
      `The database already has ${existing?.n} ${what}: they are only generated into an empty table.`,
    );
}

/** `total` vehicles: plates in Lao and Latin script, brands and models, every type and status. */
export async function generateCars(db: Database, total: number, options: { now?: Date } = {}): Promise<void> {
  await refuseFilled(db, carInfo, 'vehicles');
  await db.execute(sql`
    INSERT INTO car_info (plate_number, brand, model, vehicle_type, color, production_year, seat_count,
      fuel_type, transmission, drive_type, mileage, car_status, price, currency, rent_per_day, rent_per_month,
      agent_name, agent_phone, description, create_by, create_time)
    SELECT
      (ARRAY['ກຂ', 'ກງ', 'ນວ', 'VT', 'LA', 'ຂກ'])[1 + (n % 6)] || ' ' || lpad((n % 10000)::text, 4, '0')
        || CASE WHEN n >= 10000 THEN '-' || (n / 10000) ELSE '' END,
      (ARRAY['Toyota', 'Honda', 'Ford', 'Hyundai', 'Kia', 'Mitsubishi', '比亚迪', 'ໂຕໂຍຕ້າ'])[1 + (n / 7 % 8)],
      (ARRAY['Hilux Vigo', 'Fortuner', 'CR-V', 'Ranger', 'Tucson', 'Sorento', 'Pajero', '汉 EV', 'ວີໂກ້'])[1 + (n / 3 % 9)],
      (ARRAY['sedan', 'suv', 'mpv', 'sports', 'truck', 'pickup'])[1 + (n % 6)],
      (ARRAY['White', 'Black', 'Silver', 'ສີແດງ', '蓝色'])[1 + (n / 5 % 5)],
      2005 + (n % 20), (ARRAY[2, 4, 5, 7])[1 + (n % 4)],
      (ARRAY['gasoline', 'diesel', 'electric', 'hybrid'])[1 + (n / 11 % 4)],
      (ARRAY['manual', 'automatic', 'semiAutomatic'])[1 + (n / 13 % 3)],
      (ARRAY['2WD', '4WD'])[1 + (n % 2)],
      floor(${draw(1)} * 250000)::int,
      (ARRAY['pendingRent', 'pendingRent', 'rented', 'notSold', 'sold'])[1 + (n / 17 % 5)],
      round(8000 + ${draw(2)} * 60000), 'USD', round(25 + ${draw(3)} * 120), round(500 + ${draw(4)} * 2500),
      (ARRAY['Mr. Somchai', 'ນາງ ນ້ອຍ', '王芳'])[1 + (n % 3)], '+856 20 ' || (2000 + n % 8000) || ' ' || (1000 + n / 8 % 9000),
      'Well kept, serviced in Vientiane. ລົດສະພາບດີ. 车况良好。', 'admin', ${createdAt(options.now ?? new Date())}
    FROM generate_series(1, ${total}::int) AS n
  `);
  await db.execute(sql`VACUUM ANALYZE car_info`);
}

/** `total` customers: Lao, Chinese and English names, phones and e-mails; a third want a car. */
export async function generateCustomers(
  db: Database,
  total: number,
  options: { now?: Date } = {},
): Promise<void> {
  await refuseFilled(db, houseCustomer, 'customers');
  await db.execute(sql`
    INSERT INTO house_customer (client_name, phone_number, email, client_source, budget_min, budget_max, currency,
      preferred_areas, layout_requirement, car_model_requirement, status, create_by, create_time)
    SELECT
      (ARRAY['ສົມຈິດ', 'ບຸນມີ', 'ຄຳລາ', 'ນ້ອຍ', '王', '李', 'John', 'Anna'])[1 + (n % 8)] || ' '
        || (ARRAY['ພົມມະວົງ', 'ສີສຸວັນ', '芳', '伟', 'Smith', 'Keo'])[1 + (n / 8 % 6)] || ' ' || n,
      '020 ' || (2000 + n % 8000) || ' ' || (1000 + n / 8 % 9000),
      'customer' || n || '@example.la',
      (ARRAY['online', 'referral', 'store', 'advertisement', 'other'])[1 + (n % 5)],
      round(200 + ${draw(1)} * 800), round(1000 + ${draw(2)} * 4000), 'USD',
      (ARRAY['Saysettha', 'ເມືອງ ຈັນທະບູລີ', '西沙达纳县'])[1 + (n / 3 % 3)],
      (ARRAY['2 bedrooms', ' 3 ຫ້ອງນອນ', '一室一厅'])[1 + (n % 3)],
      CASE WHEN n % 3 = 0 THEN (ARRAY['Hilux', 'Fortuner', 'CR-V'])[1 + (n / 3 % 3)] ELSE NULL END,
      (ARRAY['new', 'contacted', 'viewing', 'viewingCar', 'signed', 'invalid'])[1 + (n / 7 % 6)],
      'admin', ${createdAt(options.now ?? new Date())}
    FROM generate_series(1, ${total}::int) AS n
  `);
  await db.execute(sql`VACUUM ANALYZE house_customer`);
}

/** `total` contracts, house and vehicle, drafts and signed, titled in the three languages. */
export async function generateContracts(
  db: Database,
  total: number,
  options: { now?: Date } = {},
): Promise<void> {
  await refuseFilled(db, pactContract, 'contracts');
  await db.execute(sql`
    INSERT INTO pact_contract (contract_title, instance_content, status, type, signed_by, create_by, create_time)
    SELECT
      (ARRAY['ສັນຍາເຊົ່າເຮືອນ', 'House lease', '房屋租赁合同', 'ສັນຍາເຊົ່າລົດ', 'Vehicle lease', '车辆租赁合同'])[1 + (n % 6)]
        || ' ' || (ARRAY['ບ້ານ ໂພນໄຊ', 'Ban Sisangvone', '农蓬村'])[1 + (n / 6 % 3)] || ' ' || n,
      '<p>' || n || '</p>',
      (n / 5 % 3)::int, CASE WHEN n % 6 >= 3 THEN 2 ELSE 1 END,
      CASE WHEN n / 5 % 3 = 1 THEN 'admin' ELSE NULL END, 'admin', ${createdAt(options.now ?? new Date())}
    FROM generate_series(1, ${total}::int) AS n
  `);
  await db.execute(sql`VACUUM ANALYZE pact_contract`);
}
