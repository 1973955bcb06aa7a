import { Cron } from 'croner';

const WEEKDAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

/** A Quartz day-of-week field with its numbers (1-7, Sunday first) as names; steps stay numbers. */
function quartzWeekdays(field: string): string {
  return field.replace(/(^|[,-])([1-7])(?=$|[,\-/#L])/g, (_all, before: string, day: string) => {
    return `${before}${WEEKDAYS[Number(day) - 1]}`;
  });
}

/**
 * A Quartz expression as RuoYi stores it (`0 0 8 * * ?`, optionally a 7th year field)
 * in croner's form: `?` means "any" in Quartz but "the value at start" in croner, and
 * croner has no year field (only `*` is accepted there). Undefined when it is not valid.
 */
export function toCronerPattern(quartz: string): string | undefined {
  const parts = quartz.trim().split(/\s+/);
  // Quartz counts weekdays 1 (Sunday) to 7, croner 0 (Sunday) to 6: numbers become names.
  if (parts.length >= 6) parts[5] = quartzWeekdays(parts[5] ?? '');
  if (parts.length === 7) {
    if (parts[6] !== '*') return undefined;
    parts.pop();
  }
  if (parts.length !== 6 && parts.length !== 5) return undefined;
  const pattern = parts.map((part) => (part === '?' ? '*' : part)).join(' ');
  try {
    new Cron(pattern, { paused: true }).stop();
    return pattern;
  } catch {
    return undefined;
  }
}

/** The next time a Quartz expression fires after `from`, or null. */
export function nextRunOf(quartz: string, from = new Date()): Date | null {
  const pattern = toCronerPattern(quartz);
  if (!pattern) return null;
  const cron = new Cron(pattern, { paused: true });
  const next = cron.nextRun(from);
  cron.stop();
  return next;
}

/** The next `count` times a Quartz expression fires after `from` (empty when it is not valid). */
export function nextRunsOf(quartz: string, count: number, from = new Date()): Date[] {
  const pattern = toCronerPattern(quartz);
  if (!pattern) return [];
  const cron = new Cron(pattern, { paused: true });
  const runs = cron.nextRuns(count, from);
  cron.stop();
  return runs;
}

/**
 * True when a Quartz expression fires twice within one minute (its seconds field takes
 * more than one value): of its next runs, two fall in the same minute.
 */
export function runsMoreThanOnceAMinute(quartz: string, from = new Date()): boolean {
  const runs = nextRunsOf(quartz, 4, from).map((run) => Math.floor(run.getTime() / 60_000));
  return runs.some((minute, index) => index > 0 && minute === runs[index - 1]);
}
