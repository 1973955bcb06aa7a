import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * The scale at which `content` (its natural width: the widest page) fits the width
 * of `frame`, at most 1: a Word page drawn at its real size is shrunk on a phone
 * instead of scrolling sideways. Follows size changes of both.
 */
export function useFitScale(
  frame: RefObject<HTMLElement | null>,
  content: RefObject<HTMLElement | null>,
  active: boolean,
): { scale: number; height: number } {
  const [fit, setFit] = useState({ scale: 1, height: 0 });
  useLayoutEffect(() => {
    const outer = frame.current;
    const inner = content.current;
    if (!active || !outer || !inner) return;
    const measure = () => {
      const natural = inner.scrollWidth;
      const available = outer.clientWidth;
      const scale = natural > 0 && available > 0 ? Math.min(1, available / natural) : 1;
      setFit({ scale, height: inner.offsetHeight * scale });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(outer);
    observer.observe(inner);
    return () => observer.disconnect();
  }, [frame, content, active]);
  return fit;
}
