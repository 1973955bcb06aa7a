/** A pager entry: a page number, or a jump over hidden pages. */
export type PagerItem = { type: 'page'; page: number } | { type: 'jump-prev' | 'jump-next'; page: number };

/**
 * The page buttons of a pager that shows at most `pagerCount` numbered
 * buttons (first and last included), like Element's `pager-count`: with 7 and
 * 100 pages, page 10 gives 1 … 8 9 10 11 12 … 100. Jumps move by
 * `pagerCount - 2` pages.
 */
export function pagerItems(current: number, pageCount: number, pagerCount: number): PagerItem[] {
  const count = Math.max(1, Math.floor(pageCount));
  const pagers = Math.max(5, pagerCount | 1);
  const page = Math.min(Math.max(1, current), count);
  if (count <= pagers) {
    return Array.from({ length: count }, (_, index) => ({ type: 'page', page: index + 1 }));
  }
  const half = (pagers - 1) / 2;
  const showPrevMore = page > pagers - half;
  const showNextMore = page < count - half;
  const middle: number[] = [];
  if (showPrevMore && !showNextMore) {
    for (let p = count - (pagers - 2); p < count; p += 1) middle.push(p);
  } else if (!showPrevMore && showNextMore) {
    for (let p = 2; p < pagers; p += 1) middle.push(p);
  } else {
    const offset = Math.floor(pagers / 2) - 1;
    for (let p = page - offset; p <= page + offset; p += 1) middle.push(p);
  }
  const jump = pagers - 2;
  const items: PagerItem[] = [{ type: 'page', page: 1 }];
  if (showPrevMore) items.push({ type: 'jump-prev', page: Math.max(1, page - jump) });
  for (const p of middle) items.push({ type: 'page', page: p });
  if (showNextMore) items.push({ type: 'jump-next', page: Math.min(count, page + jump) });
  items.push({ type: 'page', page: count });
  return items;
}
