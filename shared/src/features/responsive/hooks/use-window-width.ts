import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const getWidth = () => window.innerWidth;
const getServerWidth = () => 1280;

/** The window's inner width, updated on resize. */
export function useWindowWidth(): number {
  return useSyncExternalStore(subscribe, getWidth, getServerWidth);
}

/** Whether the window is narrower than `breakpoint` pixels. */
export function useIsBelowWidth(breakpoint: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.innerWidth < breakpoint,
    () => false,
  );
}
