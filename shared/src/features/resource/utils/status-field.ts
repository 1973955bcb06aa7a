import type { ResourceField } from '../types/resource-field';

/**
 * The status column most staff lists share: a dictionary value (normal/disabled, shown/hidden)
 * shown as its tag and a card line, filtered, and chosen in the form with radio buttons
 * starting at '0'. A screen says only how it differs (its dictionary, key, column).
 */
export function statusField<Row>(
  label: string,
  dict: string,
  options: Partial<Omit<ResourceField<Row>, 'label' | 'dict'>> = {},
): ResourceField<Row> {
  return {
    key: 'status',
    label,
    type: 'dict',
    dict,
    card: true,
    column: { width: 100 },
    search: true,
    form: { initialValue: '0', radio: true },
    ...options,
  };
}
