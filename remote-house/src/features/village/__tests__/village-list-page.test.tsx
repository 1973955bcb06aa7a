import { setUpEnglishTexts } from '@agency/shared/testing/english-texts';
import { importSheet, replyImportReport } from '@agency/shared/testing/import-steps';
import { setUpMockServer } from '@agency/shared/testing/mock-server';
import { renderWithStore } from '@agency/shared/testing/render-with-store';
import { deleteCheckedRows, deleteRowAfterOneRefusal } from '@agency/shared/testing/row-delete-steps';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { registerHouseLocales } from '../../../i18n/house-locales';
import VillageListPage from '../pages/village-list-page';
import type { Village } from '../types/village';
import '../../../page-registry';

const ALL = [
  'house:village:list',
  'house:village:query',
  'house:village:add',
  'house:village:edit',
  'house:village:remove',
  'house:village:export',
];

const village = (id: number, name: string, extra: Partial<Village> = {}): Village => ({
  id,
  name,
  area: 1200.5,
  year: '2015',
  buildingType: 'Villa',
  greeningRate: 35,
  introduction: null,
  developerId: null,
  developerName: null,
  remark: null,
  createBy: 'admin',
  createTime: '2024-05-01 10:00:00',
  updateBy: '',
  updateTime: null,
  ...extra,
});

// Role queries skip the costly visibility check (antd renders large trees).
configure({ defaultHidden: true });

const server = setUpMockServer();

setUpEnglishTexts(registerHouseLocales);

