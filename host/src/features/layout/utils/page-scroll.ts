/**
 * The scroll position of the main content. The layout has no scroll box of its
 * own (the sidebar and, with a fixed header, the header are sticky), so the
 * page content scrolls with the document.
 */
function scroller(): Element {
  return document.scrollingElement ?? document.documentElement;
}

export function readPageScroll(): number {
  return scroller().scrollTop;
}

export function writePageScroll(top: number): void {
  scroller().scrollTop = top;
}
