import dayjs from 'dayjs';
import 'dayjs/locale/en';
import 'dayjs/locale/lo';
import 'dayjs/locale/zh-cn';
import { i18n } from '../i18n';
import type { Language } from '../types/language';
import { isLanguage } from './language';

const DAYJS_LOCALES: Record<Language, string> = { zh: 'zh-cn', en: 'en', lo: 'lo' };

export function dayjsLocaleOf(language: Language): string {
  return DAYJS_LOCALES[language];
}

/** Switches dayjs (and so antd's date pickers) to the language. */
export function applyDayjsLocale(language: Language): void {
  dayjs.locale(DAYJS_LOCALES[language]);
}

let following = false;

/**
 * dayjs (and so antd's date pickers) follows the interface language from now on.
 * Called by the antd theme: the login page, without antd, does not download dayjs.
 */
export function followLanguageInDayjs(): void {
  if (following) return;
  following = true;
  if (isLanguage(i18n.language)) applyDayjsLocale(i18n.language);
  i18n.on('languageChanged', (language: string) => {
    if (isLanguage(language)) applyDayjsLocale(language);
  });
}
