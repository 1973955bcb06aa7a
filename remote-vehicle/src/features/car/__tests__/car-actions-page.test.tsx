import { importSheet, replyImportReport } from '@agency/shared/testing/import-steps';
import { renderWithStore } from '@agency/shared/testing/render-with-store';
import { deleteCheckedRows, deleteRowAfterOneRefusal } from '@agency/shared/testing/row-delete-steps';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import CarListPage from '../pages/car-list-page';
import { ALL, car, imageAnswer, listReply, openAddDialog, server, setup } from './car-page-fixture';

it('asks before deleting a vehicle and deletes it on confirmation', async () => {
  const user = setup();
  listReply([car(8, 'VTE 5678')]);
  server.mock.onDelete('/system/car/8').reply(200, { code: 200, msg: 'ok' });
  renderWithStore(<CarListPage />, { permissions: ALL });

  await deleteRowAfterOneRefusal(server, user, 'VTE 5678', 'Delete the vehicle VTE 5678?');
});

it('deletes the selected vehicles in one call after confirmation', async () => {
  const user = setup();
  listReply([car(4, 'VTE 1111'), car(5, 'VTE 2222')]);
  server.mock.onDelete('/system/car/4,5').reply(200, { code: 200, msg: 'ok' });
  renderWithStore(<CarListPage />, { permissions: ALL });

  await deleteCheckedRows(server, user, ['VTE 1111', 'VTE 2222'], 'Delete the 2 selected vehicles?');
});

it('imports vehicles from a sheet to /system/car/importData and shows the per-row report', async () => {
  const user = setup();
  listReply([car(1, 'ກຂ 1234')]);
  replyImportReport(server.mock, '/system/car/importData', {
    total: 2,
    committed: false,
    errors: [{ row: 3, column: 'Plate number', message: 'Already in row 2' }],
  });
  renderWithStore(<CarListPage />, { permissions: ALL });
  await screen.findByText('ກຂ 1234');

  const dialog = await importSheet(user, 'cars.xlsx');

  await waitFor(() => expect(server.mock.history.post).toHaveLength(1));
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
  server.mock.onPut('/system/car/handleLease/1').reply(200, { code: 200, msg: 'ok' });
  server.mock.onPut('/system/car/handleEndLease/2').reply(200, { code: 200, msg: 'ok' });
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
  await waitFor(() => expect(server.mock.history.put).toHaveLength(1));
  expect(server.mock.history.put?.[0]?.url).toBe('/system/car/handleEndLease/2');

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
  await waitFor(() => expect(server.mock.history.put).toHaveLength(2));
  expect(JSON.parse(server.mock.history.put?.[1]?.data as string)).toEqual({
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
  await waitFor(() => expect(server.notifier.success).toHaveBeenCalledWith('The vehicle is leased out'));
});

it('shows a vehicle with its leases and status history in the detail drawer', async () => {
  const user = setup();
  listReply([car(4, 'VTE 0004', { carStatus: 'rented' })]);
  server.mock.onGet('/system/car/4').reply(200, {
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