function listReply(rows: Village[], total = rows.length) {
  server.mock.onGet('/system/houseVillage/list').reply(200, { code: 200, msg: 'ok', rows, total });
  // No saved column choice unless a test says so.
  server.mock.onGet(/\/system\/user\/columnSettings\//).reply(200, { code: 200, msg: 'ok', data: null });
  server.mock.onGet('/system/developer/options').reply(200, {
    code: 200,
    msg: 'ok',
    data: [{ developerId: 3, companyName: 'Phongsavanh Land' }],
  });
}

/** The params of the latest list call. */
const lastListParams = () =>
  server.mock.history.get?.filter((call) => call.url === '/system/houseVillage/list').at(-1)
    ?.params as unknown;

it('lists the villages of the first page, 20 a page', async () => {
  listReply([village(1, 'Nongbone Garden'), village(2, 'Sisattanak Residence')], 45);
  renderWithStore(<VillageListPage />, { permissions: ALL });

  expect(await screen.findByText('Nongbone Garden')).toBeInTheDocument();
  expect(screen.getByText('Sisattanak Residence')).toBeInTheDocument();
  expect(screen.getAllByText('35 %')).toHaveLength(2);
  expect(screen.getByText('Total 45 items')).toBeInTheDocument();
  expect(lastListParams()).toEqual({ pageNum: 1, pageSize: 20 });
});

it("shows each village's developer", async () => {
  listReply([
    village(1, 'Nongbone Garden', { developerId: 3, developerName: 'Phongsavanh Land' }),
    village(2, 'Sisattanak Residence'),
  ]);
  renderWithStore(<VillageListPage />, { permissions: ALL });
  const row = (await screen.findByText('Nongbone Garden')).closest('tr') as HTMLElement;
  expect(row).toHaveTextContent('Phongsavanh Land');
  expect(screen.getByRole('columnheader', { name: 'Developer' })).toBeInTheDocument();
});

it('searches by name, area and creation date from page 1', async () => {
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  listReply([village(1, 'Nongbone Garden')]);
  renderWithStore(<VillageListPage />, { permissions: ALL });
  await screen.findByText('Nongbone Garden');

  await user.type(screen.getByRole('textbox', { name: 'Village name' }), '  Nong ');
  await user.type(screen.getByRole('spinbutton', { name: 'Area (m²)' }), '1200');
  await user.click(screen.getByRole('button', { name: /Search/ }));

  await waitFor(() =>
    expect(lastListParams()).toEqual({ name: 'Nong', area: 1200, pageNum: 1, pageSize: 20 }),
  );
  // The filters are in the URL: a reload or a copied link shows the same list.
  expect(screen.getByTestId('current-url')).toHaveTextContent('/page?name=Nong&area=1200');
});

it('reads page, sort and filters back from the URL, and fills the search panel', async () => {
  listReply([village(1, 'Nongbone Garden')], 60);
  renderWithStore(<VillageListPage />, {
    permissions: ALL,
    url: '/page?name=Nong&params%5BbeginTime%5D=2024-01-01&pageNum=2&pageSize=50&orderByColumn=area&isAsc=desc',
  });
  await screen.findByText('Nongbone Garden');
  expect(server.mock.history.get?.[0]?.params).toEqual({
    name: 'Nong',
    params: { beginTime: '2024-01-01' },
    pageNum: 2,
    pageSize: 50,
    orderByColumn: 'area',
    isAsc: 'desc',
  });
  expect(screen.getByRole('textbox', { name: 'Village name' })).toHaveValue('Nong');
});

it('ignores junk in the URL instead of failing', async () => {
  listReply([village(1, 'Nongbone Garden')]);
  renderWithStore(<VillageListPage />, {
    permissions: ALL,
    url: '/page?pageNum=-3&pageSize=33&area=abc&orderByColumn=name%3B%20DROP%20TABLE%20x&params%5BbeginTime%5D=2024-13-45&unknown=1',
  });
  expect(await screen.findByText('Nongbone Garden')).toBeInTheDocument();
  expect(server.mock.history.get?.[0]?.params).toEqual({ pageNum: 1, pageSize: 20 });
});

it('keeps the column choice on the server and applies the saved one', async () => {
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  server.mock.onGet('/system/user/columnSettings/house.village').reply(200, {
    code: 200,
    msg: 'ok',
    data: {
      columns: [
        { key: 'year', visible: false },
        { key: 'name', visible: true },
      ],
    },
  });
  listReply([village(1, 'Nongbone Garden')]);
  server.mock.onPut('/system/user/columnSettings/house.village').reply(200, { code: 200, msg: 'ok' });
  renderWithStore(<VillageListPage />, { permissions: ALL });
  await screen.findByText('Nongbone Garden');
  // Saved: year hidden; the other columns keep their defaults.
  await waitFor(() =>
    expect(screen.queryByRole('columnheader', { name: 'Year built' })).not.toBeInTheDocument(),
  );
  expect(screen.getByRole('columnheader', { name: /Building type/ })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Show/hide columns' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByText('Building type'));
  await user.click(within(dialog).getAllByRole('button', { name: /right/ })[0] as HTMLElement);

  await waitFor(() => expect(server.mock.history.put).toHaveLength(1));
  const saved = JSON.parse(server.mock.history.put?.[0]?.data as string) as {
    columns: { key: string; visible: boolean }[];
  };
  expect(saved.columns.slice(0, 2)).toEqual([
    { key: 'year', visible: false },
    { key: 'name', visible: true },
  ]);
  expect(saved.columns).toContainEqual({ key: 'buildingType', visible: false });
  await waitFor(() =>
    expect(screen.queryByRole('columnheader', { name: /Building type/ })).not.toBeInTheDocument(),
  );
});

it('imports a sheet and shows the per-row report', async () => {
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  listReply([village(1, 'Nongbone Garden')]);
  replyImportReport(server.mock, '/system/houseVillage/importData', {
    msg: '2 imported, 1 failed',
    total: 3,
    committed: true,
    errors: [{ row: 3, column: 'Year built', message: 'The year must have 4 digits' }],
  });
  renderWithStore(<VillageListPage />, { permissions: [...ALL, 'house:village:import'] });
  await screen.findByText('Nongbone Garden');

  const dialog = await importSheet(user, 'villages.xlsx');

  expect(await within(dialog).findByText('3 rows read: 2 added, 0 updated, 1 failed.')).toBeInTheDocument();
  const reportRow = within(dialog).getByText('The year must have 4 digits').closest('tr') as HTMLElement;
  expect(reportRow).toHaveTextContent('3');
  expect(reportRow).toHaveTextContent('Year built');
  const sent = server.mock.history.post?.[0]?.data as FormData;
  expect((sent.get('file') as File).name).toBe('villages.xlsx');
  expect(sent.get('updateSupport')).toBe('false');
});

it('hides the add, edit, delete and export buttons from a user without those permissions', async () => {
  listReply([village(1, 'Nongbone Garden')]);
  renderWithStore(<VillageListPage />, { permissions: ['house:village:list'] });
  await screen.findByText('Nongbone Garden');

  for (const name of ['Add', 'Edit', 'Delete', 'Export']) {
    expect(screen.queryByRole('button', { name: new RegExp(name) })).not.toBeInTheDocument();
  }
});

it('validates the form: name required, year of 4 digits, greening rate 0-100', async () => {
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  listReply([]);
  renderWithStore(<VillageListPage />, { permissions: ALL });

  await user.click(await screen.findByRole('button', { name: /Add/ }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText('Year built'), '15');
  await user.type(within(dialog).getByLabelText('Greening rate (%)'), '150');
  await user.click(within(dialog).getByRole('button', { name: /Save/ }));

  expect(await within(dialog).findByText('Please enter the village name')).toBeInTheDocument();
  expect(within(dialog).getByText('The year must have 4 digits')).toBeInTheDocument();
  expect(within(dialog).getByText('The greening rate must be between 0 and 100')).toBeInTheDocument();
  expect(server.mock.history.post).toHaveLength(0);
});

it('adds a village and reloads the list', async () => {
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  listReply([]);
  server.mock.onPost('/system/houseVillage').reply(200, { code: 200, msg: 'ok' });
  renderWithStore(<VillageListPage />, { permissions: ALL });

  await user.click(await screen.findByRole('button', { name: /Add/ }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText('Village name'), 'Dongdok Park');
  await user.type(within(dialog).getByLabelText('Year built'), '2019');
  await user.type(within(dialog).getByLabelText('Greening rate (%)'), '42.5');
  await user.click(within(dialog).getByRole('button', { name: /Save/ }));

  await waitFor(() => expect(server.mock.history.post).toHaveLength(1));
  expect(JSON.parse(server.mock.history.post?.[0]?.data as string)).toEqual({
    name: 'Dongdok Park',
    area: null,
    year: '2019',
    buildingType: null,
    greeningRate: 42.5,
    introduction: null,
    developerId: null,
    remark: null,
  });
  await waitFor(() => expect(server.notifier.success).toHaveBeenCalledWith('Village added'));
  await waitFor(() =>
    expect(server.mock.history.get?.filter((call) => call.url === '/system/houseVillage/list')).toHaveLength(
      2,
    ),
  );
});

it("shows the server's field errors on the fields they name and keeps the dialog open", async () => {
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  listReply([]);
  server.mock.onPost('/system/houseVillage').reply(200, {
    code: 500,
    msg: 'Year built: already used by another village',
    fieldErrors: [{ field: 'year', message: 'Year built: already used by another village' }],
  });
  renderWithStore(<VillageListPage />, { permissions: ALL });

  await user.click(await screen.findByRole('button', { name: /Add/ }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText('Village name'), 'Dongdok Park');
  await user.type(within(dialog).getByLabelText('Year built'), '2019');
  await user.click(within(dialog).getByRole('button', { name: /Save/ }));

  await waitFor(() => expect(server.mock.history.post).toHaveLength(1));
  const yearItem = within(dialog).getByLabelText('Year built').closest('.ant-form-item') as HTMLElement;
  expect(
    await within(yearItem).findByText('Year built: already used by another village'),
  ).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Village name')).toHaveValue('Dongdok Park');
  expect(server.notifier.success).not.toHaveBeenCalled();
});

it('edits a village loaded from the server', async () => {
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  listReply([village(7, 'Nongbone Garden')]);
  server.mock
    .onGet('/system/houseVillage/7')
    .reply(200, { code: 200, msg: 'ok', data: village(7, 'Nongbone Garden') });
  server.mock.onPut('/system/houseVillage').reply(200, { code: 200, msg: 'ok' });
  renderWithStore(<VillageListPage />, { permissions: ALL });

  // Values typed in a cancelled add dialog must not leak into the edit dialog.
  await user.click(await screen.findByRole('button', { name: /Add/ }));
  const addDialog = await screen.findByRole('dialog');
  await user.type(within(addDialog).getByLabelText('Year built'), '15');
  await user.type(within(addDialog).getByLabelText('Greening rate (%)'), '150');
  await user.click(within(addDialog).getByRole('button', { name: /Cancel/ }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  const row = (await screen.findByText('Nongbone Garden')).closest('tr') as HTMLElement;
  await user.click(within(row).getByRole('button', { name: /Edit/ }));
  const dialog = await screen.findByRole('dialog');
  const name = await within(dialog).findByLabelText('Village name');
  expect(within(dialog).getByLabelText('Year built')).toHaveValue('2015');
  expect(name).toHaveValue('Nongbone Garden');
  await user.clear(name);
  await user.type(name, 'Nongbone Garden II');
  await user.click(within(dialog).getByRole('button', { name: /Save/ }));

  await waitFor(() => expect(server.mock.history.put).toHaveLength(1));
  expect(JSON.parse(server.mock.history.put?.[0]?.data as string)).toMatchObject({
    id: 7,
    name: 'Nongbone Garden II',
    year: '2015',
    greeningRate: 35,
  });
  await waitFor(() => expect(server.notifier.success).toHaveBeenCalledWith('Village saved'));
});

it('asks before deleting one village and deletes nothing when cancelled', async () => {
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  listReply([village(3, 'Nongbone Garden')]);
  server.mock.onDelete('/system/houseVillage/3').reply(200, { code: 200, msg: 'ok' });
  renderWithStore(<VillageListPage />, { permissions: ALL });

  await deleteRowAfterOneRefusal(server, user, 'Nongbone Garden', 'Delete the village "Nongbone Garden"?');
});

it('deletes the selected villages in one call after confirmation', async () => {
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  listReply([village(4, 'Nongbone Garden'), village(5, 'Dongdok Park')]);
  server.mock.onDelete('/system/houseVillage/4,5').reply(200, { code: 200, msg: 'ok' });
  renderWithStore(<VillageListPage />, { permissions: ALL });

  await deleteCheckedRows(
    server,
    user,
    ['Nongbone Garden', 'Dongdok Park'],
    'Delete the 2 selected villages?',
  );
});

it('exports the filtered villages as an xlsx file', async () => {
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  listReply([village(1, 'Nongbone Garden')]);
  server.mock
    .onPost('/system/houseVillage/export')
    .reply(
      200,
      new Blob(['xlsx'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    );
  URL.createObjectURL = jest.fn(() => 'blob:villages');
  URL.revokeObjectURL = jest.fn();
  const saved: string[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  renderWithStore(<VillageListPage />, { permissions: ALL });
  await screen.findByText('Nongbone Garden');

  await user.type(screen.getByRole('textbox', { name: 'Village name' }), 'Nong');
  await user.click(screen.getByRole('button', { name: /Search/ }));
  await waitFor(() => expect(lastListParams()).toMatchObject({ name: 'Nong' }));
  await user.click(screen.getByRole('button', { name: /Export/ }));

  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0]).toMatch(/^villages_\d+\.xlsx$/);
  expect(server.mock.history.post?.[0]?.data).toBe('name=Nong');
  click.mockRestore();
});
