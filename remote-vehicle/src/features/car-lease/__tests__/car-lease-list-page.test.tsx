import { setUpEnglishTexts } from '@agency/shared/testing/english-texts';
import { replyNoDictsNorColumns, setUpMockServer } from '@agency/shared/testing/mock-server';
import { renderWithStore } from '@agency/shared/testing/render-with-store';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { registerVehicleLocales } from '../../../i18n/vehicle-locales';
import type { CarLease } from '../../car/types/car';
import CarLeaseListPage from '../pages/car-lease-list-page';

configure({ defaultHidden: true });

const lease = (id: number, order: string, status: CarLease['status']): CarLease => ({
  id,
  carId: id,
  plateNumber: `VTE ${id}`,
  type: 'day',
  leaseOrderNumber: order,
  customerName: 'Somchai',
  customerPhone: null,
  startDate: '2026-03-01',
  endDate: '2026-03-10',
  amount: 3_000_000,
  currency: 'LAK',
  status,
  remark: null,
  createBy: 'admin',
  createTime: '2026-03-01 10:00:00',
  updateBy: '',
  updateTime: null,
});

const server = setUpMockServer();

setUpEnglishTexts(registerVehicleLocales);

beforeEach(() => {
  replyNoDictsNorColumns(server.mock, 'vehicle.carLease');
  server.mock.onGet('/system/carLease/list').reply(200, {
    code: 200,
    msg: 'ok',
    rows: [lease(1, 'CL-1', 'active'), lease(2, 'CL-2', 'endedEarly')],
    total: 2,
  });
});

it('lists the leases read only, and ends an active one early after a confirmation', async () => {
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  server.mock.onPut('/system/carLease/endEarly/1').reply(200, { code: 200, msg: 'ok' });
  renderWithStore(<CarLeaseListPage />, {
    permissions: ['vehicle:lease:list', 'vehicle:lease:edit', 'vehicle:lease:export'],
  });

  const active = (await screen.findByText('CL-1')).closest('tr') as HTMLElement;
  const ended = screen.getByText('CL-2').closest('tr') as HTMLElement;
  expect(within(active).getByText('By the day')).toBeInTheDocument();
  expect(within(ended).getByText('Ended early')).toBeInTheDocument();
  expect(within(ended).queryByRole('button', { name: 'End early' })).toBeNull();
  expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
  expect(screen.getByRole('button', { name: /Export/ })).toBeInTheDocument();

  await user.click(within(active).getByRole('button', { name: 'End early' }));
  await waitFor(() => expect(server.mock.history.put).toHaveLength(1));
  expect(server.notifier.confirm).toHaveBeenCalledWith(
    expect.objectContaining({
      content: 'End the lease CL-1 of VTE 1 now? The vehicle will be for rent again.',
    }),
  );
  await waitFor(() => expect(server.notifier.success).toHaveBeenCalledWith('The lease has ended'));
});
