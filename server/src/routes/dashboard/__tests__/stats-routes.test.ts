import { carInfo } from '../../../db/schema/car-info';
import { houseCustomer } from '../../../db/schema/house-customer';
import { houseRoom } from '../../../db/schema/house-room';
import { pactContract } from '../../../db/schema/pact';
import { call } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';
import { contractsPerMonth, MONTHS, monthKey } from '../stats-routes';

interface Item {
  value: string;
  label: string;
  count: number;
}
interface Stats {
  totals: { houses: number; vehicles: number; contracts: number; customers: number };
  housesByStatus: Item[];
  vehiclesByStatus: Item[];
  contractsByMonth: { month: string; count: number }[];
  customersBySource: Item[];
}

// The administrator sees every figure (staff has no vehicle permission: see the last test).
const { t, tokens } = useTestApp({ logins: ['admin', 'staff'] });

async function stats(lang = 'en', token = tokens.admin): Promise<Stats> {
  const { body } = await call(t.app, 'GET', '/dashboard/stats', { token, lang });
  expect(body.code).toBe(200);
  return body.data as Stats;
}

const countOf = (items: Item[], value: string) => items.find((item) => item.value === value)?.count ?? 0;

describe('contractsPerMonth', () => {
  it('gives the last 12 months, oldest first, with zeros', () => {
    const now = new Date(2025, 2, 15);
    const months = contractsPerMonth(
      [new Date(2025, 2, 1), new Date(2025, 2, 31), new Date(2024, 3, 2), new Date(2023, 0, 1)],
      now,
    );
    expect(months).toHaveLength(MONTHS);
    expect(months[0]).toEqual({ month: '2024-04', count: 1 });
    expect(months[MONTHS - 1]).toEqual({ month: '2025-03', count: 2 });
    expect(months.reduce((sum, month) => sum + month.count, 0)).toBe(3);
  });
});

describe('GET /dashboard/stats', () => {
  it('needs a login', async () => {
    expect((await call(t.app, 'GET', '/dashboard/stats')).body.code).toBe(401);
  });

  it('counts the real rows and follows new data', async () => {
    const before = await stats();
    await t.db.insert(houseRoom).values([
      { houseCode: 'T-1', status: 'rented' },
      { houseCode: 'T-2', status: 'rented' },
      { houseCode: 'T-3', status: 'pendingRent' },
      { houseCode: 'T-4', status: 'rented', delFlag: '2' },
    ]);
    await t.db
      .insert(carInfo)
      .values([
        { plateNumber: 'LA-1', brand: 'Toyota', model: 'Vios', vehicleType: 'sedan', carStatus: 'sold' },
      ]);
    await t.db.insert(pactContract).values([{ contractTitle: 'A' }, { contractTitle: 'B' }]);
    await t.db.insert(houseCustomer).values([
      { clientName: 'Noy', clientSource: 'referral' },
      { clientName: 'Kham', clientSource: null },
    ]);
    const after = await stats();
    expect(after.totals.houses - before.totals.houses).toBe(3);
    expect(after.totals.vehicles - before.totals.vehicles).toBe(1);
    expect(after.totals.contracts - before.totals.contracts).toBe(2);
    expect(after.totals.customers - before.totals.customers).toBe(2);
    expect(countOf(after.housesByStatus, 'rented') - countOf(before.housesByStatus, 'rented')).toBe(2);
    expect(countOf(after.vehiclesByStatus, 'sold') - countOf(before.vehiclesByStatus, 'sold')).toBe(1);
    expect(countOf(after.customersBySource, 'referral') - countOf(before.customersBySource, 'referral')).toBe(
      1,
    );
    expect(countOf(after.customersBySource, '')).toBeGreaterThanOrEqual(1);
    const thisMonth = after.contractsByMonth.find((month) => month.month === monthKey(new Date()));
    const thisMonthBefore = before.contractsByMonth.find((month) => month.month === monthKey(new Date()));
    expect((thisMonth?.count ?? 0) - (thisMonthBefore?.count ?? 0)).toBe(2);
    expect(after.contractsByMonth).toHaveLength(MONTHS);
  });

  it('lists every dictionary value in order, labelled in the asked language', async () => {
    const en = await stats('en');
    const lo = await stats('lo');
    expect(en.housesByStatus.map((item) => item.value).slice(0, 3)).toEqual([
      'pendingReview',
      'pendingRent',
      'rented',
    ]);
    expect(en.housesByStatus.find((item) => item.value === 'rented')?.label).toBe('Rented');
    expect(lo.housesByStatus.find((item) => item.value === 'rented')?.label).toBe('ເຊົ່າແລ້ວ');
    expect(en.customersBySource.find((item) => item.value === 'referral')?.label).toBe('Friend referral');
    expect(en.customersBySource.find((item) => item.value === '')?.label).toBe('Not set');
  });

  it('shows each figure only to those who may list its rows (issue 32, finding 14)', async () => {
    const figures = await stats('en', tokens.staff);
    // Staff (role common) lists houses, customers and contracts, not vehicles.
    expect(figures.totals.houses).toEqual(expect.any(Number));
    expect(figures.totals.vehicles).toBeNull();
    expect(figures.vehiclesByStatus).toBeNull();
    expect(figures.contractsByMonth).toHaveLength(MONTHS);
  });
});
