import { changeLanguage } from '@agency/shared/features/i18n/i18n';
import { registerLayoutLocales } from '../app/locales/register-layout-locales';

/** For a test file of the layout's parts: their texts registered, in English, before its tests. */
export function layoutTextsInEnglish() {
  beforeAll(async () => {
    registerLayoutLocales();
    await changeLanguage('en');
  });
}
