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
  images: '/web-api/profile/upload/2026/01/car.jpg',
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
  // No saved column choice: the screen's defaults.
  mock.onGet('/system/user/columnSettings/vehicle.car').reply(200, { code: 200, msg: 'ok', data: [] });
});

afterEach(() => {
  mock.restore();
  setNotifier(null);
  window.innerWidth = 1024;
});

const listCalls = () => (mock.history.get ?? []).filter((call) => call.url === '/system/car/list');
const currentUrl = () => screen.getByTestId('current-url').textContent;

function listReply(rows: Car[], total = rows.length) {
  mock.onGet('/system/car/list').reply(200, { code: 200, msg: 'ok', rows, total });
}

/** What a HEAD request for an image address answers (`fetch` in the browser). */
function imageAnswer(answer: { ok: boolean; type?: string } | 'network') {
  global.fetch = jest.fn(async () => {
    if (answer === 'network') throw new TypeError('Failed to fetch');
    return { ok: answer.ok, headers: { get: () => answer.type ?? null } } as unknown as Response;
  }) as typeof fetch;
}

async function openAddDialog(user: ReturnType<typeof setup>) {
  await user.click(await screen.findByRole('button', { name: /Add/ }));
  return (await screen.findByText('Add vehicle')).closest('[role="dialog"]') as HTMLElement;
}

it('lists the vehicles with status and type as dictionary tags and rents in their currency', async () => {
  listReply([car(1, 'ກຂ 1234'), car(2, 'VTE 5678', { vehicleType: 'suv', carStatus: 'pendingRent' })], 2);
  renderWithStore(<CarListPage />, { permissions: ALL });

  const row = (await screen.findByText('VTE 5678')).closest('tr') as HTMLElement;
  expect(await within(row).findByText('SUV')).toBeInTheDocument();
  expect(await within(row).findByText('Not rented')).toBeInTheDocument();
  const other = screen.getByText('ກຂ 1234').closest('tr') as HTMLElement;
  expect(await within(other).findByText('Rented')).toBeInTheDocument();
  expect(within(other).getByText('Toyota Vios')).toBeInTheDocument();
  expect(await within(other).findByText('350,000 Lao kip (LAK)')).toBeInTheDocument();
  // A year is not an amount: no thousands separator.
  expect(within(other).getByText('2020')).toBeInTheDocument();
  // Mileage is hidden until the user shows it.
  expect(screen.queryByRole('columnheader', { name: 'Mileage (km)' })).not.toBeInTheDocument();
  expect(listCalls()[0]?.params).toEqual({ pageNum: 1, pageSize: 20 });
});

it('filters by plate and brand from page 1, with the filters in the URL', async () => {
  const user = setup();
  listReply([car(1, 'ກຂ 1234')]);
  renderWithStore(<CarListPage />, { permissions: ALL, url: '/page?pageNum=3' });
  await screen.findByText('ກຂ 1234');

  await user.click(screen.getByRole('button', { name: /Filter/ }));
  // (The sortable column headers carry the same labels: the inputs are found by their placeholders.)
  fireEvent.change(await screen.findByPlaceholderText('Enter the plate number'), {
    target: { value: ' VTE ' },
  });
  fireEvent.change(screen.getByPlaceholderText('Enter the brand, e.g. Toyota'), {
    target: { value: 'Toyota' },
  });
  await user.click(screen.getByRole('button', { name: /Search/ }));

  await waitFor(() => expect(listCalls()).toHaveLength(2));
  expect(listCalls()[1]?.params).toEqual({ plateNumber: 'VTE', brand: 'Toyota', pageNum: 1, pageSize: 20 });
  expect(currentUrl()).toBe('/page?plateNumber=VTE&brand=Toyota');
});

it('lists what a link names: filters, page and a count of filters in force; reset clears them', async () => {
  const user = setup();
  listReply([car(1, 'VTE 5678', { vehicleType: 'suv' })], 45);
  renderWithStore(<CarListPage />, {
    permissions: ALL,
    url: '/page?vehicleType=suv&carStatus=rented&pageNum=2&unknown=1',
  });
  await screen.findByText('VTE 5678');

  expect(listCalls()[0]?.params).toEqual({
    vehicleType: 'suv',
    carStatus: 'rented',
    pageNum: 2,
    pageSize: 20,
  });
  const filterButton = screen.getByRole('button', { name: /Filter/ });
  expect(filterButton.closest('.ant-badge')).toHaveTextContent('2');

  await user.click(filterButton);
  await user.click(screen.getByRole('button', { name: /Reset/ }));
  await waitFor(() => expect(currentUrl()).toBe('/page'));
  await waitFor(() => expect(listCalls().at(-1)?.params).toEqual({ pageNum: 1, pageSize: 20 }));
});

