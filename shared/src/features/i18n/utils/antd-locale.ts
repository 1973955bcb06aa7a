import type { Locale } from 'antd/lib/locale';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import loLA from '../locales/antd-lo';
import type { Language } from '../types/language';

const ANTD_LOCALES: Record<Language, Locale> = { zh: zhCN, en: enUS, lo: loLA };

/** antd's locale for a language (zh_CN, en_US, and our Lao locale built on en_US). */
export function getAntdLocale(language: Language): Locale {
  return ANTD_LOCALES[language];
}
