import type { Translate } from '../locales/language';
import { FormApiError } from './crud/import-rows';

/**
 * Refuses a lease that ends on or before the day it starts, on its `endDate` field.
 * `messageKey` is the module's own text (houses and vehicles each have one).
 */
export function assertEndsAfterStart(
  t: Translate,
  lease: { startDate: string; endDate: string },
  messageKey: string,
): void {
  if (lease.endDate <= lease.startDate) {
    throw new FormApiError([{ field: 'endDate', message: t(messageKey) }], t);
  }
}
