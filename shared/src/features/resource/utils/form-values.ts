import dayjs from 'dayjs';
import { DATE_PATTERN, DATE_TIME_PATTERN } from '../../date/utils/format-time';
import type { ResourceField } from '../types/resource-field';

/** The fields the form shows when adding or editing. */
export function formFieldsOf<Row>(fields: readonly ResourceField<Row>[], editing: boolean) {
  return fields.filter((field) => {
    if (field.form === false) return false;
    const only = field.form?.only;
    return !only || only === (editing ? 'edit' : 'add');
  });
}

/** A row's values as the form holds them (dates as dayjs). */
export function rowToFormValues<Row>(fields: readonly ResourceField<Row>[], row: Row | undefined) {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    const value = row
      ? (row as Record<string, unknown>)[field.key]
      : field.form
        ? field.form.initialValue
        : undefined;
    if (value === undefined) continue;
    if ((field.type === 'date' || field.type === 'datetime') && value)
      values[field.key] = dayjs(String(value));
    else if (field.multiple && typeof value === 'string') values[field.key] = value ? value.split(',') : [];
    else values[field.key] = value;
  }
  return values;
}

/**
 * The form's values as the server takes them: text trimmed (empty -> null),
 * dates formatted, several choices comma-separated, empty numbers null.
 */
export function formValuesToBody<Row>(
  fields: readonly ResourceField<Row>[],
  values: Record<string, unknown>,
) {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    if (!(field.key in values)) continue;
    const value = values[field.key];
    if (value === undefined || value === null) {
      body[field.key] = null;
    } else if (dayjs.isDayjs(value)) {
      body[field.key] = value.format(field.type === 'datetime' ? DATE_TIME_PATTERN : DATE_PATTERN);
    } else if (Array.isArray(value)) {
      body[field.key] = value.join(',');
    } else if (typeof value === 'string') {
      const text = field.type === 'richText' ? value : value.trim();
      body[field.key] = text === '' ? null : text;
    } else {
      body[field.key] = value;
    }
  }
  return body;
}
