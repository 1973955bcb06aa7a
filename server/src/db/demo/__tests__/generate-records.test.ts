import { useTestApp } from '../../../testing/use-test-app';
import { generateCars, generateContracts, generateCustomers } from '../generate-records';
import { DemoRefusedError } from '../load-demo';

const { t, as } = useTestApp({ logins: ['admin'] });

const list = async (url: string, query: Record<string, string> = {}) => {
  const { body } = await as('admin')('GET', url, { query: { pageNum: '1', pageSize: '20', ...query } });
  expect(body.code).toBe(200);
  return body as unknown as { rows: Record<string, unknown>[]; total: number };
};

test('vehicles, customers and contracts are generated in the three languages and their lists search them', async () => {
  await generateCars(t.db, 600);
  await generateCustomers(t.db, 600);
  await generateContracts(t.db, 600);

  expect((await list('/system/car/list')).total).toBe(600);
  const lao = await list('/system/car/list', { brand: 'ໂຕໂຍຕ້າ' });
  expect(lao.total).toBeGreaterThan(0);
  expect(lao.rows.every((row) => row.brand === 'ໂຕໂຍຕ້າ')).toBe(true);

  const customers = await list('/system/houseCustomer/list', { clientName: '芳' });
  expect(customers.total).toBeGreaterThan(0);
  expect(customers.rows.every((row) => String(row.clientName).includes('芳'))).toBe(true);
  // A third want a car: the vehicle customer screen lists just those.
  expect((await list('/vehicle/customer/list')).total).toBe(200);

  const { body } = await as('admin')('POST', '/pact/contracts', {
    body: { pageNum: 1, pageSize: 20, contractTitle: '租赁' },
  });
  expect(body.code).toBe(200);
  expect((body as unknown as { total: number }).total).toBe(200);
});

test('a table that already has rows is refused', async () => {
  await expect(generateCars(t.db, 1)).rejects.toThrow(DemoRefusedError);
});
