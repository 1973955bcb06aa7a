import { changeLanguage } from '@agency/shared/features/i18n/i18n';
import { client, resetDuplicateSubmitGuard } from '@agency/shared/features/request/api/client';
import { setNotifier } from '@agency/shared/features/request/api/notifier';
import { createMockNotifier } from '@agency/shared/testing/mock-notifier';
import { renderWithStore } from '@agency/shared/testing/render-with-store';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import MockAdapter from 'axios-mock-adapter';
import { registerVehicleLocales } from '../../../i18n/vehicle-locales';
import CarListPage from '../pages/car-list-page';
import type { Car } from '../types/car';
import '../../../page-registry';

// Role queries skip the costly visibility check (antd renders large trees).
configure({ defaultHidden: true });

const ALL = [
  'vehicle:car:list',
  'vehicle:car:query',
  'vehicle:car:add',
  'vehicle:car:edit',
  'vehicle:car:remove',
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

const car = (id: number, plateNumber: string, extra: Partial<Car> = {}): Car => ({
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
  images: null,
  videos: null,
  qualityCar: false,
  leaseOrderNumber: null,
  remark: null,
  createTime: '2024-06-01 09:30:00',
  ...extra,
});

let mock: MockAdapter;
let notifier: ReturnType<typeof createMockNotifier>;
const setup = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

beforeAll(async () => {
  registerVehicleLocales();
  await changeLanguage('en');
});

beforeEach(() => {
  mock = new MockAdapter(client);
  notifier = createMockNotifier(true);
  setNotifier(notifier);
  resetDuplicateSubmitGuard();
  mock.onGet(/\/system\/dict\/data\/type\/(\w+)$/).reply((config) => {
    const type = config.url?.split('/').pop() ?? '';
    return [200, { code: 200, msg: 'ok', data: DICTS[type] ?? [] }];
  });
});

afterEach(() => {
  mock.restore();
  setNotifier(null);
  window.innerWidth = 1024;
});

const listCalls = () => (mock.history.get ?? []).filter((call) => call.url === '/system/car/list');

function listReply(rows: Car[], total = rows.length) {
  mock.onGet('/system/car/list').reply(200, { code: 200, msg: 'ok', rows, total });
}

it('lists the vehicles with status and type as dictionary tags', async () => {
  listReply([car(1, 'ກຂ 1234'), car(2, 'VTE 5678', { vehicleType: 'suv', carStatus: 'pendingRent' })], 2);
  renderWithStore(<CarListPage />, { permissions: ALL });

  const row = (await screen.findByText('VTE 5678')).closest('tr') as HTMLElement;
  expect(await within(row).findByText('SUV')).toBeInTheDocument();
  expect(await within(row).findByText('Not rented')).toBeInTheDocument();
  const other = screen.getByText('ກຂ 1234').closest('tr') as HTMLElement;
  expect(await within(other).findByText('Rented')).toBeInTheDocument();
  expect(within(other).getByText('350,000 LAK')).toBeInTheDocument();
  expect(listCalls()[0]?.params).toEqual({ pageNum: 1, pageSize: 20 });
});

it('filters from the drawer by plate and brand, from page 1', async () => {
  const user = setup();
  listReply([car(1, 'ກຂ 1234')]);
  renderWithStore(<CarListPage />, { permissions: ALL });
  await screen.findByText('ກຂ 1234');

  await user.click(screen.getByRole('button', { name: /Filter/ }));
  const drawer = (await screen.findByText('Filter vehicles')).closest('[role="dialog"]') as HTMLElement;
  fireEvent.change(within(drawer).getByLabelText('Plate number'), { target: { value: ' VTE ' } });
  fireEvent.change(within(drawer).getByLabelText('Brand'), { target: { value: 'Toyota' } });
  await user.click(within(drawer).getByRole('button', { name: /Search/ }));

  await waitFor(() => expect(listCalls()).toHaveLength(2));
  expect(listCalls()[1]?.params).toEqual({ plateNumber: 'VTE', brand: 'Toyota', pageNum: 1, pageSize: 20 });
});

it('hides add, edit and delete from a user who may only list', async () => {
  listReply([car(1, 'ກຂ 1234')]);
  renderWithStore(<CarListPage />, { permissions: ['vehicle:car:list'] });
  await screen.findByText('ກຂ 1234');

  for (const name of ['Add', 'Edit', 'Delete']) {
    expect(screen.queryByRole('button', { name: new RegExp(name) })).not.toBeInTheDocument();
  }
});

it('requires plate, brand, model and type and checks the numbers', async () => {
  const user = setup();
  listReply([]);
  renderWithStore(<CarListPage />, { permissions: ALL });

  await user.click(await screen.findByRole('button', { name: /Add/ }));
  const dialog = (await screen.findByText('Add vehicle')).closest('[role="dialog"]') as HTMLElement;
  fireEvent.change(within(dialog).getByLabelText('Seats'), { target: { value: '150' } });
  fireEvent.change(within(dialog).getByLabelText('Agent phone'), { target: { value: 'call me' } });
  await user.click(within(dialog).getByRole('button', { name: /Save/ }));

  expect(await within(dialog).findByText('Please enter the plate number')).toBeInTheDocument();
  expect(within(dialog).getByText('Please enter the brand')).toBeInTheDocument();
  expect(within(dialog).getByText('Please enter the model')).toBeInTheDocument();
  expect(within(dialog).getByText('Please select the vehicle type')).toBeInTheDocument();
  expect(within(dialog).getByText('The number of seats must be between 1 and 99')).toBeInTheDocument();
  expect(within(dialog).getByText('Enter a valid phone number')).toBeInTheDocument();
  expect(mock.history.post).toHaveLength(0);
});

it('adds a vehicle with a dictionary select', async () => {
  const user = setup();
  listReply([]);
  mock.onPost('/system/car').reply(200, { code: 200, msg: 'ok' });
  renderWithStore(<CarListPage />, { permissions: ALL });

  await user.click(await screen.findByRole('button', { name: /Add/ }));
  const dialog = (await screen.findByText('Add vehicle')).closest('[role="dialog"]') as HTMLElement;
  fireEvent.change(within(dialog).getByLabelText('Plate number'), { target: { value: 'VTE 9999' } });
  fireEvent.change(within(dialog).getByLabelText('Brand'), { target: { value: 'Ford' } });
  fireEvent.change(within(dialog).getByLabelText('Model'), { target: { value: 'Ranger' } });
  fireEvent.change(within(dialog).getByLabelText('Rent per day'), { target: { value: '500000' } });
  fireEvent.mouseDown(within(dialog).getByLabelText('Vehicle type'));
  await user.click(await screen.findByTitle('Pickup'));
  await user.click(within(dialog).getByRole('button', { name: /Save/ }));

  await waitFor(() => expect(mock.history.post).toHaveLength(1));
  expect(JSON.parse(mock.history.post?.[0]?.data as string)).toMatchObject({
    plateNumber: 'VTE 9999',
    brand: 'Ford',
    model: 'Ranger',
    vehicleType: 'pickup',
    carStatus: 'pendingRent',
    currency: 'LAK',
    rentPerDay: 500000,
    seatCount: null,
    qualityCar: false,
  });
  await waitFor(() => expect(notifier.success).toHaveBeenCalledWith('Vehicle added'));
});

it('asks before deleting a vehicle and deletes it on confirmation', async () => {
  const user = setup();
  notifier.confirm.mockResolvedValueOnce(false);
  listReply([car(8, 'VTE 5678')]);
  mock.onDelete('/system/car/8').reply(200, { code: 200, msg: 'ok' });
  renderWithStore(<CarListPage />, { permissions: ALL });

  const row = (await screen.findByText('VTE 5678')).closest('tr') as HTMLElement;
  await user.click(within(row).getByRole('button', { name: /Delete/ }));
  await waitFor(() =>
    expect(notifier.confirm).toHaveBeenCalledWith(
      expect.objectContaining({ content: 'Delete the vehicle VTE 5678?' }),
    ),
  );
  expect(mock.history.delete).toHaveLength(0);

  await user.click(within(row).getByRole('button', { name: /Delete/ }));
  await waitFor(() => expect(mock.history.delete).toHaveLength(1));
  await waitFor(() => expect(notifier.success).toHaveBeenCalledWith('Deleted'));
});

it('shows cards instead of a table below 768 px', async () => {
  window.innerWidth = 500;
  listReply([car(1, 'ກຂ 1234', { seatCount: 7 })]);
  renderWithStore(<CarListPage />, { permissions: ALL });

  const card = (await screen.findByText('ກຂ 1234')).closest('[role="listitem"]') as HTMLElement;
  expect(card).not.toBeNull();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(within(card).getByText('Toyota Vios')).toBeInTheDocument();
  expect(within(card).getByText('7 seats')).toBeInTheDocument();
  expect(within(card).getByText('350,000 LAK / day')).toBeInTheDocument();
  expect(await within(card).findByText('Rented')).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: /Edit/ })).toBeInTheDocument();
});
