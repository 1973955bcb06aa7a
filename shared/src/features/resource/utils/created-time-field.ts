import type { ResourceField } from '../types/resource-field';

/**
 * The read-only "created" column staff lists share: a date-time the server sets, never in
 * the form. A screen says only how it differs (its label, sort, filter, card line).
 */
export function createdTimeField<Row>(
  label: string,
  options: Partial<Omit<ResourceField<Row>, 'label'>> = {},
): ResourceField<Row> {
  return { key: 'createTime', label, type: 'datetime', column: { width: 170 }, form: false, ...options };
}
