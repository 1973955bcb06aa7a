import { useAppSelector } from '@agency/shared/features/store/hooks/typed-hooks';
import { selectVisitedViews } from '@agency/shared/features/store/slices/tags-view-slice';
import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MenuNode } from '../../router/types/app-route';
import { flattenMenu } from '../../router/utils/menu-routes';
import { withQuery } from '../../router/utils/path';
import { usePageLoader } from './use-page-loader';

/**
 * How long a menu click waits for its page's code before it navigates anyway (the page
 * then shows its spinner until the code is there).
 */
export const PAGE_CODE_WAIT_MS = 150;

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
 * and page in its query), as it would through the tab.
 *
 * The navigation waits for the page's code (at most {@link PAGE_CODE_WAIT_MS}): the
 * layout's navigation and the page then render once, without a spinner's render and
 * commit first, which put the first paint of a remote page 60 to 100 ms later
 * (docs/benchmarks.md). Only the latest click navigates.
 */
export function useMenuNavigation(): (node: MenuNode) => void {
  const navigate = useNavigate();
  const visited = useAppSelector(selectVisitedViews);
  const loadPage = usePageLoader();
  const latest = useRef(0);
  return useCallback(
    (node: MenuNode) => {
      const target = node.children?.length ? flattenMenu(node.children)[0]?.node : node;
      if (!target) return;
      if (target.external) {
        window.open(target.key, '_blank', 'noopener');
        return;
      }
      const open = visited.find((view) => view.path === target.key);
      const click = ++latest.current;
      const waited = new Promise((resolve) => setTimeout(resolve, PAGE_CODE_WAIT_MS));
      void Promise.race([loadPage(target.key), waited]).then(() => {
        if (click === latest.current) navigate(open?.fullPath ?? withQuery(target.key, target.query));
      });
    },
    [navigate, visited, loadPage],
  );
}
