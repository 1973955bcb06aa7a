import { renderWithStore } from '@agency/shared/testing/render-with-store';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import CarListPage from '../pages/car-list-page';
import {
  ALL,
  car,
  currentUrl,
  imageAnswer,
  listCalls,
  listReply,
  openAddDialog,
  server,
  setup,
} from './car-page-fixture';

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

  // The filter drawer is drawn when first opened, not with the list, and shows the link's filters.
  expect(document.querySelector('.ant-drawer')).toBeNull();
  await user.click(filterButton);
  const drawer = await screen.findByRole('dialog');
  expect(await within(drawer).findByText('SUV')).toBeInTheDocument();
  expect(within(drawer).getByText('Rented')).toBeInTheDocument();
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
  expect(server.mock.history.post).toHaveLength(0);
});

it('adds a vehicle with a dictionary select and the form defaults', async () => {
  const user = setup();
  listReply([]);
  server.mock.onPost('/system/car').reply(200, { code: 200, msg: 'ok' });
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

  await waitFor(() => expect(server.mock.history.post).toHaveLength(1));
  expect(JSON.parse(server.mock.history.post?.[0]?.data as string)).toMatchObject({
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
  await waitFor(() => expect(server.notifier.success).toHaveBeenCalledWith('Vehicle added'));
  await waitFor(() => expect(listCalls()).toHaveLength(2));
  // The longest form of the suite (every field rendered, a photo added): slow on a busy machine.
}, 180_000);

it('edits a vehicle loaded from the server, with the quality-car switch', async () => {
  const user = setup();
  listReply([car(7, 'VTE 5678')]);
  server.mock
    .onGet('/system/car/7')
    .reply(200, { code: 200, msg: 'ok', data: car(7, 'VTE 5678', { remark: 'Spare key' }) });
  server.mock.onPut('/system/car').reply(200, { code: 200, msg: 'ok' });
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

  await waitFor(() => expect(server.mock.history.put).toHaveLength(1));
  expect(JSON.parse(server.mock.history.put?.[0]?.data as string)).toMatchObject({
    id: 7,
    plateNumber: 'VTE 5678',
    brand: 'Toyota GR',
    qualityCar: true,
    remark: 'Spare key',
    carStatus: 'rented',
  });
  await waitFor(() => expect(server.notifier.success).toHaveBeenCalledWith('Vehicle saved'));
});

it('refuses image paths the server would refuse', async () => {
  const user = setup();
  listReply([car(7, 'VTE 5678')]);
  server.mock.onGet('/system/car/7').reply(200, {
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
  expect(server.mock.history.put).toHaveLength(0);
});
