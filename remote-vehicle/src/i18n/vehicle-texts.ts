import type { TextsByLanguage } from '@agency/shared/features/federation/utils/pages-with-texts';

/** The i18n namespace of this remote. */
export const VEHICLE_NAMESPACE = 'vehicle';

/** The `vehicle` namespace one language at a time, a chunk each (the page registry registers it). */
export const VEHICLE_TEXTS: TextsByLanguage = {
  zh: () => import(/* webpackChunkName: "vehicle-texts-zh" */ './vehicle-texts-zh'),
  en: () => import(/* webpackChunkName: "vehicle-texts-en" */ './vehicle-texts-en'),
  lo: () => import(/* webpackChunkName: "vehicle-texts-lo" */ './vehicle-texts-lo'),
};
