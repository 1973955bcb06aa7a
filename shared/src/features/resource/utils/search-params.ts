import type { ResourceField, SearchSpec } from '../types/resource-field';

/** One query parameter a search field reads and writes, and how its value is checked. */
export interface FilterParam {
  param: string;
  /** The field it belongs to. */
  key: string;
  kind: 'text' | 'number' | 'date' | 'choice';
  /** The other end of a range, for the min <= max check. */
  pairedWith?: { param: string; end: 'min' | 'max' };
}

export function searchSpecOf<Row>(field: ResourceField<Row>): SearchSpec | undefined {
  if (!field.search) return undefined;
  return field.search === true ? {} : field.search;
}

const NUMERIC = new Set(['number', 'integer', 'money', 'percent']);

/** The search mode of a field: its own, else a date range for dates, else exact. */
export function searchModeOf<Row>(field: ResourceField<Row>): NonNullable<SearchSpec['mode']> {
  const spec = searchSpecOf(field);
  if (spec?.mode) return spec.mode;
  return field.type === 'date' || field.type === 'datetime' ? 'dateRange' : 'exact';
}

/** The query parameters of a range or date-range field. */
export function rangeParamsOf<Row>(field: ResourceField<Row>): readonly [string, string] {
  const spec = searchSpecOf(field);
  if (spec?.params) return spec.params;
  return searchModeOf(field) === 'dateRange'
    ? ['params[beginTime]', 'params[endTime]']
    : [`${field.key}Min`, `${field.key}Max`];
}

/** Every query parameter the search fields of a resource use. */
export function filterParamsOf<Row>(fields: readonly ResourceField<Row>[]): FilterParam[] {
  const result: FilterParam[] = [];
  for (const field of fields) {
    const spec = searchSpecOf(field);
    if (!spec) continue;
    const mode = searchModeOf(field);
    if (mode === 'exact') {
      const kind = NUMERIC.has(field.type ?? 'text')
        ? 'number'
        : field.type === 'date' || field.type === 'datetime'
          ? 'date'
          : field.type === 'dict' || field.type === 'select' || field.type === 'switch'
            ? 'choice'
            : 'text';
      result.push({ param: spec.param ?? field.key, key: field.key, kind });
      continue;
    }
    const [min, max] = rangeParamsOf(field);
    const kind = mode === 'dateRange' ? 'date' : 'number';
    result.push({ param: min, key: field.key, kind, pairedWith: { param: max, end: 'max' } });
    result.push({ param: max, key: field.key, kind, pairedWith: { param: min, end: 'min' } });
  }
  return result;
}
