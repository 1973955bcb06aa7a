function easeInOutQuad(t: number, start: number, change: number, duration: number): number {
  let time = t / (duration / 2);
  if (time < 1) return (change / 2) * time * time + start;
  time -= 1;
  return (-change / 2) * (time * (time - 2) - 1) + start;
}

function defaultTarget(): Element | null {
  return typeof document === 'undefined' ? null : (document.scrollingElement ?? document.documentElement);
}

/**
 * Scrolls `target` (the page by default) to `to` over `duration` ms with an
 * ease-in-out curve, like RuoYi's scrollTo. Resolves when done.
 */
export function scrollTo(
  to: number,
  duration: number,
  target: Element | null = defaultTarget(),
): Promise<void> {
  return new Promise((resolve) => {
    if (!target) return resolve();
    const start = target.scrollTop;
    const change = to - start;
    if (change === 0 || duration <= 0 || typeof requestAnimationFrame === 'undefined') {
      target.scrollTop = to;
      return resolve();
    }
    const begin = performance.now();
    const step = (now: number) => {
      const elapsed = Math.min(now - begin, duration);
      target.scrollTop = easeInOutQuad(elapsed, start, change, duration);
      if (elapsed < duration) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
}
