import { changeLanguage } from '@agency/shared/features/i18n/i18n';
import { client } from '@agency/shared/features/request/api/client';
import { renderWithStore } from '@agency/shared/testing/render-with-store';
import { screen } from '@testing-library/react';
import MockAdapter from 'axios-mock-adapter';
import { Route, Routes } from 'react-router-dom';
import { registerVehicleLocales } from '../../../i18n/vehicle-locales';
import CarContractDetailPage from '../pages/car-contract-detail-page';

// docx-preview draws into the page it is given: the document's text stands in for its pages here.
jest.mock('docx-preview', () => jest.requireActual('@agency/shared/testing/docx-preview-text'));

const TOKEN = 'b'.repeat(43);
let mock: MockAdapter;

beforeAll(() => {
  registerVehicleLocales();
});
beforeEach(() => {
  mock = new MockAdapter(client);
});
afterEach(() => {
  mock.restore();
});

function open(path: string) {
  return renderWithStore(
    <Routes>
      <Route path="/carContracts/:id" element={<CarContractDetailPage />} />
    </Routes>,
    { url: path },
  );
}

it('shows the shared vehicle contract read-only, in Lao by default', async () => {
  await changeLanguage('lo');
  mock.onGet(`/public/contract/${TOKEN}`).reply(200, {
    code: 200,
    msg: 'ok',
    data: {
      contractTitle: 'Car lease Fortuner',
      instanceContent: '<p>Toyota Fortuner, 350,000 LAK a day</p>',
      status: 0,
      signedAt: null,
      endDate: null,
    },
  });
  mock
    .onGet(`/public/contract/${TOKEN}/document`)
    .reply(200, new Blob(['Toyota Fortuner, 350,000 LAK a day'], { type: 'application/octet-stream' }));
  open(`/carContracts/${TOKEN}`);
  expect(await screen.findByText('Toyota Fortuner, 350,000 LAK a day')).toBeInTheDocument();
  expect(screen.getByText('ສະບັບຮ່າງ')).toBeInTheDocument();
  // Both the contract and its document are asked for without a login.
  expect(mock.history.get.map((call) => call.url)).toContain(`/public/contract/${TOKEN}/document`);
  for (const call of mock.history.get) expect(call.headers?.Authorization).toBeUndefined();
});

it('says the link does not work for a revoked link, and for a malformed one without a call', async () => {
  await changeLanguage('en');
  mock.onGet(`/public/contract/${TOKEN}`).reply(200, { code: 404, msg: 'not found' });
  open(`/carContracts/${TOKEN}`);
  expect(await screen.findByText('This contract link does not work')).toBeInTheDocument();
  mock.resetHistory();
  open('/carContracts/12');
  expect(await screen.findAllByText('This contract link does not work')).toHaveLength(2);
  expect(mock.history.get).toHaveLength(0);
});
