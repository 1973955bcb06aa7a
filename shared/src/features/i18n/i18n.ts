import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { COMMON_TEXTS } from './locales/common-texts';
import { type Language, type LocaleMessages, type LocaleSet, SUPPORTED_LANGUAGES } from './types/language';
import {
  getStoredLanguage,
  isLanguage,
  rememberLanguageCookie,
  resolveLanguage,
  storeLanguage,
} from './utils/language';

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
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

applyDocumentLanguage(initialLanguage);
// A language chosen before the cookie existed: the server learns of it for the next page.
const storedLanguage = getStoredLanguage();
if (storedLanguage) rememberLanguageCookie(storedLanguage);

/**
 * Adds (or extends) a namespace in all three languages. Each app registers its
 * own (`host`, `house`, `vehicle`, `pact`, `system`) when its code loads.
 */
export function registerNamespace(namespace: string, resources: LocaleSet): void {
  for (const language of SUPPORTED_LANGUAGES) {
    i18n.addResourceBundle(language, namespace, resources[language], true, true);
  }
}

/** Loads a namespace's messages in one language (a chunk per language). */
export type LanguageLoader = (language: Language) => Promise<LocaleMessages>;

const loaders = new Map<string, LanguageLoader>();
const loading = new Map<string, Promise<void>>();

function loadNamespace(namespace: string, language: Language): Promise<void> {
  const key = `${namespace}:${language}`;
  let done = loading.get(key);
  const loader = loaders.get(namespace);
  if (!done && loader) {
    done = loader(language).then((messages) => {
      i18n.addResourceBundle(language, namespace, messages, true, true);
    });
    // A failed load (network) is tried again on the next switch.
    done.catch(() => loading.delete(key));
    loading.set(key, done);
  }
  return done ?? Promise.resolve();
}

/** Loads every namespace registered by language in `language` (before switching to it). */
export async function loadLanguage(language: Language): Promise<void> {
  await Promise.all([...loaders.keys()].map((namespace) => loadNamespace(namespace, language)));
}

/**
 * Adds a namespace whose messages load one language at a time: the current language
 * now, another when the user switches to it. For the first screens, whose three
 * languages would otherwise all be downloaded (docs/benchmarks.md). The first render
 * waits for `loadLanguage(getLanguage())`.
 */
export function registerNamespaceByLanguage(namespace: string, loader: LanguageLoader): Promise<void> {
  loaders.set(namespace, loader);
  return loadNamespace(namespace, getLanguage());
}

// The common texts: the current language at start, the others when chosen.
void registerNamespaceByLanguage(COMMON_NAMESPACE, (language) =>
  COMMON_TEXTS[language]().then((module) => module.default),
);

/** The current interface language. */
export function getLanguage(): Language {
  const current = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(current) ? current : resolveLanguage();
}

/**
 * Switches every mounted app to `language` (zh, en or lo; anything else is
 * refused and `false` returned), stores it under `language`, sets `<html lang>`
 * (dayjs follows, see dayjs-locale). The store's `app.language` follows through the
 * `languageChanged` event (see create-app-store).
 */
export async function changeLanguage(language: string): Promise<boolean> {
  if (!isLanguage(language)) return false;
  await loadLanguage(language);
  storeLanguage(language);
  applyDocumentLanguage(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
  return true;
}

export default i18n;
