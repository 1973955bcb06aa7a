import { renderWithStore } from '@agency/shared/testing/render-with-store';
import { screen } from '@testing-library/react';
import { layoutTextsInEnglish } from '../../../../testing/layout-texts';
import { LeaseReminderBadge } from '../lease-reminder-badge';

const countQuery = jest.fn(() => ({ data: 3, isError: false }));
jest.mock('../../api/lease-badge-api', () => ({
  useGetLeasesEndingSoonQuery: () => countQuery(),
}));

layoutTextsInEnglish();
beforeEach(() => countQuery.mockClear());

it('shows the count of leases ending soon to staff who may list lease reminders', async () => {
  renderWithStore(<LeaseReminderBadge />, { permissions: ['house:lease:list'] });
  const badge = await screen.findByRole('button', { name: 'Leases ending soon: 3' });
  expect(badge).toHaveTextContent('3');
});

it('shows nothing and asks nothing without the permission', () => {
  renderWithStore(<LeaseReminderBadge />, { permissions: ['vehicle:car:list'] });
  expect(screen.queryByTestId('lease-reminder-badge')).toBeNull();
  expect(countQuery).not.toHaveBeenCalled();
});

it('shows nothing when the count cannot be read', () => {
  countQuery.mockReturnValueOnce({ data: 0, isError: true });
  renderWithStore(<LeaseReminderBadge />, { permissions: ['house:lease:list'] });
  expect(screen.queryByTestId('lease-reminder-badge')).toBeNull();
});
