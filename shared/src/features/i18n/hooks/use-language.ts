import { useTranslation } from 'react-i18next';
import { COMMON_NAMESPACE } from '../i18n';
import type { Language } from '../types/language';
import { isLanguage } from '../utils/language';

/** The current language; re-renders when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation(COMMON_NAMESPACE);
  const current = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(current) ? current : 'lo';
}
