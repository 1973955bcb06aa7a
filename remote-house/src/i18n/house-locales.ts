import { registerNamespace } from '@agency/shared/features/i18n/i18n';
import villageEn from '../features/village/locales/en';
import villageLo from '../features/village/locales/lo';
import villageZh from '../features/village/locales/zh';

/** The i18n namespace of this remote. */
export const HOUSE_NAMESPACE = 'house';

/** Every feature's texts, one group per feature, in zh, en and lo. */
export const houseLocales = {
  zh: { village: villageZh },
  en: { village: villageEn },
  lo: { village: villageLo },
};

/** Adds the `house` namespace to the product's i18next instance (idempotent). */
export function registerHouseLocales(): void {
  registerNamespace(HOUSE_NAMESPACE, houseLocales);
}
