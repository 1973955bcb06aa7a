import type { TextsByLanguage } from '@agency/shared/features/federation/utils/pages-with-texts';

/** The i18n namespace of this remote. */
export const PACT_NAMESPACE = 'pact';

/** The `pact` namespace one language at a time, a chunk each (the page registry registers it). */
export const PACT_TEXTS: TextsByLanguage = {
  zh: () => import(/* webpackChunkName: "pact-texts-zh" */ './pact-texts-zh'),
  en: () => import(/* webpackChunkName: "pact-texts-en" */ './pact-texts-en'),
  lo: () => import(/* webpackChunkName: "pact-texts-lo" */ './pact-texts-lo'),
};
