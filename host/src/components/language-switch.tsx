import { useLanguage } from '@agency/shared/features/i18n/hooks/use-language';
import { changeLanguage } from '@agency/shared/features/i18n/i18n';
import type { Language } from '@agency/shared/features/i18n/types/language';
import { TranslationOutlined } from '@ant-design/icons';
import type { MenuProps } from 'antd/es/menu';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../utils/host-namespace';
import { LANGUAGE_LABELS } from '../utils/language-labels';
import { ChoiceMenuButton } from './choice-menu-button';

export { LANGUAGE_LABELS };

/**
 * zh / en / lo. One switch changes every mounted app at once (one i18next
 * instance); the layout refetches the menus in the new language.
 * `defaultOpen` opens the menu on mount (the deferred switch of the login page
 * hands over a click that came before this component was loaded).
 */
export function LanguageSwitch({
  dark = false,
  defaultOpen = false,
}: {
  dark?: boolean;
  defaultOpen?: boolean;
}) {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'layout' });
  const language = useLanguage();
  const [open, setOpen] = useState(defaultOpen);
  const items: MenuProps['items'] = (Object.keys(LANGUAGE_LABELS) as Language[]).map((key) => ({
    key,
    label: LANGUAGE_LABELS[key],
  }));
  return (
    // The tooltip on the left, so it never covers the menu that opens below.
    <ChoiceMenuButton
      label={t('language')}
      icon={<TranslationOutlined />}
      testId="language-switch"
      tooltipPlacement="left"
      items={items}
      selected={language}
      onChoose={(key) => {
        setOpen(false);
        void changeLanguage(key);
      }}
      open={open}
      onOpenChange={setOpen}
      buttonStyle={dark ? { color: '#fff' } : undefined}
    >
      {LANGUAGE_LABELS[language]}
    </ChoiceMenuButton>
  );
}
