import { useAppSelector } from '@agency/shared/features/store/hooks/typed-hooks';
import { selectVisitedViews } from '@agency/shared/features/store/slices/tags-view-slice';
import { useCallback } from 'react';
import type { MenuNode } from '../../../types/app-route';
import { flattenMenu } from '../../../utils/menu-routes';
import { withQuery } from '../../../utils/route-path';
import { usePageNavigate } from './use-page-navigate';

/** Finds a node by key in a menu tree. */
export function findNode(nodes: readonly MenuNode[], key: string): MenuNode | undefined {
  for (const node of nodes) {
    if (node.key === key) return node;
    const found = node.children ? findNode(node.children, key) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** Whether a path belongs to a menu entry or one of its children. */
export function containsPath(node: MenuNode, path: string): boolean {
  if (node.children?.length) return node.children.some((child) => containsPath(child, path));
  return !node.external && (path === node.key || path.startsWith(`${node.key}/`));
}

/**
 * Opens a menu entry: external links in a new window, directories at their
 * first page. A page whose tab is open comes back as its tab left it (filters
 * and page in its query), as it would through the tab. The page opens once its code is there (`usePageNavigate`).
 */
export function useMenuNavigation(): (node: MenuNode) => void {
  const openPage = usePageNavigate();
  const visited = useAppSelector(selectVisitedViews);
  return useCallback(
    (node: MenuNode) => {
      const target = node.children?.length ? flattenMenu(node.children)[0]?.node : node;
      if (!target) return;
      if (target.external) {
        window.open(target.key, '_blank', 'noopener');
        return;
      }
      const open = visited.find((view) => view.path === target.key);
      openPage(target.key, open?.fullPath ?? withQuery(target.key, target.query));
    },
    [openPage, visited],
  );
}
