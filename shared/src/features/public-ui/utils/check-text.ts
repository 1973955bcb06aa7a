/** The first rule a text breaks, as its message, or null: required (not only spaces), then length. */
export function checkText(
  value: string,
  rules: { required?: string; max?: { length: number; message: string } },
): string | null {
  if (rules.required && value.trim() === '') return rules.required;
  if (rules.max && value.length > rules.max.length) return rules.max.message;
  return null;
}
