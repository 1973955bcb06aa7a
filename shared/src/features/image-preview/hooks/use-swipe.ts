import { type TouchEvent, useRef } from 'react';

export interface SwipeOptions {
  /** Least horizontal distance in px (a number, or a function read at the end of the touch). */
  threshold: number | (() => number);
  /** Finger moved left: show the next image. */
  onSwipeLeft: () => void;
  /** Finger moved right: show the previous image. */
  onSwipeRight: () => void;
}

/** Touch handlers that report horizontal swipes longer than the threshold (mostly-vertical moves are ignored). */
export function useSwipe({ threshold, onSwipeLeft, onSwipeRight }: SwipeOptions) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0];
      start.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const from = start.current;
      start.current = null;
      const touch = event.changedTouches[0];
      if (!from || !touch) return;
      const dx = touch.clientX - from.x;
      const dy = touch.clientY - from.y;
      const limit = typeof threshold === 'function' ? threshold() : threshold;
      if (Math.abs(dx) < limit || Math.abs(dx) < Math.abs(dy)) return;
      if (dx < 0) onSwipeLeft();
      else onSwipeRight();
    },
  };
}
