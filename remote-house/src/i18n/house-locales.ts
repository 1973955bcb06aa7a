import { registerNamespace } from '@agency/shared/features/i18n/i18n';
import { HOUSE_NAMESPACE } from './house-texts';
import en from './house-texts-en';
import lo from './house-texts-lo';
import zh from './house-texts-zh';

/** Every feature's texts, one group per feature, in zh, en and lo (the key checks, the tests). */
export const houseLocales = { zh, en, lo };

/** Adds the `house` namespace in every language at once (tests, the stand-alone dev page). */
export function registerHouseLocales(): void {
  registerNamespace(HOUSE_NAMESPACE, houseLocales);
}
