import type { FieldOption } from '../types/resource-field';

/**
 * A `select` field's fixed options whose labels are `<prefix>.<value>` (`menu.types.M`), or
 * `<prefix>.<word>` from a map of value to word (`{ '0': 'yes' }` gives `menu.yes`).
 */
export function optionsOf(
  prefix: string,
  values: readonly string[] | Readonly<Record<string, string>>,
): FieldOption[] {
  const pairs = Array.isArray(values)
    ? values.map((value) => [value, value] as const)
    : Object.entries(values as Readonly<Record<string, string>>);
  return pairs.map(([value, word]) => ({ value, label: `${prefix}.${word}` }));
}
