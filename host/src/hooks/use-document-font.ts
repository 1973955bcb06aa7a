import { useLanguage } from '@agency/shared/features/i18n/hooks/use-language';
import { useEffect } from 'react';
import { fontFamilyOf } from '../utils/theme';

/** The page's font follows the language (the Lao web font first for Lao), antd or not. */
export function useDocumentFont(): void {
  const language = useLanguage();
  useEffect(() => {
    document.body.style.fontFamily = fontFamilyOf(language);
  }, [language]);
}