it('hides add, edit, delete, import and export from a user who may only list', async () => {
  listReply([car(1, 'ກຂ 1234')]);
  renderWithStore(<CarListPage />, { permissions: ['vehicle:car:list'] });
  await screen.findByText('ກຂ 1234');

  for (const name of ['Add', 'Edit', 'Delete', 'Import', 'Export']) {
    expect(screen.queryByRole('button', { name: new RegExp(name) })).not.toBeInTheDocument();
  }
});

it('requires plate, brand, model and type and checks the numbers and the phone', async () => {
  const user = setup();
  listReply([]);
  renderWithStore(<CarListPage />, { permissions: ALL });

  const dialog = await openAddDialog(user);
  fireEvent.change(within(dialog).getByLabelText('Seats'), { target: { value: '150' } });
  fireEvent.change(within(dialog).getByLabelText('Production year'), { target: { value: '1850' } });
  fireEvent.change(within(dialog).getByLabelText('Rent per day'), { target: { value: '-5' } });
  fireEvent.change(within(dialog).getByLabelText('Agent phone'), { target: { value: 'call me' } });
  await user.click(within(dialog).getByRole('button', { name: /Save/ }));

  expect(await within(dialog).findByText('Please enter the plate number')).toBeInTheDocument();
  expect(within(dialog).getByText('Please enter the brand')).toBeInTheDocument();
  expect(within(dialog).getByText('Please enter the model')).toBeInTheDocument();
  expect(within(dialog).getByText('Please select the vehicle type')).toBeInTheDocument();
  expect(within(dialog).getByText('The number of seats must be between 1 and 99')).toBeInTheDocument();
  const maxYear = new Date().getFullYear() + 1;
  expect(within(dialog).getByText(`Enter a year between 1900 and ${maxYear}`)).toBeInTheDocument();
  expect(within(dialog).getByText('The value cannot be negative')).toBeInTheDocument();
  expect(within(dialog).getByText('Enter a valid phone number')).toBeInTheDocument();
  expect(mock.history.post).toHaveLength(0);
});

it('adds a vehicle with a dictionary select and the form defaults', async () => {
  const user = setup();
  listReply([]);
  mock.onPost('/system/car').reply(200, { code: 200, msg: 'ok' });
  renderWithStore(<CarListPage />, { permissions: ALL });

  const dialog = await openAddDialog(user);
  fireEvent.change(within(dialog).getByPlaceholderText('Enter the plate number'), {
    target: { value: 'VTE 9999' },
  });
  fireEvent.change(within(dialog).getByPlaceholderText('Enter the brand, e.g. Toyota'), {
    target: { value: 'Ford' },
  });
  fireEvent.change(within(dialog).getByPlaceholderText('Enter the model, e.g. Vios'), {
    target: { value: 'Ranger' },
  });
  fireEvent.change(within(dialog).getByLabelText('Rent per day'), { target: { value: '500000' } });
  fireEvent.mouseDown(within(dialog).getByLabelText('Vehicle type'));
  await user.click(await screen.findByTitle('Pickup'));
  // At least one photo (checked in the image test): here one added by its address.
  imageAnswer({ ok: true, type: 'image/jpeg' });
  fireEvent.change(within(dialog).getByLabelText('Or paste an image address (http://...)'), {
    target: { value: 'https://cdn.example/car.jpg' },
  });
  await user.click(within(dialog).getByRole('button', { name: 'Add' }));
  await waitFor(() => expect(global.fetch).toHaveBeenCalled());
  await user.click(within(dialog).getByRole('button', { name: /Save/ }));

  await waitFor(() => expect(mock.history.post).toHaveLength(1));
  expect(JSON.parse(mock.history.post?.[0]?.data as string)).toMatchObject({
    plateNumber: 'VTE 9999',
    brand: 'Ford',
    model: 'Ranger',
    vehicleType: 'pickup',
    carStatus: 'pendingRent',
    currency: 'LAK',
    saleCurrency: 'LAK',
    rentPerDay: 500000,
    seatCount: null,
    qualityCar: false,
    images: 'https://cdn.example/car.jpg',
  });
  await waitFor(() => expect(notifier.success).toHaveBeenCalledWith('Vehicle added'));
  await waitFor(() => expect(listCalls()).toHaveLength(2));
  // The longest form of the suite (every field rendered, a photo added): slow on a busy machine.
}, 180_000);

