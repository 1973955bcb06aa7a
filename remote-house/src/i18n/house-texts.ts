import type { TextsByLanguage } from '@agency/shared/features/federation/utils/pages-with-texts';

/** The i18n namespace of this remote. */
export const HOUSE_NAMESPACE = 'house';

/** The `house` namespace one language at a time, a chunk each (the page registry registers it). */
export const HOUSE_TEXTS: TextsByLanguage = {
  zh: () => import(/* webpackChunkName: "house-texts-zh" */ './house-texts-zh'),
  en: () => import(/* webpackChunkName: "house-texts-en" */ './house-texts-en'),
  lo: () => import(/* webpackChunkName: "house-texts-lo" */ './house-texts-lo'),
};
