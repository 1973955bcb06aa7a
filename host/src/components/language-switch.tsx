import { useLanguage } from '@agency/shared/features/i18n/hooks/use-language';
import { changeLanguage } from '@agency/shared/features/i18n/i18n';
import type { Language } from '@agency/shared/features/i18n/types/language';
import { TranslationOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import type { MenuProps } from 'antd/es/menu';
import Tooltip from 'antd/es/tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../utils/host-namespace';
import { LANGUAGE_LABELS } from '../utils/language-labels';

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
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={setOpen}
      menu={{
        items,
        selectable: true,
        selectedKeys: [language],
        onClick: ({ key }) => {
          setOpen(false);
          void changeLanguage(key);
        },
      }}
    >
      {/* On the left, so the tooltip never covers the menu that opens below. */}
      <Tooltip title={t('language')} placement="left">
        <Button
          type="text"
          icon={<TranslationOutlined />}
          aria-label={t('language')}
          data-testid="language-switch"
          style={dark ? { color: '#fff' } : undefined}
        >
          {LANGUAGE_LABELS[language]}
        </Button>
      </Tooltip>
    </Dropdown>
  );
}
