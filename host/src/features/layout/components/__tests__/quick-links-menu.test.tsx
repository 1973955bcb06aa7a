import { renderWithStore } from '@agency/shared/testing/render-with-store';
import { fireEvent, screen } from '@testing-library/react';
import { layoutTextsInEnglish } from '../../../../testing/layout-texts';
import { QuickLinksMenu } from '../quick-links-menu';

const linksQuery = jest.fn(() => ({
  data: [
    { linkId: 1, linkName: 'Bank rates', url: 'https://www.bcel.com.la/rates', icon: 'money' },
    // Never stored by the server; the menu leaves it out all the same.
    { linkId: 2, linkName: 'Sneaky', url: 'javascript:alert(1)', icon: '#' },
  ],
  isError: false,
}));
jest.mock('../../api/quick-links-api', () => ({
  useGetQuickLinksQuery: () => linksQuery(),
}));

layoutTextsInEnglish();

it('lists the quick links, each opening in a new tab without a referrer', async () => {
  renderWithStore(<QuickLinksMenu />, { permissions: [] });
  fireEvent.click(screen.getByRole('button', { name: 'Quick links' }));
  const link = await screen.findByRole('link', { name: 'Bank rates' });
  expect(link).toHaveAttribute('href', 'https://www.bcel.com.la/rates');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.queryByText('Sneaky')).toBeNull();
});

it('shows nothing when there is no link or the list cannot be read', () => {
  linksQuery.mockReturnValueOnce({ data: [], isError: false });
  const { unmount } = renderWithStore(<QuickLinksMenu />, { permissions: [] });
  expect(screen.queryByTestId('quick-links')).toBeNull();
  unmount();
  linksQuery.mockReturnValueOnce({ data: [], isError: true });
  renderWithStore(<QuickLinksMenu />, { permissions: [] });
  expect(screen.queryByTestId('quick-links')).toBeNull();
});
