import { changeLanguage } from '@agency/shared/features/i18n/i18n';
import { client } from '@agency/shared/features/request/api/client';
import { renderWithStore } from '@agency/shared/testing/render-with-store';
import { screen } from '@testing-library/react';
import MockAdapter from 'axios-mock-adapter';
import { registerLayoutLocales } from '../../../i18n/utils/register-layout-locales';
import { LeaseReminderBadge } from '../lease-reminder-badge';

let mock: MockAdapter;

beforeAll(async () => {
  registerLayoutLocales();
  await changeLanguage('en');
});
beforeEach(() => {
  mock = new MockAdapter(client);
});
afterEach(() => mock.restore());

it('shows the count of leases ending soon to staff who may list lease reminders', async () => {
  mock.onGet('/houseLeaseExpires/endingSoon').reply(200, { code: 200, msg: 'ok', data: { count: 3 } });
  renderWithStore(<LeaseReminderBadge />, { permissions: ['house:lease:list'] });
  const badge = await screen.findByRole('button', { name: 'Leases ending soon: 3' });
  expect(badge).toHaveTextContent('3');
});

it('shows nothing and asks nothing without the permission', () => {
  renderWithStore(<LeaseReminderBadge />, { permissions: ['vehicle:car:list'] });
  expect(screen.queryByTestId('lease-reminder-badge')).toBeNull();
  expect(mock.history.get).toHaveLength(0);
});
