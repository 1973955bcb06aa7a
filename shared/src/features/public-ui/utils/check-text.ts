import type { TFunction } from 'i18next';

/** The first rule a text breaks, as its message, or null: required (not only spaces), then length. */
export function checkText(
  value: string,
  rules: { required?: string; max?: { length: number; message: string } },
): string | null {
  if (rules.required && value.trim() === '') return rules.required;
  if (rules.max && value.length > rules.max.length) return rules.max.message;
  return null;
}

/** The fields of a form's values that hold text. */
export type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/**
 * One required text field of a public form. Its texts sit in the form's group of keys:
 * `<key>` (label), `<key>Placeholder`, `<key>Required`, and the group's `tooLong` (`max`).
 */
export interface PublicTextSpec<V> {
  name: TextKey<V>;
  key: string;
  max: number;
  autoComplete?: string;
  /** A text area of this many rows. */
  rows?: number;
}

/** A form's translate function, with the form's group of keys as its prefix. */
export type PublicFormT = TFunction<string, string>;

/** The messages of the required text fields: each not blank and at most its `max` long. */
export function checkTextFields<V>(
  values: V,
  fields: readonly PublicTextSpec<V>[],
  t: PublicFormT,
): Partial<Record<keyof V, string | null>> {
  const messages: Partial<Record<keyof V, string | null>> = {};
  for (const field of fields) {
    messages[field.name] = checkText(String(values[field.name]), {
      required: t(`${field.key}Required`),
      max: { length: field.max, message: t('tooLong', { max: field.max }) },
    });
  }
  return messages;
}