it('edits a vehicle loaded from the server, with the quality-car switch', async () => {
  const user = setup();
  listReply([car(7, 'VTE 5678')]);
  mock
    .onGet('/system/car/7')
    .reply(200, { code: 200, msg: 'ok', data: car(7, 'VTE 5678', { remark: 'Spare key' }) });
  mock.onPut('/system/car').reply(200, { code: 200, msg: 'ok' });
  renderWithStore(<CarListPage />, { permissions: ALL });

  const row = (await screen.findByText('VTE 5678')).closest('tr') as HTMLElement;
  await user.click(within(row).getByRole('button', { name: /Edit/ }));
  const dialog = (await screen.findByText('Edit vehicle')).closest('[role="dialog"]') as HTMLElement;
  const brand = await within(dialog).findByLabelText('Brand');
  expect(brand).toHaveValue('Toyota');
  expect(within(dialog).getByLabelText('Remark')).toHaveValue('Spare key');
  const quality = within(dialog).getByRole('switch', { name: 'Quality car' });
  expect(quality).not.toBeChecked();
  await user.click(quality);
  expect(quality).toBeChecked();
  fireEvent.change(brand, { target: { value: 'Toyota GR' } });
  await user.click(within(dialog).getByRole('button', { name: /Save/ }));

  await waitFor(() => expect(mock.history.put).toHaveLength(1));
  expect(JSON.parse(mock.history.put?.[0]?.data as string)).toMatchObject({
    id: 7,
    plateNumber: 'VTE 5678',
    brand: 'Toyota GR',
    qualityCar: true,
    remark: 'Spare key',
    carStatus: 'rented',
  });
  await waitFor(() => expect(notifier.success).toHaveBeenCalledWith('Vehicle saved'));
});

it('refuses image paths the server would refuse', async () => {
  const user = setup();
  listReply([car(7, 'VTE 5678')]);
  mock.onGet('/system/car/7').reply(200, {
    code: 200,
    msg: 'ok',
    data: car(7, 'VTE 5678', { images: '/profile/a.jpg,ftp://x/b.jpg' }),
  });
  renderWithStore(<CarListPage />, { permissions: ALL });

  const row = (await screen.findByText('VTE 5678')).closest('tr') as HTMLElement;
  await user.click(within(row).getByRole('button', { name: /Edit/ }));
  const dialog = (await screen.findByText('Edit vehicle')).closest('[role="dialog"]') as HTMLElement;
  await within(dialog).findByLabelText('Brand');
  await user.click(within(dialog).getByRole('button', { name: /Save/ }));

  expect(
    await within(dialog).findByText('Image addresses must start with http:// or http://localhost'),
  ).toBeInTheDocument();
  expect(mock.history.put).toHaveLength(0);
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

it('deletes the selected vehicles in one call after confirmation', async () => {
  const user = setup();
  listReply([car(4, 'VTE 1111'), car(5, 'VTE 2222')]);
  mock.onDelete('/system/car/4,5').reply(200, { code: 200, msg: 'ok' });
  renderWithStore(<CarListPage />, { permissions: ALL });

  await screen.findByText('VTE 1111');
  for (const plate of ['VTE 1111', 'VTE 2222']) {
    const row = screen.getByText(plate).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('checkbox'));
  }
  await user.click(screen.getAllByRole('button', { name: /Delete/ })[0] as HTMLElement);

  await waitFor(() => expect(mock.history.delete).toHaveLength(1));
  expect(notifier.confirm).toHaveBeenCalledWith(
    expect.objectContaining({ content: 'Delete the 2 selected vehicles?' }),
  );
});

it('imports vehicles from a sheet to /system/car/importData and shows the per-row report', async () => {
  const user = setup();
  listReply([car(1, 'ກຂ 1234')]);
  mock.onPost('/system/car/importData').reply(200, {
    code: 200,
    msg: 'ok',
    data: {
      total: 2,
      inserted: 0,
      updated: 0,
      failed: 1,
      committed: false,
      errors: [{ row: 3, column: 'Plate number', message: 'Already in row 2' }],
    },
  });
  renderWithStore(<CarListPage />, { permissions: ALL });
  await screen.findByText('ກຂ 1234');

  await user.click(screen.getByRole('button', { name: /Import/ }));
  const dialog = (await screen.findByText('Import from Excel')).closest('[role="dialog"]') as HTMLElement;
  const sheet = new File(['xlsx'], 'cars.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
  await user.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, sheet);
  await user.click(within(dialog).getByRole('button', { name: /^Import$/ }));

  await waitFor(() => expect(mock.history.post).toHaveLength(1));
  expect(await within(dialog).findByText('Already in row 2')).toBeInTheDocument();
  expect(
    within(dialog).getByText('Nothing was written: fix the rows below and import the file again.'),
  ).toBeInTheDocument();
});

it('shows cards instead of a table below 992 px', async () => {
  window.innerWidth = 900;
  listReply([
    car(1, 'ກຂ 1234', { seatCount: 7, images: '/profile/upload/front.jpg,/profile/upload/back.jpg' }),
  ]);
  renderWithStore(<CarListPage />, { permissions: ALL });

  const card = (await screen.findByText('ກຂ 1234')).closest('.ant-card') as HTMLElement;
  expect(card).not.toBeNull();
  // (The card's lines are a description table; the list table is gone.)
  expect(document.querySelector('.ant-table')).toBeNull();
  expect(within(card).getByRole('img', { name: 'ກຂ 1234' })).toHaveAttribute(
    'src',
    '/web-api/profile/upload/front.jpg',
  );
  // The brand line shows the table's "brand model" cell.
  expect(within(card).getByText('Toyota Vios')).toBeInTheDocument();
  expect(within(card).getByText('Vios')).toBeInTheDocument();
  expect(within(card).getByText('7')).toBeInTheDocument();
  expect(await within(card).findByText('350,000 Lao kip (LAK)')).toBeInTheDocument();
  expect(await within(card).findByText('Rented')).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: /Edit/ })).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: /Delete/ })).toBeInTheDocument();
});

