import { pagerItems } from '../pager-items';

const render = (current: number, pages: number, count: number) =>
  pagerItems(current, pages, count)
    .map((item) => (item.type === 'page' ? String(item.page) : '…'))
    .join(' ');

describe('pagerItems', () => {
  it('shows 7 numbered buttons with pager count 7', () => {
    expect(render(1, 100, 7)).toBe('1 2 3 4 5 6 … 100');
    expect(render(4, 100, 7)).toBe('1 2 3 4 5 6 … 100');
    expect(render(5, 100, 7)).toBe('1 … 3 4 5 6 7 … 100');
    expect(render(10, 100, 7)).toBe('1 … 8 9 10 11 12 … 100');
    expect(render(97, 100, 7)).toBe('1 … 95 96 97 98 99 100');
    expect(render(100, 100, 7)).toBe('1 … 95 96 97 98 99 100');
  });

  it('shows 5 numbered buttons with pager count 5', () => {
    expect(render(1, 100, 5)).toBe('1 2 3 4 … 100');
    expect(render(10, 100, 5)).toBe('1 … 9 10 11 … 100');
    expect(render(100, 100, 5)).toBe('1 … 97 98 99 100');
  });

  it('shows every page when they fit', () => {
    expect(render(1, 7, 7)).toBe('1 2 3 4 5 6 7');
    expect(render(2, 3, 5)).toBe('1 2 3');
    expect(render(1, 0, 7)).toBe('1');
  });

  it('jumps by pager count minus two', () => {
    const items = pagerItems(10, 100, 7);
    expect(items[1]).toEqual({ type: 'jump-prev', page: 5 });
    expect(items[items.length - 2]).toEqual({ type: 'jump-next', page: 15 });
  });
});
