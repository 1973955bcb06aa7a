import { useEffect, useLayoutEffect, useRef } from 'react';
import { readPageScroll, writePageScroll } from '../utils/page-scroll';

/**
 * Saves the main content's scroll position per page while it is shown and puts
 * it back when the page is shown again (a page seen for the first time starts at
 * the top). `activeKey` names the shown page instance; `keys` are every page still
 * kept, whose positions are remembered (the others are forgotten).
 */
export function useKeptScroll(activeKey: string, keys: readonly string[]): void {
  const positions = useRef(new Map<string, number>());
  const active = useRef(activeKey);

  useEffect(() => {
    const onScroll = () => {
      positions.current.set(active.current, readPageScroll());
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // Before paint: the page that comes back shows at its own position at once.
  useLayoutEffect(() => {
    if (active.current === activeKey) return;
    active.current = activeKey;
    writePageScroll(positions.current.get(activeKey) ?? 0);
  }, [activeKey]);

  useEffect(() => {
    const kept = new Set(keys);
    for (const key of positions.current.keys()) if (!kept.has(key)) positions.current.delete(key);
  }, [keys]);
}
