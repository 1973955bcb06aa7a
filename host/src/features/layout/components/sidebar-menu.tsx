import { Menu } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import type { MenuNode } from '../../../types/app-route';
import { findMenuKey, findOpenKeys } from '../../../utils/menu-routes';
import { findNode, useMenuNavigation } from '../hooks/use-menu-navigation';
import { usePagePrefetch } from '../hooks/use-page-prefetch';
import { toMenuItems } from './menu-items';

interface SidebarMenuProps {
  menu: readonly MenuNode[];
  /** The path whose entry is highlighted (the page's `activeMenu` for hidden pages). */
  activePath: string;
  collapsed: boolean;
  dark: boolean;
}

/**
 * The sidebar's menu: highlights the current page and opens its directories; the
 * remotes behind it load when the browser is idle, a page when its entry is pointed at.
 */
export function SidebarMenu({ menu, activePath, collapsed, dark }: SidebarMenuProps) {
  const open = useMenuNavigation();
  const prefetch = usePagePrefetch();
  const items = useMemo(() => toMenuItems(menu, prefetch), [menu, prefetch]);
  const selected = findMenuKey(activePath, menu);
  const [openKeys, setOpenKeys] = useState<string[]>(() => findOpenKeys(selected, menu));

  useEffect(() => {
    const needed = findOpenKeys(selected, menu);
    setOpenKeys((current) => [...new Set([...current, ...needed])]);
  }, [selected, menu]);

  return (
    <Menu
      mode="inline"
      theme={dark ? 'dark' : 'light'}
      inlineCollapsed={collapsed}
      items={items}
      selectedKeys={selected ? [selected] : []}
      {...(collapsed ? {} : { openKeys, onOpenChange: (keys: string[]) => setOpenKeys(keys) })}
      onClick={({ key }) => {
        const node = findNode(menu, key);
        if (node) open(node);
      }}
      style={{ borderInlineEnd: 0, background: 'transparent' }}
      data-testid="sidebar-menu"
    />
  );
}