it('checks an image address before adding it: the host rule and the three image errors', async () => {
  const user = setup();
  listReply([]);
  renderWithStore(<CarListPage />, { permissions: ALL });
  const dialog = await openAddDialog(user);
  const address = within(dialog).getByLabelText('Or paste an image address (http://...)');
  const add = within(dialog).getByRole('button', { name: 'Add' });
  await user.click(within(dialog).getByRole('button', { name: /Save/ }));
  expect(await within(dialog).findByText('Please add at least one photo')).toBeInTheDocument();
  const tryAddress = async (url: string) => {
    fireEvent.change(address, { target: { value: url } });
    await user.click(add);
  };

  await tryAddress('ftp://cdn.example/car.jpg');
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'Image addresses must start with http:// or http://localhost',
  );
  imageAnswer({ ok: false });
  await tryAddress('https://cdn.example/missing.jpg');
  expect(await within(dialog).findByText('The image cannot be reached at this address')).toBeInTheDocument();
  imageAnswer({ ok: true, type: 'text/html' });
  await tryAddress('https://cdn.example/page');
  expect(
    await within(dialog).findByText('The address does not point to an image (invalid content type)'),
  ).toBeInTheDocument();
  // An unexpected failure after the request (reading the answer) is "validation failed".
  global.fetch = jest.fn(async () => ({ ok: true, headers: null }) as unknown as Response) as typeof fetch;
  await tryAddress('https://cdn.example/odd.jpg');
  expect(
    await within(dialog).findByText('The image could not be validated, please try again'),
  ).toBeInTheDocument();
});

