import { MenuIcon } from '@agency/shared/features/menu-icon/components/menu-icon';
import { EllipsisOutlined } from '@ant-design/icons';
import { Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '../../../types/app-route';
import { HOST_NAMESPACE } from '../../../utils/host-namespace';
import { findNode, useMenuNavigation } from '../hooks/use-menu-navigation';
import { useWindowWidth } from '../hooks/use-window-width';
import { visibleTopMenuCount } from '../utils/top-menu';

export const MORE_MENU_KEY = 'more-menus';

/**
 * The top menu (settings: top nav): the first floor(width/3/85) top-level
 * entries, the rest under a more-menu. A directory opens its first page and
 * the sidebar shows its children.
 */
export function TopMenu({ menu, activeKey }: { menu: readonly MenuNode[]; activeKey: string | undefined }) {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'layout' });
  const width = useWindowWidth();
  const open = useMenuNavigation();
  const count = visibleTopMenuCount(width);
  const shown = menu.slice(0, count);
  const rest = menu.slice(count);

  const item = (node: MenuNode) => ({
    key: node.key,
    icon: <MenuIcon name={node.icon} />,
    label: node.title,
  });
  const items: MenuProps['items'] = [
    ...shown.map(item),
    ...(rest.length > 0
      ? [{ key: MORE_MENU_KEY, icon: <EllipsisOutlined />, label: t('moreMenus'), children: rest.map(item) }]
      : []),
  ];

  return (
    <Menu
      mode="horizontal"
      disabledOverflow
      selectedKeys={activeKey ? [activeKey] : []}
      items={items}
      onClick={({ key }) => {
        const node = findNode(menu, key);
        if (node) open(node);
      }}
      style={{ borderBottom: 0, flex: 1, minWidth: 0, lineHeight: '48px', background: 'transparent' }}
      data-testid="top-menu"
    />
  );
}
