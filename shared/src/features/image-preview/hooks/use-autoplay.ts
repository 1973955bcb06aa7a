import { useCallback, useEffect, useRef, useState } from 'react';

export interface AutoplayOptions {
  count: number;
  interval: number;
  /** Pause after a manual change, then go on (ms). */
  resumeDelay: number;
  enabled?: boolean;
}

/** The current slide of an auto-advancing carousel; manual moves pause it for `resumeDelay`. */
export function useAutoplay({ count, interval, resumeDelay, enabled = true }: AutoplayOptions) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const resumeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    if (index >= count && count > 0) setIndex(0);
  }, [count, index]);

  useEffect(() => {
    if (!enabled || paused || count < 2) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), interval);
    return () => clearInterval(timer);
  }, [enabled, paused, count, interval]);

  useEffect(
    () => () => {
      if (resumeTimer.current) clearTimeout(resumeTimer.current);
    },
    [],
  );

  const pauseForAWhile = useCallback(() => {
    setPaused(true);
    if (resumeTimer.current) clearTimeout(resumeTimer.current);
    resumeTimer.current = setTimeout(() => setPaused(false), resumeDelay);
  }, [resumeDelay]);

  const goTo = useCallback(
    (next: number) => {
      if (count === 0) return;
      setIndex(((next % count) + count) % count);
      pauseForAWhile();
    },
    [count, pauseForAWhile],
  );

  return { index, paused, goTo, next: () => goTo(index + 1), prev: () => goTo(index - 1) };
}
