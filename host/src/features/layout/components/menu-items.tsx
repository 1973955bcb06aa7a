import { MenuIcon } from '@agency/shared/features/menu-icon/components/menu-icon';
import type { MenuProps } from 'antd';
import type { MenuNode } from '../../../types/app-route';

type MenuItems = NonNullable<MenuProps['items']>;

/** antd menu items of menu nodes (keys are the full paths); `onPoint` hears a pointer entering a page's entry. */
export function toMenuItems(nodes: readonly MenuNode[], onPoint?: (key: string) => void): MenuItems {
  return nodes.map((node) =>
    node.children?.length
      ? {
          key: node.key,
          icon: <MenuIcon name={node.icon} />,
          label: node.title,
          children: toMenuItems(node.children, onPoint),
        }
      : {
          key: node.key,
          icon: <MenuIcon name={node.icon} />,
          label: node.title,
          ...(onPoint ? { onMouseEnter: () => onPoint(node.key) } : {}),
        },
  );
}
