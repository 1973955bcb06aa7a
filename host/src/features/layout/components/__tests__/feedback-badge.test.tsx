import { renderWithStore } from '@agency/shared/testing/render-with-store';
import { fireEvent, screen } from '@testing-library/react';
import { layoutTextsInEnglish } from '../../../../testing/layout-texts';
import { FeedbackBadge } from '../feedback-badge';

const countQuery = jest.fn(() => ({ data: 4, isError: false }));
jest.mock('../../api/feedback-badge-api', () => ({
  useGetNewFeedbackCountQuery: () => countQuery(),
}));
const navigate = jest.fn();
jest.mock('react-router-dom', () => ({
  ...jest.requireActual('react-router-dom'),
  useNavigate: () => navigate,
}));

layoutTextsInEnglish();
beforeEach(() => countQuery.mockClear());

it('shows staff who may list feedback how many messages are new, and opens the new ones', async () => {
  renderWithStore(<FeedbackBadge />, { permissions: ['system:feedback:list'] });
  const badge = await screen.findByRole('button', { name: 'New feedback from visitors: 4' });
  expect(badge).toHaveTextContent('4');
  fireEvent.click(badge);
  expect(navigate).toHaveBeenCalledWith('/system/feedback?status=0');
});

it('shows nothing and asks nothing without the permission', () => {
  renderWithStore(<FeedbackBadge />, { permissions: ['house:lease:list'] });
  expect(screen.queryByTestId('feedback-badge')).toBeNull();
  expect(countQuery).not.toHaveBeenCalled();
});
