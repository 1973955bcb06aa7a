import type { TextsByLanguage } from '@agency/shared/features/federation/utils/pages-with-texts';

/** The i18n namespace of this remote. */
export const SYSTEM_NAMESPACE = 'system';

/** The `system` namespace one language at a time, a chunk each (the page registry registers it). */
export const SYSTEM_TEXTS: TextsByLanguage = {
  zh: () => import(/* webpackChunkName: "system-texts-zh" */ './system-texts-zh'),
  en: () => import(/* webpackChunkName: "system-texts-en" */ './system-texts-en'),
  lo: () => import(/* webpackChunkName: "system-texts-lo" */ './system-texts-lo'),
};
