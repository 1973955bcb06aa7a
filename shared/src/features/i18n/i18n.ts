import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { commonLocales } from './locales/common-locales';
import { type Language, type LocaleSet, SUPPORTED_LANGUAGES } from './types/language';
import { applyDayjsLocale } from './utils/dayjs-locale';
import { isLanguage, resolveLanguage, storeLanguage } from './utils/language';

/** The namespace of shared's own texts. */
export const COMMON_NAMESPACE = 'common';

/**
 * The one i18next instance of the product (a federation singleton: the host
 * and every remote use this object). Languages zh, en, lo; default lo; the
 * choice is stored in localStorage under `language`.
 */
export const i18n: I18n = i18next.createInstance();

const initialLanguage = resolveLanguage();

i18n.use(initReactI18next).init({
  lng: initialLanguage,
  fallbackLng: 'en',
  supportedLngs: [...SUPPORTED_LANGUAGES],
  ns: [COMMON_NAMESPACE],
  defaultNS: COMMON_NAMESPACE,
  resources: {},
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  react: { useSuspense: false },
});

function applyDocumentLanguage(language: Language): void {
  applyDayjsLocale(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

applyDocumentLanguage(initialLanguage);

/**
 * Adds (or extends) a namespace in all three languages. Each app registers its
 * own (`host`, `house`, `vehicle`, `pact`, `system`) when its code loads.
 */
export function registerNamespace(namespace: string, resources: LocaleSet): void {
  for (const language of SUPPORTED_LANGUAGES) {
    i18n.addResourceBundle(language, namespace, resources[language], true, true);
  }
}

registerNamespace(COMMON_NAMESPACE, commonLocales);

/** The current interface language. */
export function getLanguage(): Language {
  const current = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(current) ? current : resolveLanguage();
}

/**
 * Switches every mounted app to `language` (zh, en or lo; anything else is
 * refused and `false` returned), stores it under `language`, sets `<html lang>`
 * and the dayjs locale. The store's `app.language` follows through the
 * `languageChanged` event (see create-app-store).
 */
export async function changeLanguage(language: string): Promise<boolean> {
  if (!isLanguage(language)) return false;
  storeLanguage(language);
  applyDocumentLanguage(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
  return true;
}

export default i18n;
