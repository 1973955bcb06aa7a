import { setUpEnglishTexts } from '@agency/shared/testing/english-texts';
import { replyDict, setUpMockServer } from '@agency/shared/testing/mock-server';
import { renderWithStore } from '@agency/shared/testing/render-with-store';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { registerHouseLocales } from '../../../i18n/house-locales';
import { LeaseExpiresForm } from '../components/lease-expires-form';
import type { LeaseExpires } from '../types/lease-expires';

configure({ defaultHidden: true });

const server = setUpMockServer();

setUpEnglishTexts(registerHouseLocales);

beforeEach(() => {
  replyDict(server.mock, 'lease_reminder_unit', [
    ['day', 'Day'],
    ['month', 'Month'],
  ]);
  server.mock.onGet('/houseLeaseExpires/houseOptions').reply(200, {
    code: 200,
    msg: 'ok',
    data: [{ id: 7, name: 'Villa 220 m²', houseCode: 'H2611230001' }],
  });
});

const setup = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

it('adds through POST /houseLeaseExpires/add: tenant, dates with the end after the start, lead and unit', async () => {
  const user = setup();
  server.mock.onPost('/houseLeaseExpires/add').reply(200, { code: 200, msg: 'ok' });
  const onClose = jest.fn();
  renderWithStore(<LeaseExpiresForm onClose={onClose} />, { permissions: ['*:*:*'] });

  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Add lease reminder');
  await user.click(within(dialog).getByRole('button', { name: /Save/ }));
  expect(await within(dialog).findByText("Please enter the tenant's name")).toBeInTheDocument();
  expect(within(dialog).getByText('Please choose the start date')).toBeInTheDocument();
  expect(within(dialog).getByText('Please choose the end date')).toBeInTheDocument();

  await user.type(within(dialog).getByLabelText('Tenant name'), 'Somchai');
  await user.type(within(dialog).getByLabelText('Start date'), '2026-07-01{Enter}');
  await user.type(within(dialog).getByLabelText('End date'), '2026-06-30{Enter}');
  await user.click(within(dialog).getByRole('button', { name: /Save/ }));
  expect(await within(dialog).findByText('The end date must be after the start date')).toBeInTheDocument();
  expect(server.mock.history.post).toHaveLength(0);

  const end = within(dialog).getByLabelText('End date');
  await user.clear(end);
  await user.type(end, '2027-06-30{Enter}');
  await user.click(within(dialog).getByRole('button', { name: /Save/ }));
  await waitFor(() => expect(server.mock.history.post).toHaveLength(1));
  expect(JSON.parse(server.mock.history.post?.[0]?.data as string)).toEqual({
    roomId: null,
    tenantName: 'Somchai',
    tenantPhone: null,
    startDate: '2026-07-01',
    endDate: '2027-06-30',
    reminderLead: 1,
    reminderUnit: 'month',
    remark: null,
  });
  await waitFor(() => expect(server.notifier.success).toHaveBeenCalledWith('Lease reminder added'));
  expect(onClose).toHaveBeenCalled();
});

it('edits with PUT /houseLeaseExpires and shows the server field errors beside their fields', async () => {
  const user = setup();
  server.mock.onPut('/houseLeaseExpires').reply(200, {
    code: 500,
    msg: 'Invalid request: The house does not exist',
    fieldErrors: [{ field: 'roomId', message: 'The house does not exist' }],
  });
  const row: LeaseExpires = {
    id: 3,
    roomId: 7,
    houseName: 'Villa 220 m²',
    tenantName: 'Noy',
    tenantPhone: '020 5555 1234',
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    reminderLead: 2,
    reminderUnit: 'day',
    reminderStatus: 'notDue',
    remindDate: '2026-12-29',
    remark: null,
    createBy: 'admin',
    createTime: null,
    updateBy: '',
    updateTime: null,
  };
  const onClose = jest.fn();
  renderWithStore(<LeaseExpiresForm row={row} onClose={onClose} />, { permissions: ['*:*:*'] });
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Edit lease reminder');
  await user.click(within(dialog).getByRole('button', { name: /Save/ }));
  await waitFor(() => expect(server.mock.history.put).toHaveLength(1));
  expect(JSON.parse(server.mock.history.put?.[0]?.data as string)).toMatchObject({
    id: 3,
    roomId: 7,
    tenantName: 'Noy',
    reminderLead: 2,
    reminderUnit: 'day',
  });
  expect(await within(dialog).findByText('The house does not exist')).toBeInTheDocument();
  expect(onClose).not.toHaveBeenCalled();
});
