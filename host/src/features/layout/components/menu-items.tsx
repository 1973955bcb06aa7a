import { MenuIcon } from '@agency/shared/features/menu-icon/components/menu-icon';
import type { MenuProps } from 'antd';
import type { MenuNode } from '../../router/types/app-route';

type MenuItems = NonNullable<MenuProps['items']>;

/** antd menu items of menu nodes (keys are the full paths). */
export function toMenuItems(nodes: readonly MenuNode[]): MenuItems {
  return nodes.map((node) =>
    node.children?.length
      ? {
          key: node.key,
          icon: <MenuIcon name={node.icon} />,
          label: node.title,
          children: toMenuItems(node.children),
        }
      : { key: node.key, icon: <MenuIcon name={node.icon} />, label: node.title },
  );
}
