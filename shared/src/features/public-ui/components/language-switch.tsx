import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/hooks/use-language';
import { changeLanguage } from '../../i18n/i18n';
import { SUPPORTED_LANGUAGES } from '../../i18n/types/language';
import { registerPublicUiLocales } from '../locales/register-public-ui-locales';
import './public-ui.css';

registerPublicUiLocales();

/** The public pages' language switch (antd's small Segmented): one button a language. */
export function PublicLanguageSwitch() {
  const { t } = useTranslation('common');
  const language = useLanguage();
  return (
    <fieldset className="pui-segmented">
      <legend className="pui-visually-hidden">{t('publicUi.language')}</legend>
      {SUPPORTED_LANGUAGES.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          aria-pressed={code === language}
          onClick={() => void changeLanguage(code)}
        >
          {t(`language.${code}`)}
        </button>
      ))}
    </fieldset>
  );
}
