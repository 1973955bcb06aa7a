import { renderWithStore } from '@agency/shared/testing/render-with-store';
import { screen } from '@testing-library/react';
import { layoutTextsInEnglish } from '../../../../testing/layout-texts';
import type { DashboardStats } from '../../types/dashboard-stats';
import DashboardPage from '../dashboard-page';

const statsQuery = jest.fn();
jest.mock('../../api/dashboard-api', () => ({
  useGetDashboardStatsQuery: () => statsQuery(),
}));
// Charts draw on a canvas jsdom does not have; the card around them is what is checked.
jest.mock('../../components/echart', () => ({
  EChart: ({ testId }: { testId?: string }) => <div data-testid={testId} />,
}));

const answer = (data: DashboardStats) => ({
  data,
  isLoading: false,
  isFetching: false,
  isError: false,
  refetch: jest.fn(),
});

const item = { value: 'rented', label: 'Rented', count: 2 };

layoutTextsInEnglish();

it('shows every card to a user who may see every figure', () => {
  statsQuery.mockReturnValue(
    answer({
      totals: { houses: 3, vehicles: 1, contracts: 2, customers: 4 },
      housesByStatus: [item],
      vehiclesByStatus: [item],
      contractsByMonth: [{ month: '2026-11', count: 2 }],
      customersBySource: [item],
    }),
  );
  renderWithStore(<DashboardPage />);
  for (const key of ['houses', 'vehicles', 'contracts', 'customers'])
    expect(screen.getByTestId(`total-${key}`)).toBeInTheDocument();
  for (const chart of ['chart-bar', 'chart-line', 'chart-pie', 'chart-radar'])
    expect(screen.getByTestId(chart)).toBeInTheDocument();
});

it('leaves out the cards of figures the server withholds (issue 32, finding 14)', () => {
  statsQuery.mockReturnValue(
    answer({
      totals: { houses: null, vehicles: 5, contracts: null, customers: null },
      housesByStatus: null,
      vehiclesByStatus: [item],
      contractsByMonth: null,
      customersBySource: null,
    }),
  );
  renderWithStore(<DashboardPage />);
  expect(screen.getByTestId('total-vehicles')).toBeInTheDocument();
  expect(screen.getByTestId('chart-radar')).toBeInTheDocument();
  expect(screen.queryByTestId('total-houses')).toBeNull();
  expect(screen.queryByText('Houses by status')).toBeNull();
  expect(screen.queryByTestId('chart-line')).toBeNull();
  expect(screen.queryByText('Your roles do not include any of the figures shown here.')).toBeNull();
});

it('says so when no figure is the user’s to see', () => {
  statsQuery.mockReturnValue(
    answer({
      totals: { houses: null, vehicles: null, contracts: null, customers: null },
      housesByStatus: null,
      vehiclesByStatus: null,
      contractsByMonth: null,
      customersBySource: null,
    }),
  );
  renderWithStore(<DashboardPage />);
  expect(screen.getByText('Your roles do not include any of the figures shown here.')).toBeInTheDocument();
  expect(screen.queryByTestId('total-houses')).toBeNull();
});
