import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { changeLanguage } from '../../../i18n/i18n';
import { ImagePreview, resetSwipeHint } from '../image-preview';

const track = () => screen.getByTestId('image-preview').firstElementChild as HTMLElement;
const shift = () => track().style.transform;

function swipe(element: HTMLElement, fromX: number, toX: number) {
  fireEvent.touchStart(element, { touches: [{ clientX: fromX, clientY: 100 }] });
  fireEvent.touchEnd(element, { changedTouches: [{ clientX: toX, clientY: 100 }] });
}

beforeEach(async () => {
  await changeLanguage('en');
  resetSwipeHint();
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

it('advances every 3000 ms with a 300 ms slide', () => {
  render(<ImagePreview src="/a.png,/b.png,/c.png" />);
  expect(shift()).toBe('translateX(-0%)');
  expect(track().style.transition).toBe('transform 300ms ease');
  act(() => jest.advanceTimersByTime(2999));
  expect(shift()).toBe('translateX(-0%)');
  act(() => jest.advanceTimersByTime(1));
  expect(shift()).toBe('translateX(-100%)');
  act(() => jest.advanceTimersByTime(6000));
  expect(shift()).toBe('translateX(-0%)');
});

it('follows swipes over 50 px and resumes autoplay 3 s after one', () => {
  render(<ImagePreview src={['/a.png', '/b.png', '/c.png']} />);
  const box = screen.getByTestId('image-preview');
  swipe(box, 200, 160);
  expect(shift()).toBe('translateX(-0%)');
  swipe(box, 200, 140);
  expect(shift()).toBe('translateX(-100%)');
  swipe(box, 100, 200);
  expect(shift()).toBe('translateX(-0%)');

  act(() => jest.advanceTimersByTime(2999));
  expect(shift()).toBe('translateX(-0%)');
  act(() => jest.advanceTimersByTime(1));
  act(() => jest.advanceTimersByTime(3000));
  expect(shift()).toBe('translateX(-100%)');
});

it('shows the swipe hint once, for 2 s', () => {
  const first = render(<ImagePreview src="/a.png,/b.png" />);
  expect(screen.getByRole('status')).toHaveTextContent('Swipe left or right to see more images');
  act(() => jest.advanceTimersByTime(2000));
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  first.unmount();
  render(<ImagePreview src="/a.png,/b.png" />);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it('sizes thumbnails 120, 200 or 280 px and resolves paths under /web-api', () => {
  const { rerender } = render(<ImagePreview src="/profile/a.png" size="small" />);
  expect(screen.getByTestId('image-preview').style.width).toBe('120px');
  expect(screen.getByRole('img').getAttribute('src')).toBe('/web-api/profile/a.png');
  rerender(<ImagePreview src="http://cdn/a.png" />);
  expect(screen.getByTestId('image-preview').style.width).toBe('200px');
  expect(screen.getByRole('img').getAttribute('src')).toBe('http://cdn/a.png');
  rerender(<ImagePreview src="http://cdn/a.png" size="large" />);
  expect(screen.getByTestId('image-preview').style.height).toBe('280px');
});

it('says so when there is no image', () => {
  render(<ImagePreview src="" />);
  expect(screen.getByText('No image')).toBeInTheDocument();
});

it('opens the full-screen viewer on click; a quarter-width swipe, the arrows and Escape work in it', () => {
  render(<ImagePreview src="/a.png,/b.png,/c.png" autoplay={false} />);
  fireEvent.click(screen.getAllByRole('button', { name: 'Image 2' })[0]!);
  const viewer = screen.getByRole('dialog', { name: 'Image 2' });
  expect(within(viewer).getByText('2 of 3')).toBeInTheDocument();
  expect(within(viewer).getByRole('img').getAttribute('src')).toBe('/web-api/b.png');

  // jsdom's window is 1024 px wide: 200 px is under a quarter, 300 px over it.
  const stage = within(viewer).getByRole('img').parentElement as HTMLElement;
  swipe(stage, 500, 300);
  expect(within(screen.getByRole('dialog')).getByText('2 of 3')).toBeInTheDocument();
  swipe(stage, 500, 200);
  expect(within(screen.getByRole('dialog')).getByText('3 of 3')).toBeInTheDocument();
  // The carousel under it did not move with the viewer's swipes.
  expect(shift()).toBe('translateX(-0%)');

  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Previous image' }));
  expect(within(screen.getByRole('dialog')).getByText('2 of 3')).toBeInTheDocument();
  fireEvent.keyDown(document, { key: 'ArrowLeft' });
  expect(within(screen.getByRole('dialog')).getByText('1 of 3')).toBeInTheDocument();
  expect(within(screen.getByRole('dialog')).queryByRole('button', { name: 'Previous image' })).toBeNull();
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(screen.queryByRole('dialog')).toBeNull();
});
