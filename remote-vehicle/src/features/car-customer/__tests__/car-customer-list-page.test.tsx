import type { Customer } from '@agency/shared/features/customer/types/customer';
import { setUpEnglishTexts } from '@agency/shared/testing/english-texts';
import { replyNoDictsNorColumns, setUpMockServer } from '@agency/shared/testing/mock-server';
import { renderWithStore } from '@agency/shared/testing/render-with-store';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { registerVehicleLocales } from '../../../i18n/vehicle-locales';
import CarCustomerListPage from '../pages/car-customer-list-page';

configure({ defaultHidden: true });

const customer: Customer = {
  id: 7,
  clientName: 'Mr Bounmy',
  phoneNumber: '020 5551 2345',
  email: '',
  clientSource: null,
  budgetMin: null,
  budgetMax: null,
  currency: null,
  preferredAreas: null,
  layoutRequirement: null,
  carModelRequirement: 'Toyota Vios, automatic',
  expectedMoveInDate: null,
  otherRequirements: null,
  remark: null,
  status: 'new',
  createBy: 'admin',
  createTime: '2026-11-20 10:00:00',
  updateBy: '',
  updateTime: null,
};

const server = setUpMockServer();

setUpEnglishTexts(registerVehicleLocales);

beforeEach(() => {
  replyNoDictsNorColumns(server.mock, 'vehicle.customer');
  server.mock
    .onGet('/vehicle/customer/list')
    .reply(200, { code: 200, msg: 'ok', rows: [customer], total: 1 });
});

it('lists the car customers with their car model and needs one to add a customer', async () => {
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  renderWithStore(<CarCustomerListPage />, {
    permissions: ['vehicle:customer:list', 'vehicle:customer:add', 'vehicle:customer:query'],
  });
  const row = (await screen.findByText('Mr Bounmy')).closest('tr') as HTMLElement;
  expect(within(row).getByText('Toyota Vios, automatic')).toBeInTheDocument();
  expect(screen.getAllByPlaceholderText('For example SUV, automatic').length).toBeGreaterThan(0);

  await user.click(screen.getByRole('button', { name: /Add/ }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByPlaceholderText("Enter the client's name"), 'Ms Keo');
  await user.type(within(dialog).getByPlaceholderText('For example 020 5555 1234'), '020 5550 1111');
  await user.click(within(dialog).getByRole('button', { name: /OK|Save|Confirm/ }));
  expect(await within(dialog).findByText('Enter the car model the customer wants')).toBeInTheDocument();
  expect(server.mock.history.post).toHaveLength(0);
  // The house layout requirement is not asked on the vehicle screen.
  expect(within(dialog).queryByPlaceholderText('For example 3 bedrooms, 2 bathrooms')).toBeNull();

  server.mock.onPost('/vehicle/customer').reply(200, { code: 200, msg: 'ok' });
  await user.type(within(dialog).getByPlaceholderText('For example SUV, automatic'), 'Honda City');
  await user.click(within(dialog).getByRole('button', { name: /OK|Save|Confirm/ }));
  await waitFor(() => expect(server.mock.history.post).toHaveLength(1));
  expect(JSON.parse(String(server.mock.history.post[0]?.data))).toMatchObject({
    clientName: 'Ms Keo',
    phoneNumber: '020 5550 1111',
    carModelRequirement: 'Honda City',
  });

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  // Details: every field and the status history, from the vehicle route.
  server.mock.onGet('/vehicle/customer/7').reply(200, {
    code: 200,
    msg: 'ok',
    data: {
      ...customer,
      statusHistory: [
        { fromStatus: null, toStatus: 'new', operator: 'driver', operTime: '2026-11-20 10:00:00' },
      ],
    },
  });
  await user.click(within(row).getByRole('button', { name: /Details/ }));
  expect(await screen.findByText('Customer: Mr Bounmy')).toBeInTheDocument();
  expect(await screen.findByText(/by driver at 2026-11-20 10:00:00/)).toBeInTheDocument();
});
