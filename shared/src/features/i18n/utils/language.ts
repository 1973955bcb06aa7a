import Cookies from 'js-cookie';
import { type Language, SUPPORTED_LANGUAGES } from '../types/language';

/** localStorage key of the chosen language (spec section 3). */
export const LANGUAGE_STORAGE_KEY = 'language';

export const DEFAULT_LANGUAGE: Language = 'lo';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** The stored language when it is one of zh/en/lo, else null. */
export function getStoredLanguage(): Language | null {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/**
 * The cookie that tells the server the chosen language, for the page it sends before any
 * script runs (the prerendered login page); the server checks it against zh/en/lo.
 */
export const LANGUAGE_COOKIE = 'language';

/** Writes the language cookie (a year, the whole site) unless it already says `language`. */
export function rememberLanguageCookie(language: Language): void {
  if (typeof document === 'undefined' || Cookies.get(LANGUAGE_COOKIE) === language) return;
  Cookies.set(LANGUAGE_COOKIE, language, { expires: 365, path: '/', sameSite: 'lax' });
}

export function storeLanguage(language: Language): void {
  rememberLanguageCookie(language);
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage unavailable (private mode): the choice lasts for this page only
  }
}

/** The first of the browser's languages that is zh, en or lo (`zh-CN` counts as zh), else null. */
export function detectBrowserLanguage(): Language | null {
  const nav = globalThis.navigator;
  if (!nav) return null;
  const candidates = [...(nav.languages ?? []), nav.language].filter(Boolean);
  for (const candidate of candidates) {
    const primary = candidate.toLowerCase().split(/[-_]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return null;
}

/** Stored language, else the browser's among zh/en/lo, else lo (spec section 7). */
export function resolveLanguage(): Language {
  return getStoredLanguage() ?? detectBrowserLanguage() ?? DEFAULT_LANGUAGE;
}
