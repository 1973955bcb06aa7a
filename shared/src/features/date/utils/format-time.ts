import dayjs from 'dayjs';

/** The product's timestamp format (spec section 9). */
export const DATE_TIME_PATTERN = 'YYYY-MM-DD HH:mm:ss';
export const DATE_PATTERN = 'YYYY-MM-DD';

export type TimeInput = number | string | Date | null | undefined;

/**
 * Formats a time for display: a 10-digit number (or numeric string) is Unix
 * seconds, a 13-digit one milliseconds, other strings are parsed (RuoYi's
 * `2024-01-02 03:04:05`, ISO, `2024/01/02`); empty or invalid input gives ''.
 */
export function formatTime(value: TimeInput, pattern: string = DATE_TIME_PATTERN): string {
  if (value === null || value === undefined || value === '') return '';
  let date: dayjs.Dayjs;
  if (value instanceof Date) {
    date = dayjs(value);
  } else if (typeof value === 'number' || /^\d+$/.test(value.trim())) {
    const digits = String(value).trim();
    const number = Number(digits);
    date = digits.length === 10 ? dayjs.unix(number) : dayjs(number);
  } else {
    const text = value.trim();
    // 'YYYY-MM-DDTHH:mm:ss.SSS+0000' from some servers; dayjs parses ISO natively
    date = dayjs(/^\d{4}-\d{2}-\d{2}T/.test(text) ? text : text.replace(/-/g, '/'));
  }
  return date.isValid() ? date.format(pattern) : '';
}
