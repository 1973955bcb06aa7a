import { renderWithStore } from '@agency/shared/testing/render-with-store';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import HouseRoomListPage from '../pages/house-room-list-page';
import type { HouseRoom } from '../types/house-room';
import { ALL, house, setUpHouseTests } from './house-fixtures';
import '../../../page-registry';

const server = setUpHouseTests();

const listReply = (rows: HouseRoom[], total = rows.length) =>
  server.mock.onGet('/system/houseRoom/list').reply(200, { code: 200, msg: 'ok', rows, total });

const listCalls = () =>
  server.mock.history.get?.filter((call) => call.url === '/system/houseRoom/list') ?? [];
const lastListParams = () => listCalls().at(-1)?.params as unknown;
const setup = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const rowOf = async (code: string) => (await screen.findByText(code)).closest('tr') as HTMLElement;

it('lists the houses with the name in the reader language, layout and price with currency and unit', async () => {
  listReply([house(1)], 41);
  renderWithStore(<HouseRoomListPage />, { permissions: ALL });

  const row = await rowOf('H240601001');
  await waitFor(() => expect(row).toHaveTextContent('Villa 187 m²'));
  await waitFor(() => expect(row).toHaveTextContent('2,500 US dollar (USD) / Month'));
  expect(row).toHaveTextContent('3-2-2');
  expect(row).toHaveTextContent('Nongbone Garden');
  expect(screen.getByText('Total 41 items')).toBeInTheDocument();
  expect(lastListParams()).toEqual({ pageNum: 1, pageSize: 20 });
});

it('keeps the filters in the URL, sends the ranges as min/max and refuses min above max', async () => {
  const user = setup();
  listReply([house(1)]);
  renderWithStore(<HouseRoomListPage />, { permissions: ALL, url: '/page?status=pendingRent&rentMin=1000' });
  await rowOf('H240601001');
  expect(listCalls()[0]?.params).toEqual({ status: 'pendingRent', rentMin: 1000, pageNum: 1, pageSize: 20 });

  await user.type(screen.getByRole('textbox', { name: 'Location' }), 'Nong');
  await user.type(screen.getByRole('spinbutton', { name: 'Area (m²) From' }), '100');
  await user.type(screen.getByRole('spinbutton', { name: 'Area (m²) To' }), '200');
  await user.click(screen.getByRole('button', { name: /Search/ }));
  await waitFor(() =>
    expect(lastListParams()).toEqual({
      status: 'pendingRent',
      location: 'Nong',
      areaMin: 100,
      areaMax: 200,
      rentMin: 1000,
      pageNum: 1,
      pageSize: 20,
    }),
  );
  expect(screen.getByTestId('current-url')).toHaveTextContent('location=Nong');
  expect(screen.getByTestId('current-url')).toHaveTextContent('areaMin=100&areaMax=200');

  const calls = listCalls().length;
  await user.type(screen.getByRole('spinbutton', { name: 'Rent To' }), '500');
  await user.click(screen.getByRole('button', { name: /Search/ }));
  expect(await screen.findByText('The lower value must not be above the upper one')).toBeInTheDocument();
  expect(listCalls()).toHaveLength(calls);
});

it('shows the state buttons by status and permission', async () => {
  listReply([
    house(1, { status: 'pendingReview' }),
    house(2, { status: 'pendingRent' }),
    house(3, { status: 'notSold', rent: null, salePrice: 90000 }),
    house(4, { status: 'offShelf' }),
    house(5, { status: 'rented' }),
    house(6, { status: 'sold' }),
  ]);
  const { unmount } = renderWithStore(<HouseRoomListPage />, { permissions: ALL });
  const buttons = async (code: string) =>
    within(await rowOf(code))
      .getAllByRole('button')
      .map((button) => button.textContent?.trim())
      .filter((label) =>
        ['Review', 'Take off', 'Put on', 'Rent out', 'Mark sold', 'End lease'].includes(label ?? ''),
      );

  expect(await buttons('H240601001')).toEqual(['Review', 'Put on']);
  expect(await buttons('H240601002')).toEqual(['Rent out', 'Take off']);
  expect(await buttons('H240601003')).toEqual(['Mark sold', 'Take off']);
  expect(await buttons('H240601004')).toEqual(['Put on']);
  expect(await buttons('H240601005')).toEqual(['End lease']);
  expect(await buttons('H240601006')).toEqual([]);
  unmount();

  // Without house:room:close and :rent the take-off and rent-out buttons are gone.
  renderWithStore(<HouseRoomListPage />, {
    permissions: ALL.filter((permission) => !['house:room:close', 'house:room:rent'].includes(permission)),
  });
  expect(await buttons('H240601002')).toEqual([]);
  expect(await buttons('H240601001')).toEqual(['Review', 'Put on']);
});

it('takes off after confirmation, puts on, reviews, marks sold and ends a lease with their calls', async () => {
  const user = setup();
  listReply([
    house(1, { status: 'pendingReview' }),
    house(2, { status: 'pendingRent' }),
    house(3, { status: 'notSold' }),
    house(4, { status: 'offShelf' }),
    house(5, { status: 'rented' }),
  ]);
  server.mock.onPut(/\/system\/houseRoom\/handle/).reply(200, { code: 200, msg: 'ok' });
  renderWithStore(<HouseRoomListPage />, { permissions: ALL });

  server.notifier.confirm.mockResolvedValueOnce(false);
  await user.click(within(await rowOf('H240601002')).getByRole('button', { name: 'Take off' }));
  await waitFor(() =>
    expect(server.notifier.confirm).toHaveBeenCalledWith(
      expect.objectContaining({ content: 'Take the house "Villa 187 m²" off the market?' }),
    ),
  );
  expect(server.mock.history.put).toHaveLength(0);

  await user.click(within(await rowOf('H240601002')).getByRole('button', { name: 'Take off' }));
  await waitFor(() => expect(server.notifier.success).toHaveBeenCalledWith('Successfully taken off'));

  // Put on a house never reviewed: "Please audit first", no call.
  await user.click(within(await rowOf('H240601001')).getByRole('button', { name: 'Put on' }));
  expect(server.notifier.warning).toHaveBeenCalledWith('Please audit first');

  await user.click(within(await rowOf('H240601001')).getByRole('button', { name: 'Review' }));
  await waitFor(() =>
    expect(server.notifier.success).toHaveBeenCalledWith('The house is reviewed and listed'),
  );
  await user.click(within(await rowOf('H240601004')).getByRole('button', { name: 'Put on' }));
  await waitFor(() =>
    expect(server.notifier.success).toHaveBeenCalledWith('The house is on the market again'),
  );
  await user.click(within(await rowOf('H240601003')).getByRole('button', { name: 'Mark sold' }));
  await waitFor(() => expect(server.notifier.success).toHaveBeenCalledWith('The house is marked as sold'));
  await user.click(within(await rowOf('H240601005')).getByRole('button', { name: 'End lease' }));
  await waitFor(() => expect(server.notifier.success).toHaveBeenCalledWith('The lease has ended'));

  expect(server.mock.history.put?.map((call) => call.url)).toEqual([
    '/system/houseRoom/handleClose/2',
    '/system/houseRoom/handleAudit/1',
    '/system/houseRoom/handleOpen/4',
    '/system/houseRoom/handleSold/3',
    '/system/houseRoom/handleEndLease/5',
  ]);
});
