import { changeLanguage } from '@agency/shared/features/i18n/i18n';
import { client } from '@agency/shared/features/request/api/client';
import { renderWithStore } from '@agency/shared/testing/render-with-store';
import { screen } from '@testing-library/react';
import MockAdapter from 'axios-mock-adapter';
import { Route, Routes } from 'react-router-dom';
import { registerVehicleLocales } from '../../../i18n/vehicle-locales';
import CarContractDetailPage from '../pages/car-contract-detail-page';

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
  open(`/carContracts/${TOKEN}`);
  expect(await screen.findByText('Toyota Fortuner, 350,000 LAK a day')).toBeInTheDocument();
  expect(screen.getByText('ສະບັບຮ່າງ')).toBeInTheDocument();
  expect(mock.history.get[0]?.headers?.Authorization).toBeUndefined();
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
