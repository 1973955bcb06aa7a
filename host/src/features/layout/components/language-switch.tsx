import { useLanguage } from '@agency/shared/features/i18n/hooks/use-language';
import { changeLanguage } from '@agency/shared/features/i18n/i18n';
import type { Language } from '@agency/shared/features/i18n/types/language';
import { TranslationOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../../i18n/types/namespace';

/** Each language named in itself. */
export const LANGUAGE_LABELS: Record<Language, string> = { zh: '中文', en: 'English', lo: 'ລາວ' };

/**
 * zh / en / lo. One switch changes every mounted app at once (one i18next
 * instance); the layout refetches the menus in the new language.
 */
export function LanguageSwitch({ dark = false }: { dark?: boolean }) {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'layout' });
  const language = useLanguage();
  const items: MenuProps['items'] = (Object.keys(LANGUAGE_LABELS) as Language[]).map((key) => ({
    key,
    label: LANGUAGE_LABELS[key],
  }));
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        selectable: true,
        selectedKeys: [language],
        onClick: ({ key }) => void changeLanguage(key),
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
