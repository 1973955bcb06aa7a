import type { Locale } from 'antd/lib/locale';
import { getAntdLocale } from '../utils/antd-locale';
import { useLanguage } from './use-language';

/** antd's locale for the current language, for `<ConfigProvider locale={...}>`. */
export function useAntdLocale(): Locale {
  return getAntdLocale(useLanguage());
}
