/**
 * SQLSTATE classes that mean the request carried a value the database cannot take
 * (class 22 "data exception": numeric out of range, invalid text for a type, a NUL
 * byte, a date out of range ...; 54001 statement too complex). The request guard stops
 * the known causes first; this is the net under it, so such input is a translated
 * validation message and never "Unknown system error".
 */
export function isBadInputDatabaseError(error: unknown): boolean {
  return someCause(error, ({ code }) => typeof code === 'string' && /^(22[0-9A-Z]{3}|54001)$/.test(code));
}

/** Socket errors of a connection that cannot be made or was cut. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
]);

/**
 * The database cannot be reached: a refused or cut connection, SQLSTATE class 08
 * (connection exception), 57P01-57P03 (shut down, crashed, not accepting yet), 53300
 * (too many connections), or the pool's own timeouts. The request gets a clear
 * "try again" message; the pool reconnects by itself once the database is back.
 */
export function isDatabaseUnavailableError(error: unknown): boolean {
  return someCause(error, ({ code, message }) => {
    if (
      typeof code === 'string' &&
      (CONNECTION_CODES.has(code) || /^(08[0-9A-Z]{3}|57P0[123]|53300)$/.test(code))
    )
      return true;
    return (
      typeof message === 'string' &&
      /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/.test(
        message,
      )
    );
  });
}

/** Whether the error or one of its causes (drizzle wraps driver errors) matches. */
function someCause(
  error: unknown,
  test: (fields: { code?: unknown; message?: unknown }) => boolean,
): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current) && seen.size < 5) {
    seen.add(current);
    if (test(current as { code?: unknown; message?: unknown })) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
