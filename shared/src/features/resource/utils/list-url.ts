import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { DEFAULT_PAGE_NUM, DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../table/utils/pagination-defaults';
import type { FilterValue, ListQuery, ListState } from '../types/list-state';
import type { FilterParam } from './search-params';

dayjs.extend(customParseFormat);

/** Longest filter text taken from a URL: longer is junk, not a search. */
const MAX_TEXT = 200;
const MAX_PAGE = 1_000_000;
const DATE = 'YYYY-MM-DD';

export interface ListUrlOptions {
  filterParams: readonly FilterParam[];
  /** Columns the server sorts by. */
  sortable: readonly string[];
  /** Defaults of page size and sort. */
  defaults?: Partial<Pick<ListState, 'pageSize' | 'orderByColumn' | 'isAsc'>>;
}

function readInteger(text: string | null, min: number, max: number): number | undefined {
  if (text === null || !/^\d{1,9}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
}

function readFilter(param: FilterParam, text: string): FilterValue | undefined {
  const trimmed = text.trim();
  if (!trimmed || trimmed.length > MAX_TEXT) return undefined;
  switch (param.kind) {
    case 'number': {
      if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return undefined;
      const value = Number(trimmed);
      return Number.isFinite(value) ? value : undefined;
    }
    case 'date':
      return dayjs(trimmed, DATE, true).isValid() ? trimmed : undefined;
    default:
      return trimmed;
  }
}

/** Drops a range whose lower end is above its upper end (a hand-edited URL). */
function dropInvertedRanges(filters: Record<string, FilterValue>, params: readonly FilterParam[]) {
  for (const param of params) {
    if (param.pairedWith?.end !== 'max') continue;
    const min = filters[param.param];
    const max = filters[param.pairedWith.param];
    if (min === undefined || max === undefined) continue;
    const inverted =
      typeof min === 'number' && typeof max === 'number' ? min > max : String(min) > String(max);
    if (inverted) {
      delete filters[param.param];
      delete filters[param.pairedWith.param];
    }
  }
}

/**
 * The list state a URL query describes. Every value is typed and checked;
 * anything unknown, malformed or out of range is left out (the default
 * applies), so a hand-edited or stale link never breaks the screen.
 */
export function readListState(search: URLSearchParams, options: ListUrlOptions): ListState {
  const defaults = options.defaults ?? {};
  const sizeText = readInteger(search.get('pageSize'), 1, 1000);
  const pageSize =
    sizeText !== undefined && (PAGE_SIZES as readonly number[]).includes(sizeText)
      ? sizeText
      : (defaults.pageSize ?? DEFAULT_PAGE_SIZE);
  const pageNum = readInteger(search.get('pageNum'), 1, MAX_PAGE) ?? DEFAULT_PAGE_NUM;
  const state: ListState = { pageNum, pageSize, filters: {} };
  const sort = search.get('orderByColumn');
  const direction = search.get('isAsc');
  if (sort && options.sortable.includes(sort)) {
    state.orderByColumn = sort;
    state.isAsc = direction === 'desc' || direction === 'descending' ? 'desc' : 'asc';
  } else if (defaults.orderByColumn) {
    state.orderByColumn = defaults.orderByColumn;
    state.isAsc = defaults.isAsc ?? 'asc';
  }
  for (const param of options.filterParams) {
    const text = search.get(param.param);
    if (text === null) continue;
    const value = readFilter(param, text);
    if (value !== undefined) state.filters[param.param] = value;
  }
  dropInvertedRanges(state.filters, options.filterParams);
  return state;
}

/** The URL query of a list state: only what differs from the defaults, filters in field order. */
export function writeListState(state: ListState, options: ListUrlOptions): URLSearchParams {
  const defaults = options.defaults ?? {};
  const search = new URLSearchParams();
  for (const param of options.filterParams) {
    const value = state.filters[param.param];
    if (value !== undefined && value !== '') search.set(param.param, String(value));
  }
  if (state.pageNum !== DEFAULT_PAGE_NUM) search.set('pageNum', String(state.pageNum));
  if (state.pageSize !== (defaults.pageSize ?? DEFAULT_PAGE_SIZE)) {
    search.set('pageSize', String(state.pageSize));
  }
  const isDefaultSort =
    state.orderByColumn === defaults.orderByColumn && (state.isAsc ?? 'asc') === (defaults.isAsc ?? 'asc');
  if (state.orderByColumn && !isDefaultSort) {
    search.set('orderByColumn', state.orderByColumn);
    search.set('isAsc', state.isAsc ?? 'asc');
  }
  return search;
}

/** The list call's query: `params[x]` filters go into `params: {x}` (RuoYi's nested form). */
export function toListQuery(state: ListState): ListQuery {
  const query: ListQuery = { pageNum: state.pageNum, pageSize: state.pageSize };
  if (state.orderByColumn) {
    query.orderByColumn = state.orderByColumn;
    query.isAsc = state.isAsc ?? 'asc';
  }
  for (const [key, value] of Object.entries(state.filters)) {
    const nested = /^params\[(\w+)\]$/.exec(key);
    if (nested?.[1]) query.params = { ...query.params, [nested[1]]: value };
    else query[key] = value;
  }
  return query;
}

/** The filters alone, in the list call's form (for export). */
export function toFilterQuery(state: ListState): Record<string, unknown> {
  const { pageNum: _pageNum, pageSize: _pageSize, ...rest } = toListQuery(state);
  return rest;
}
