/** Page sizes offered (spec section 9). */
export const PAGE_SIZES = [20, 50, 100, 200] as const;
export const DEFAULT_PAGE_SIZE = 20;
export const DEFAULT_PAGE_NUM = 1;
/** How long the scroll to the top takes after a page change (ms). */
export const SCROLL_TOP_DURATION = 800;

/** `{ pageNum: 1, pageSize: 20 }` */
export const DEFAULT_PAGE_QUERY = { pageNum: DEFAULT_PAGE_NUM, pageSize: DEFAULT_PAGE_SIZE } as const;
