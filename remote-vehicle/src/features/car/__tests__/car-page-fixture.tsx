/**
 * What the vehicle list screen's tests share: the answers of a mocked server (the
 * dictionaries, no saved columns), a server.notifier that records, sample vehicles and helpers.
 * Importing it sets the hooks up; the tests are split over files so jest runs them side by side.
 */
import { changeLanguage } from '@agency/shared/features/i18n/i18n';
import { setUpMockServer } from '@agency/shared/testing/mock-server';
import { configure, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { registerVehicleLocales } from '../../../i18n/vehicle-locales';
import type { Car } from '../types/car';
import '../../../page-registry';

// Role queries skip the costly visibility check (antd renders large trees).
configure({ defaultHidden: true });

export const ALL = [
  'vehicle:car:list',
  'vehicle:car:query',
  'vehicle:car:add',
  'vehicle:car:edit',
  'vehicle:car:remove',
  'vehicle:car:export',
  'vehicle:car:import',
];

const DICTS: Record<string, { dictValue: string; dictLabel: string; listClass?: string }[]> = {
  car_type: [
    { dictValue: 'sedan', dictLabel: 'Sedan' },
    { dictValue: 'suv', dictLabel: 'SUV' },
    { dictValue: 'pickup', dictLabel: 'Pickup' },
  ],
  car_status: [
    { dictValue: 'pendingRent', dictLabel: 'Not rented', listClass: 'primary' },
    { dictValue: 'rented', dictLabel: 'Rented', listClass: 'success' },
  ],
  car_fuel_type: [
    { dictValue: 'gasoline', dictLabel: 'Gasoline' },
    { dictValue: 'diesel', dictLabel: 'Diesel' },
  ],
  car_transmission: [{ dictValue: 'automatic', dictLabel: 'Automatic' }],
  car_drive_type: [{ dictValue: '4WD', dictLabel: '4WD' }],
  sys_currency: [
    { dictValue: 'LAK', dictLabel: 'Lao kip (LAK)' },
    { dictValue: 'USD', dictLabel: 'US dollar (USD)' },
  ],
};

export const car = (id: number, plateNumber: string, extra: Partial<Car> = {}): Car => ({
  id,
  plateNumber,
  brand: 'Toyota',
  model: 'Vios',
  vehicleType: 'sedan',
  color: 'White',
  productionYear: 2020,
  seatCount: 5,
  fuelType: 'gasoline',
  displacement: '1.5L',
  transmission: 'automatic',
  driveType: null,
  mileage: 42000,
  carStatus: 'rented',
  attribute: null,
  description: null,
  price: null,
  currency: 'LAK',
  rentPerDay: 350000,
  rentPerMonth: null,
  dailySalePrice: null,
  monthlySalePrice: null,
  cashDeposit: null,
  saleCurrency: null,
  saleMoney: null,
  agentName: 'Bounmy',
  agentPhone: null,
  contactMethod: null,
  images: '/web-api/profile/upload/2026/01/car.jpg',
  videos: null,
  qualityCar: false,
  leaseOrderNumber: null,
  soldPrice: null,
  soldCurrency: null,
  buyerName: null,
  buyerPhone: null,
  soldTime: null,
  remark: null,
  createBy: 'admin',
  createTime: '2024-06-01 09:30:00',
  updateBy: '',
  updateTime: null,
  ...extra,
});

export const server = setUpMockServer();
export const setup = () =>
  userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

beforeAll(async () => {
  registerVehicleLocales();
  await changeLanguage('en');
});

beforeEach(() => {
  server.mock.onGet(/\/system\/dict\/data\/type\/(\w+)$/).reply((config) => {
    const type = config.url?.split('/').pop() ?? '';
    return [200, { code: 200, msg: 'ok', data: DICTS[type] ?? [] }];
  });
  // No saved column choice: the screen's defaults.
  server.mock.onGet('/system/user/columnSettings/vehicle.car').reply(200, { code: 200, msg: 'ok', data: [] });
});

afterEach(() => {
  window.innerWidth = 1024;
});

export const listCalls = () =>
  (server.mock.history.get ?? []).filter((call) => call.url === '/system/car/list');
export const currentUrl = () => screen.getByTestId('current-url').textContent;

export function listReply(rows: Car[], total = rows.length) {
  server.mock.onGet('/system/car/list').reply(200, { code: 200, msg: 'ok', rows, total });
}

/** What a HEAD request for an image address answers (`fetch` in the browser). */
export function imageAnswer(answer: { ok: boolean; type?: string } | 'network') {
  global.fetch = jest.fn(async () => {
    if (answer === 'network') throw new TypeError('Failed to fetch');
    return { ok: answer.ok, headers: { get: () => answer.type ?? null } } as unknown as Response;
  }) as typeof fetch;
}

export async function openAddDialog(user: ReturnType<typeof setup>) {
  await user.click(await screen.findByRole('button', { name: /Add/ }));
  return (await screen.findByText('Add vehicle')).closest('[role="dialog"]') as HTMLElement;
}
