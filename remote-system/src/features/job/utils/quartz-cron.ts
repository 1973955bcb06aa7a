/**
 * The job screen stores Quartz expressions (RuoYi's: `second minute hour day month
 * weekday [year]`, `?` for "any" day); the builder speaks five-field cron. These turn
 * one into the other.
 */

/** Quartz weekday numbers count from Sunday = 1, five-field cron from Sunday = 0: only names are safe. */
const NUMERIC_WEEKDAY = /(^|[,-])\d/;

/**
 * The builder's value of a Quartz expression, or null when the builder cannot show it
 * (seconds other than 0, a year, numeric weekdays, Quartz-only signs such as L, W or #).
 */
export function quartzToBuilder(quartz: string): string | null {
  const parts = quartz.trim().split(/\s+/);
  if (parts.length === 7 && parts[6] === '*') parts.pop();
  if (parts.length !== 6 || parts[0] !== '0') return null;
  const [, minute, hour, day, month, weekday] = parts.map((part) => (part === '?' ? '*' : part)) as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  if (NUMERIC_WEEKDAY.test(weekday)) return null;
  if (/[LW#]/i.test(`${day} ${weekday}`)) return null;
  return `${minute} ${hour} ${day} ${month} ${weekday}`;
}

/** The Quartz expression of a five-field builder value (`?` on the day field left open). */
export function builderToQuartz(cron: string): string {
  const [minute = '*', hour = '*', day = '*', month = '*', weekday = '*'] = cron.trim().split(/\s+/);
  if (weekday !== '*' && day === '*') return `0 ${minute} ${hour} ? ${month} ${weekday}`;
  if (weekday === '*') return `0 ${minute} ${hour} ${day} ${month} ?`;
  return `0 ${minute} ${hour} ${day} ${month} ${weekday}`;
}

/**
 * Whether a Quartz expression may fire more than once in a minute: its seconds field is
 * anything but one number. The server decides (it counts the next runs); this only
 * offers an administrator the confirmation it asks for.
 */
export function mayRunMoreThanOnceAMinute(quartz: string): boolean {
  const seconds = quartz.trim().split(/\s+/)[0] ?? '';
  return seconds !== '' && !/^\d{1,2}$/.test(seconds);
}
