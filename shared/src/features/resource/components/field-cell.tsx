import type { ListState } from '../types/list-state';
import { FieldValue, type FieldValueProps } from './field-value';

/** The list state a column's own cell is given outside the list: one row, the first page. */
const ONE_ROW: ListState = { pageNum: 1, pageSize: 1, filters: {} };

/**
 * A field's value as the list's column shows it, for detail drawers and view dialogs:
 * the screen's own cell (`column.render`) first, else the kit's value of its type.
 */
export function FieldCell<Row>({ field, row, ns, thumbnail }: FieldValueProps<Row>) {
  const render = field.column ? field.column.render : undefined;
  if (render) return render(row, 0, ONE_ROW);
  return <FieldValue field={field} row={row} ns={ns} thumbnail={thumbnail} />;
}
