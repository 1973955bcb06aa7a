import type { Language, LocaleMessages } from '@agency/shared/features/i18n/types/language';

/**
 * The host's first-screen texts (startup-locales), one chunk per language. Their own
 * module, without i18next, so that the entry can ask for the current language's file
 * early (app/prefetch-start-texts.ts).
 */
export const STARTUP_TEXTS: Record<Language, () => Promise<{ default: LocaleMessages }>> = {
  zh: () => import(/* webpackChunkName: "host-texts-zh" */ './startup-locales-zh'),
  en: () => import(/* webpackChunkName: "host-texts-en" */ './startup-locales-en'),
  lo: () => import(/* webpackChunkName: "host-texts-lo" */ './startup-locales-lo'),
};
