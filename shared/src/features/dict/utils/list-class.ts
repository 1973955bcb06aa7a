/** antd Tag colours for RuoYi's `listClass` values; `default`, empty or unknown mean plain text. */
const TAG_COLOURS: Record<string, string> = {
  primary: 'processing',
  success: 'success',
  info: 'default',
  warning: 'warning',
  danger: 'error',
};

/** The antd Tag colour of a listClass, or null for plain text. */
export function tagColourOf(listClass: string | null | undefined): string | null {
  if (!listClass) return null;
  return TAG_COLOURS[listClass] ?? null;
}
