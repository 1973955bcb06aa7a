import { aContract } from '@agency/shared/testing/contract-fixture';
import { setUpEnglishTexts } from '@agency/shared/testing/english-texts';
import { replyNoDictsNorColumns, setUpMockServer } from '@agency/shared/testing/mock-server';
import { renderWithStore } from '@agency/shared/testing/render-with-store';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { registerVehicleLocales } from '../../../i18n/vehicle-locales';
import CarContractListPage from '../pages/car-contract-list-page';

configure({ defaultHidden: true });

// docx-preview draws into the page it is given: the document's text stands in for its pages here.
jest.mock('docx-preview', () => jest.requireActual('@agency/shared/testing/docx-preview-text'));

const contract = aContract({
  id: 12,
  contractTitle: 'Car lease Fortuner',
  status: 1,
  type: 2,
  createdAt: '2026-11-20 10:00:00',
  template: { id: 3, templateName: 'Car lease' },
  signedBy: 'admin',
  signedAt: '2026-11-21 09:00:00',
  endDate: '2026-12-31',
});

const server = setUpMockServer();

setUpEnglishTexts(registerVehicleLocales);

beforeEach(() => {
  replyNoDictsNorColumns(server.mock, 'vehicle.contract');
  server.mock.onPost('/vehicle/contracts').reply(200, { code: 200, msg: 'ok', rows: [contract], total: 1 });
});

it('lists vehicle contracts, shows one read-only and makes its customer link on /carContracts', async () => {
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  server.mock.onGet('/vehicle/contracts/12').reply(200, {
    code: 200,
    msg: 'ok',
    data: { ...contract, instanceContent: '<h2>Lease of Toyota Fortuner</h2><p>350,000 LAK a day</p>' },
  });
  // The drawer draws the contract's own Word document.
  server.mock
    .onGet('/vehicle/contracts/12/document')
    .reply(200, new Blob(['Lease of Toyota Fortuner'], { type: 'application/octet-stream' }));
  const token = 'a'.repeat(43);
  server.mock.onPost('/vehicle/contracts/12/share').reply(200, { code: 200, msg: 'ok', data: { token } });
  renderWithStore(<CarContractListPage />, {
    permissions: ['vehicle:contract:list', 'vehicle:contract:query', 'vehicle:contract:edit'],
  });

  const row = (await screen.findByText('Car lease Fortuner')).closest('tr') as HTMLElement;
  // No download permission, no contracts-module permission: those actions are not offered.
  expect(within(row).queryByRole('button', { name: /Word/ })).toBeNull();
  expect(within(row).queryByRole('button', { name: /Open in contracts/ })).toBeNull();
  expect(screen.queryByRole('button', { name: /Generate from a template/ })).toBeNull();

  await user.click(within(row).getByRole('button', { name: /View/ }));
  expect(await screen.findByText('Lease of Toyota Fortuner')).toBeInTheDocument();
  expect(screen.getByText('Signed')).toBeInTheDocument();
  expect(screen.getByText(/Ends on: 2026-12-31/)).toBeInTheDocument();

  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByText('Lease of Toyota Fortuner')).toBeNull());

  await user.click(within(row).getByRole('button', { name: /Share link/ }));
  const dialog = (await screen.findByText('The contract is not shared.')).closest(
    '.ant-modal',
  ) as HTMLElement;
  expect(within(dialog).getByText('Share with the customer')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
  await waitFor(() =>
    expect(server.mock.history.post.filter((call) => call.url?.endsWith('/share'))).toHaveLength(1),
  );
  expect(
    await within(dialog).findByDisplayValue(`${window.location.origin}/carContracts/${token}`),
  ).toBeInTheDocument();
});
