import { type RefObject, useLayoutEffect } from 'react';

/**
 * Shrinks each drawn Word page (`section.docx`) that is wider than `frame` to fit it,
 * page by page with CSS `zoom` (which, unlike a transform, also shrinks the space the
 * page takes): a portrait page is not drawn smaller because a landscape annex is wide.
 * Pages never grow past their real size. Follows the frame's width.
 */
export function useFitPages(
  frame: RefObject<HTMLElement | null>,
  content: RefObject<HTMLElement | null>,
  active: boolean,
): void {
  useLayoutEffect(() => {
    const outer = frame.current;
    const inner = content.current;
    if (!active || !outer || !inner) return;
    const fit = () => {
      const wrapper = inner.firstElementChild;
      const style = wrapper instanceof HTMLElement ? getComputedStyle(wrapper) : null;
      const padding = style
        ? (Number.parseFloat(style.paddingLeft) || 0) + (Number.parseFloat(style.paddingRight) || 0)
        : 0;
      const available = outer.clientWidth - padding;
      for (const page of inner.querySelectorAll<HTMLElement>('section.docx')) {
        page.style.removeProperty('zoom');
        const natural = page.offsetWidth;
        const scale = natural > 0 && available > 0 ? Math.min(1, available / natural) : 1;
        if (scale < 1) page.style.setProperty('zoom', String(scale));
      }
    };
    fit();
    // Only the frame is watched: zooming the pages changes the content's own size.
    const observer = new ResizeObserver(fit);
    observer.observe(outer);
    return () => observer.disconnect();
  }, [frame, content, active]);
}
