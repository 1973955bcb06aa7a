import { renderWithStore } from '@agency/shared/testing/render-with-store';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { LeaseDialog } from '../components/lease-dialog';
import { ALL, house, setUpHouseTests } from './house-fixtures';
import '../../../page-registry';

const server = setUpHouseTests();

const setup = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

it('rents out through the lease dialog, whose end date must be after the start', async () => {
  const user = setup();
  server.mock.onPut('/system/houseRoom/handlePush/2').reply(200, { code: 200, msg: 'ok' });
  const onClose = jest.fn();
  renderWithStore(<LeaseDialog row={house(2, { status: 'pendingRent' })} onClose={onClose} />, {
    permissions: ALL,
  });

  const dialog = await screen.findByRole('dialog');
  // The type's label comes with its dictionary, which loads after the dialog opens.
  await waitFor(() => expect(dialog).toHaveTextContent('Rent out "Villa 187 m²"'));
  await user.click(within(dialog).getByRole('button', { name: /Confirm/ }));
  expect(await within(dialog).findByText('Please enter the tenant name')).toBeInTheDocument();
  expect(within(dialog).getByText('Please choose the start date')).toBeInTheDocument();
  expect(within(dialog).getByText('Please choose the end date')).toBeInTheDocument();

  await user.type(within(dialog).getByLabelText('Tenant'), 'Khamla');
  await user.type(within(dialog).getByLabelText('Start date'), '2024-07-01{Enter}');
  await user.type(within(dialog).getByLabelText('End date'), '2024-07-01{Enter}');
  await user.click(within(dialog).getByRole('button', { name: /Confirm/ }));
  expect(await within(dialog).findByText('The end date must be after the start date')).toBeInTheDocument();
  expect(server.mock.history.put).toHaveLength(0);

  const end = within(dialog).getByLabelText('End date');
  await user.clear(end);
  await user.type(end, '2025-06-30{Enter}');
  await user.click(within(dialog).getByRole('button', { name: /Confirm/ }));
  await waitFor(() => expect(server.mock.history.put).toHaveLength(1));
  expect(JSON.parse(server.mock.history.put?.[0]?.data as string)).toEqual({
    tenantName: 'Khamla',
    tenantPhone: null,
    startDate: '2024-07-01',
    endDate: '2025-06-30',
    rent: 2500,
    currency: 'USD',
    remark: null,
  });
  await waitFor(() => expect(server.notifier.success).toHaveBeenCalledWith('The house is rented out'));
  expect(onClose).toHaveBeenCalled();
});
