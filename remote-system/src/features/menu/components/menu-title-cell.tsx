import { useLanguage } from '@agency/shared/features/i18n/hooks/use-language';
import { MenuIcon } from '@agency/shared/features/menu-icon/components/menu-icon';
import { Space } from 'antd';
import type { Menu } from '../types/menu';
import { menuTitle } from '../utils/menu-title';

/** The tree column: the menu's icon and its title in the user's language. */
export function MenuTitleCell({ row }: { row: Menu }) {
  const language = useLanguage();
  return (
    <Space size={6}>
      {row.icon && row.icon !== '#' ? <MenuIcon name={row.icon} /> : null}
      <span>{menuTitle(row, language)}</span>
    </Space>
  );
}
