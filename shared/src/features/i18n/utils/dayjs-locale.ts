import dayjs from 'dayjs';
import 'dayjs/locale/en';
import 'dayjs/locale/lo';
import 'dayjs/locale/zh-cn';
import type { Language } from '../types/language';

const DAYJS_LOCALES: Record<Language, string> = { zh: 'zh-cn', en: 'en', lo: 'lo' };

export function dayjsLocaleOf(language: Language): string {
  return DAYJS_LOCALES[language];
}

/** Switches dayjs (and so antd's date pickers) to the language. */
export function applyDayjsLocale(language: Language): void {
  dayjs.locale(DAYJS_LOCALES[language]);
}
