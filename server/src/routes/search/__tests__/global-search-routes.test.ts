import { carInfo } from '../../../db/schema/car-info';
import { houseCustomer } from '../../../db/schema/house-customer';
import { houseRoom } from '../../../db/schema/house-room';
import { pactContract } from '../../../db/schema/pact';
import { useTestApp } from '../../../testing/use-test-app';

const { t, as } = useTestApp({
  logins: ['admin'],
  newUsers: { houseClerk: ['nalin', 'house_staff'], driver: ['driver', 'vehicle_staff'] },
});

interface Hit {
  id: number;
  title: string;
  detail: string | null;
  key: string | null;
}
interface Found {
  houses: Hit[] | null;
  cars: Hit[] | null;
  customers: Hit[] | null;
  customerScreen: 'house' | 'vehicle' | null;
  contracts: Hit[] | null;
}

beforeAll(async () => {
  await t.db.insert(houseRoom).values([
    {
      houseCode: 'SRCH0001',
      name: 'Villa 200 m²',
      location: 'ຖະໜົນ ໜອງບອນ, Ban Phonxay',
      region: 'Saysettha',
      status: 'pendingRent',
    },
    {
      houseCode: 'SRCH0002',
      name: 'Shop 80 m²',
      location: '农蓬路 12号',
      region: '万象 赛色塔县',
      status: 'rented',
    },
  ] as (typeof houseRoom.$inferInsert)[]);
  await t.db
    .insert(carInfo)
    .values([
      { plateNumber: 'ກຂ 4521', brand: 'Toyota', model: 'Hilux Vigo', vehicleType: 'pickup' },
    ] as (typeof carInfo.$inferInsert)[]);
  await t.db.insert(houseCustomer).values([
    { clientName: 'ສົມຈິດ ໜອງບອນ', phoneNumber: '020 5555 1234', carModelRequirement: 'Hilux' },
    { clientName: '王芳', phoneNumber: '020 7777 8888' },
  ] as (typeof houseCustomer.$inferInsert)[]);
  await t.db.insert(pactContract).values([
    { contractTitle: 'ສັນຍາເຊົ່າ ໜອງບອນ villa', status: 1, type: 1, createBy: 'admin' },
    { contractTitle: 'Vigo lease ໜອງບອນ', status: 1, type: 2, createBy: 'admin' },
  ] as (typeof pactContract.$inferInsert)[]);
});

const search = async (who: 'admin' | 'houseClerk' | 'driver', q: string) => {
  const { status, body } = await as(who)('GET', '/search', { query: { q } });
  expect(status).toBe(200);
  expect(body.code).toBe(200);
  return body.data as Found;
};

test('Lao text finds houses, customers and contracts of every module the admin may list', async () => {
  const found = await search('admin', 'ໜອງບອນ');
  expect(found.houses?.map((hit) => hit.key)).toEqual(['SRCH0001']);
  expect(found.customers?.map((hit) => hit.title)).toEqual(['ສົມຈິດ ໜອງບອນ']);
  expect(found.customerScreen).toBe('house');
  expect(found.contracts?.map((hit) => hit.title).sort()).toEqual([
    'Vigo lease ໜອງບອນ',
    'ສັນຍາເຊົ່າ ໜອງບອນ villa',
  ]);
  expect(found.cars).toEqual([]);
});

test('Chinese text, a plate in any case and a house code are found', async () => {
  expect((await search('admin', '农蓬')).houses?.map((hit) => hit.key)).toEqual(['SRCH0002']);
  expect((await search('admin', 'vigo')).cars?.map((hit) => hit.key)).toEqual(['ກຂ 4521']);
  expect((await search('admin', 'srch0002')).houses?.map((hit) => hit.title)).toEqual(['Shop 80 m²']);
});

test('each user sees only the modules and rows behind their list permissions', async () => {
  const clerk = await search('houseClerk', 'ໜອງບອນ');
  expect(clerk.houses?.map((hit) => hit.key)).toEqual(['SRCH0001']);
  expect(clerk.cars).toBeNull();
  expect(clerk.contracts).toBeNull();
  expect(clerk.customerScreen).toBe('house');

  // Vehicle staff: vehicles, and only the customers with a car interest (the vehicle customer screen's).
  const driver = await search('driver', '020');
  expect(driver.houses).toBeNull();
  expect(driver.contracts).toBeNull();
  expect(driver.customerScreen).toBe('vehicle');
  expect(driver.customers?.map((hit) => hit.title)).toEqual(['ສົມຈິດ ໜອງບອນ']);
});

test('wildcards match literally and odd input is answered, not refused or failed', async () => {
  const none = await search('admin', '%');
  expect(none.houses).toEqual([]);
  expect(none.customers).toEqual([]);
  expect((await search('admin', '_')).houses).toEqual([]);
  expect((await search('admin', '\\')).houses).toEqual([]);
  expect((await search('admin', '🏠')).houses).toEqual([]);
  expect((await search('admin', '   ')).houses).toBeNull();
  // Too long: the product's validation answer (RuoYi's code 500 with a translated message).
  const { status, body } = await as('admin')('GET', '/search', { query: { q: 'x'.repeat(101) }, lang: 'en' });
  expect(status).toBe(200);
  expect(body.code).toBe(500);
  expect(body.msg).toMatch(/\bq\b.*100/);
});

test('a visitor without a session is refused', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/web-api/search?q=villa' });
  expect(response.json().code).toBe(401);
});
