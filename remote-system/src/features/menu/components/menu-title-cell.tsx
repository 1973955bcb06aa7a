import { useLanguage } from '@agency/shared/features/i18n/hooks/use-language';
import { MenuIcon } from '@agency/shared/features/menu-icon/components/menu-icon';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Menu } from '../types/menu';
import { menuTitle } from '../utils/menu-title';

const TYPE_COLORS = { M: 'gold', C: 'blue', F: 'default' } as const;

/** The tree column: the menu's icon, its title in the user's language and its type. */
export function MenuTitleCell({ row }: { row: Menu }) {
  const { t } = useTranslation('system');
  const language = useLanguage();
  return (
    <Space size={6}>
      {row.icon && row.icon !== '#' ? <MenuIcon name={row.icon} /> : null}
      <span>{menuTitle(row, language)}</span>
      <Tag color={TYPE_COLORS[row.menuType]} bordered={false}>
        {t(`menu.types.${row.menuType}`)}
      </Tag>
    </Space>
  );
}
