import type { ResourceField } from '../types/resource-field';

/**
 * The free-text remark most records carry: a two-line text area in the form, a column
 * hidden until the user shows it. A screen says only how it differs (its column, rows).
 */
export function remarkField<Row>(
  label: string,
  options: Partial<Omit<ResourceField<Row>, 'label'>> = {},
): ResourceField<Row> {
  return {
    key: 'remark',
    label,
    type: 'textarea',
    column: { hidden: true },
    form: { props: { rows: 2 } },
    ...options,
  };
}
