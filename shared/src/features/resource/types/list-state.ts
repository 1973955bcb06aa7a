/** A filter's value as the URL and the server carry it. */
export type FilterValue = string | number;

/**
 * What a list shows: page, size, sort and filters. Filter keys are query
 * parameter names (`name`, `rentMin`, `params[beginTime]`), the same in the
 * page's URL and in the server call.
 */
export interface ListState {
  pageNum: number;
  pageSize: number;
  orderByColumn?: string;
  isAsc?: 'asc' | 'desc';
  filters: Record<string, FilterValue>;
}

/** The list call's query: paging, sort, flat filters and `params: {beginTime, endTime}`. */
export interface ListQuery {
  pageNum: number;
  pageSize: number;
  orderByColumn?: string;
  isAsc?: 'asc' | 'desc';
  params?: Record<string, FilterValue>;
  [filter: string]: unknown;
}
