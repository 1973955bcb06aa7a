import type { Dayjs } from 'dayjs';
import { DATE_PATTERN } from '../../date/utils/format-time';

/** A text input's value trimmed, or null when left blank (the server stores no blank text). */
export const trimmedOrNull = (value: string | undefined): string | null =>
  value?.trim() ? value.trim() : null;

/** The period of `DealPeriodItems` as the server takes it (`YYYY-MM-DD`). */
export const periodOf = (values: { startDate: Dayjs; endDate: Dayjs }) => ({
  startDate: values.startDate.format(DATE_PATTERN),
  endDate: values.endDate.format(DATE_PATTERN),
});
