/**
 * SQLSTATE classes that mean the request carried a value the database cannot take
 * (class 22 "data exception": numeric out of range, invalid text for a type, a NUL
 * byte, a date out of range ...; 54001 statement too complex). The request guard stops
 * the known causes first; this is the net under it, so such input is a translated
 * validation message and never "Unknown system error".
 */
export function isBadInputDatabaseError(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  // drizzle wraps driver errors in `cause`; look a few levels down.
  while (current && typeof current === 'object' && !seen.has(current) && seen.size < 5) {
    seen.add(current);
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^(22[0-9A-Z]{3}|54001)$/.test(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
