import { COMMON_TEXTS } from '@agency/shared/features/i18n/locales/common-texts';
import { resolveLanguage } from '@agency/shared/features/i18n/utils/language';
import { STARTUP_TEXTS } from './locales/startup-texts';

/**
 * Asks for the first screen's texts in the language i18next will start in, while the
 * start-up libraries are still being evaluated: the bootstrap asked for them only once
 * its own modules ran, and the first render then waited on them (docs/benchmarks.md).
 * The same chunk loads once; the bootstrap's i18n set-up reports a failure.
 */
export function prefetchStartTexts(): void {
  const language = resolveLanguage();
  for (const load of [COMMON_TEXTS[language], STARTUP_TEXTS[language]]) load().catch(() => undefined);
}