it('offers lease, sell and end lease by status and permission, and leases with end after start', async () => {
  const user = setup();
  listReply([
    car(1, 'VTE 0001', { carStatus: 'pendingRent', rentPerDay: 100 }),
    car(2, 'VTE 0002', { carStatus: 'rented' }),
    car(3, 'VTE 0003', { carStatus: 'sold' }),
  ]);
  mock.onPut('/system/car/handleLease/1').reply(200, { code: 200, msg: 'ok' });
  mock.onPut('/system/car/handleEndLease/2').reply(200, { code: 200, msg: 'ok' });
  renderWithStore(<CarListPage />, { permissions: [...ALL, 'vehicle:car:lease'] });

  const rowOf = async (plate: string) => (await screen.findByText(plate)).closest('tr') as HTMLElement;
  const free = await rowOf('VTE 0001');
  const rented = await rowOf('VTE 0002');
  const sold = await rowOf('VTE 0003');
  expect(within(free).getByRole('button', { name: 'Lease out' })).toBeInTheDocument();
  expect(within(free).getByRole('button', { name: 'Sell' })).toBeInTheDocument();
  expect(within(rented).queryByRole('button', { name: 'Lease out' })).toBeNull();
  expect(within(rented).getByRole('button', { name: 'End lease' })).toBeInTheDocument();
  expect(within(sold).queryByRole('button', { name: /Lease out|Sell|End lease/ })).toBeNull();

  await user.click(within(rented).getByRole('button', { name: 'End lease' }));
  await waitFor(() => expect(mock.history.put).toHaveLength(1));
  expect(mock.history.put?.[0]?.url).toBe('/system/car/handleEndLease/2');

  await user.click(within(free).getByRole('button', { name: 'Lease out' }));
  const dialog = (await screen.findByText('Lease out Toyota Vios (VTE 0001)')).closest(
    '[role="dialog"]',
  ) as HTMLElement;
  fireEvent.change(within(dialog).getByPlaceholderText('e.g. CL-2026-0001'), { target: { value: 'CL-1' } });
  fireEvent.change(within(dialog).getByLabelText('Customer'), { target: { value: 'Somchai' } });
  const start = within(dialog).getByLabelText('Start date');
  const end = within(dialog).getByLabelText('End date');
  await user.click(start);
  await user.type(start, '2026-03-10{enter}');
  await user.click(end);
  await user.type(end, '2026-03-10{enter}');
  await user.click(within(dialog).getByRole('button', { name: /Confirm|OK/ }));
  expect(await within(dialog).findByText('The end date must be after the start date')).toBeInTheDocument();
  await user.clear(end);
  await user.type(end, '2026-03-13{enter}');
  fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '300' } });
  await user.click(within(dialog).getByRole('button', { name: /Confirm|OK/ }));
  await waitFor(() => expect(mock.history.put).toHaveLength(2));
  expect(JSON.parse(mock.history.put?.[1]?.data as string)).toEqual({
    type: 'day',
    leaseOrderNumber: 'CL-1',
    customerName: 'Somchai',
    customerPhone: null,
    startDate: '2026-03-10',
    endDate: '2026-03-13',
    amount: 300,
    currency: 'LAK',
    remark: null,
  });
  await waitFor(() => expect(notifier.success).toHaveBeenCalledWith('The vehicle is leased out'));
});

it('shows a vehicle with its leases and status history in the detail drawer', async () => {
  const user = setup();
  listReply([car(4, 'VTE 0004', { carStatus: 'rented' })]);
  mock.onGet('/system/car/4').reply(200, {
    code: 200,
    msg: 'ok',
    data: {
      ...car(4, 'VTE 0004', { carStatus: 'rented', leaseOrderNumber: 'CL-9' }),
      history: [
        {
          fromStatus: 'pendingRent',
          toStatus: 'rented',
          action: 'lease',
          note: 'CL-9',
          operator: 'admin',
          time: '2026-03-01 10:00:00',
        },
        {
          fromStatus: null,
          toStatus: 'pendingRent',
          action: 'add',
          note: null,
          operator: 'admin',
          time: '2026-02-01 10:00:00',
        },
      ],
      leases: [
        {
          id: 9,
          carId: 4,
          plateNumber: 'VTE 0004',
          type: 'month',
          leaseOrderNumber: 'CL-9',
          customerName: 'Keo',
          customerPhone: null,
          startDate: '2026-03-01',
          endDate: '2026-06-01',
          amount: 9000000,
          currency: 'LAK',
          status: 'active',
          remark: null,
          createBy: 'admin',
          createTime: '2026-03-01 10:00:00',
          updateBy: '',
          updateTime: null,
        },
      ],
    },
  });
  renderWithStore(<CarListPage />, { permissions: ALL });
  const row = (await screen.findByText('VTE 0004')).closest('tr') as HTMLElement;
  await user.click(within(row).getByRole('button', { name: 'Details' }));
  const drawer = (await screen.findByText('Vehicle details')).closest('.ant-drawer') as HTMLElement;
  expect(await within(drawer).findByText('Keo')).toBeInTheDocument();
  expect(within(drawer).getByText('By the month')).toBeInTheDocument();
  expect(within(drawer).getByText('Active')).toBeInTheDocument();
  expect(within(drawer).getByText('Leased out')).toBeInTheDocument();
  expect(within(drawer).getByText('Added')).toBeInTheDocument();
  expect(within(drawer).getByText('2026-03-01 to 2026-06-01')).toBeInTheDocument();
});
