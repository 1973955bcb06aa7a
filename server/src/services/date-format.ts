const pad = (value: number) => String(value).padStart(2, '0');

/** `YYYY-MM-DD HH:mm:ss` in the process's local time zone (RuoYi's timestamp format). */
export function formatDateTime(value: Date | null | undefined): string | null {
  if (!value) return null;
  return (
    `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())} ` +
    `${pad(value.getHours())}:${pad(value.getMinutes())}:${pad(value.getSeconds())}`
  );
}

/**
 * Parses the bounds of a list's date range (`params[beginTime]`, `params[endTime]`):
 * `YYYY-MM-DD` or `YYYY-MM-DD HH:mm:ss`, local time. A bare end date covers the whole
 * day, as in RuoYi. Returns undefined for text that is not a date.
 */
export function parseRangeBound(value: string, bound: 'begin' | 'end'): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(value.trim());
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s] = match;
  const hasTime = h !== undefined;
  const date = new Date(
    Number(y),
    Number(mo) - 1,
    Number(d),
    hasTime ? Number(h) : bound === 'end' ? 23 : 0,
    hasTime ? Number(mi) : bound === 'end' ? 59 : 0,
    hasTime ? Number(s ?? 0) : bound === 'end' ? 59 : 0,
    hasTime || bound === 'begin' ? 0 : 999,
  );
  if (date.getMonth() !== Number(mo) - 1) return undefined;
  return date;
}

/** A local date and time (`YYYY-MM-DD HH:mm[:ss]`, space or `T`); undefined for an impossible one (Feb 30). */
export function parseLocalDateTime(value: string): Date | undefined {
  return parseRangeBound(value.replace('T', ' '), 'begin');
}
