import dayjs, { type Dayjs } from 'dayjs';
import type { FilterValue } from '../types/list-state';
import type { ResourceField } from '../types/resource-field';
import { rangeParamsOf, searchModeOf, searchSpecOf } from './search-params';

const DATE = 'YYYY-MM-DD';

export type SearchFormValues = Record<string, unknown>;

const isDay = (value: unknown): value is Dayjs => dayjs.isDayjs(value);

/** The search form's values for the filters in the URL. */
export function filtersToFormValues<Row>(
  fields: readonly ResourceField<Row>[],
  filters: Record<string, FilterValue>,
): SearchFormValues {
  const values: SearchFormValues = {};
  for (const field of fields) {
    const spec = searchSpecOf(field);
    if (!spec) continue;
    const mode = searchModeOf(field);
    if (mode === 'exact') {
      const value = filters[spec.param ?? field.key];
      if (value === undefined) continue;
      if (field.type === 'date' || field.type === 'datetime') values[field.key] = dayjs(String(value), DATE);
      else if (field.multiple) values[field.key] = String(value).split(',');
      else if (field.type === 'dict' || field.type === 'select' || field.type === 'switch')
        values[field.key] = String(value);
      else values[field.key] = value;
      continue;
    }
    const [minParam, maxParam] = rangeParamsOf(field);
    const min = filters[minParam];
    const max = filters[maxParam];
    if (min === undefined && max === undefined) continue;
    values[field.key] =
      mode === 'dateRange'
        ? [
            min === undefined ? null : dayjs(String(min), DATE),
            max === undefined ? null : dayjs(String(max), DATE),
          ]
        : { min, max };
  }
  return values;
}

function put(filters: Record<string, FilterValue>, param: string, value: unknown) {
  if (value === null || value === undefined) return;
  if (isDay(value)) {
    filters[param] = value.format(DATE);
  } else if (Array.isArray(value)) {
    if (value.length) filters[param] = value.join(',');
  } else if (typeof value === 'number') {
    filters[param] = value;
  } else {
    const text = String(value).trim();
    if (text) filters[param] = text;
  }
}

/** The filters (query parameters) the search form's values stand for. */
export function formValuesToFilters<Row>(
  fields: readonly ResourceField<Row>[],
  values: SearchFormValues,
): Record<string, FilterValue> {
  const filters: Record<string, FilterValue> = {};
  for (const field of fields) {
    const spec = searchSpecOf(field);
    if (!spec) continue;
    const value = values[field.key];
    const mode = searchModeOf(field);
    if (mode === 'exact') {
      put(filters, spec.param ?? field.key, value);
      continue;
    }
    const [minParam, maxParam] = rangeParamsOf(field);
    if (mode === 'dateRange') {
      const [begin, end] = (value as [Dayjs | null, Dayjs | null] | null | undefined) ?? [];
      put(filters, minParam, begin);
      put(filters, maxParam, end);
    } else {
      const range = (value as { min?: number | null; max?: number | null } | undefined) ?? {};
      put(filters, minParam, range.min);
      put(filters, maxParam, range.max);
    }
  }
  return filters;
}
