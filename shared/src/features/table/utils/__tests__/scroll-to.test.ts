import { scrollTo } from '../scroll-to';

it('eases the element to the target over the duration', async () => {
  jest.useFakeTimers();
  const element = document.createElement('div');
  element.scrollTop = 400;
  let now = 0;
  jest.spyOn(performance, 'now').mockImplementation(() => now);
  const frames: FrameRequestCallback[] = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback);
    return frames.length;
  });
  const done = scrollTo(0, 800, element);
  const positions: number[] = [];
  for (const time of [200, 400, 600, 800]) {
    now = time;
    frames.shift()?.(time);
    positions.push(element.scrollTop);
  }
  await done;
  expect(positions[1]).toBeCloseTo(200, 0);
  expect(positions[3]).toBe(0);
  expect(positions[0]).toBeGreaterThan(positions[1]!);
  jest.useRealTimers();
  jest.restoreAllMocks();
});
