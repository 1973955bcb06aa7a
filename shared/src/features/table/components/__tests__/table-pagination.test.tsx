import { act, fireEvent, render, screen } from '@testing-library/react';
import { changeLanguage } from '../../../i18n/i18n';
import { TablePagination } from '../table-pagination';

jest.mock('../../utils/scroll-to', () => ({ scrollTo: jest.fn(() => Promise.resolve()) }));
const { scrollTo } = jest.requireMock<{ scrollTo: jest.Mock }>('../../utils/scroll-to');

function setWidth(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}

const pageButtons = () =>
  screen.getAllByRole('button', { name: /^Page \d+$/ }).map((button) => button.textContent);

beforeEach(async () => {
  await changeLanguage('en');
  setWidth(1280);
  scrollTo.mockClear();
});

it('shows 7 numbered buttons on desktop and 5 below 992 px', () => {
  const props = { total: 2000, pageNum: 10, pageSize: 20, onChange: () => {} };
  const { unmount } = render(<TablePagination {...props} />);
  expect(pageButtons()).toEqual(['1', '8', '9', '10', '11', '12', '100']);
  unmount();
  setWidth(800);
  render(<TablePagination {...props} />);
  expect(pageButtons()).toEqual(['1', '9', '10', '11', '100']);
});

it('shows an estimated total as one, rounded', () => {
  render(<TablePagination total={99_873} estimated pageNum={1} pageSize={20} onChange={() => {}} />);
  expect(screen.getByText('About 100000 items')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Page 4994' })).toBeInTheDocument();
});

it('shows the total and offers 20/50/100/200 per page', () => {
  render(<TablePagination total={45} pageNum={1} pageSize={20} onChange={() => {}} />);
  expect(screen.getByText('Total 45 items')).toBeInTheDocument();
  fireEvent.mouseDown(screen.getByRole('combobox'));
  for (const size of ['50 / page', '100 / page', '200 / page']) {
    expect(screen.getAllByText(size).length).toBeGreaterThan(0);
  }
  expect(screen.getAllByText('20 / page').length).toBeGreaterThan(0);
});

it('reports the new page and scrolls to the top in 800 ms', () => {
  const onChange = jest.fn();
  render(<TablePagination total={100} pageNum={1} pageSize={20} onChange={onChange} />);
  fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
  expect(onChange).toHaveBeenCalledWith(2, 20);
  expect(scrollTo).toHaveBeenCalledWith(0, 800, undefined);
  fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(onChange).toHaveBeenLastCalledWith(2, 20);
  expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
});

it('goes back to page 1 when a bigger page size leaves the page past the end', async () => {
  const onChange = jest.fn();
  render(<TablePagination total={120} pageNum={5} pageSize={20} onChange={onChange} />);
  fireEvent.mouseDown(screen.getByRole('combobox'));
  fireEvent.click(await screen.findByTitle('50 / page'));
  expect(onChange).toHaveBeenCalledWith(1, 50);
});

it('renders nothing without rows', () => {
  const { container } = render(<TablePagination total={0} pageNum={1} pageSize={20} onChange={() => {}} />);
  expect(container).toBeEmptyDOMElement();
});
