import type { Language, LocaleMessages } from '../types/language';

/**
 * shared's common texts, one chunk per language. Their own module, without i18next, so
 * that the host's entry can ask for the current language's file before the app's
 * libraries have run (host/src/app/prefetch-start-texts.ts).
 */
export const COMMON_TEXTS: Record<Language, () => Promise<{ default: LocaleMessages }>> = {
  zh: () => import(/* webpackChunkName: "common-zh" */ './common-zh'),
  en: () => import(/* webpackChunkName: "common-en" */ './common-en'),
  lo: () => import(/* webpackChunkName: "common-lo" */ './common-lo'),
};
