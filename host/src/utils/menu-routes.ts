import { matchPath } from 'react-router-dom';
import type { AppRoute, Crumb, MenuNode } from '../types/app-route';
import type { ServerRoute } from '../types/server-route';
import { isExternal, joinPath, parseQuery } from './route-path';

/** Directory components of RuoYi's router tree. */
export const LAYOUT_COMPONENTS = new Set(['Layout', 'ParentView']);
/** External page shown inside the layout in an iframe. */
export const INNER_LINK = 'InnerLink';

function titleOf(node: ServerRoute, path: string): string {
  return node.meta?.title || node.name || path;
}

/**
 * Flattens the server's router tree into the pages of the layout: full paths,
 * titles, component strings, breadcrumb trails. Directories (`Layout`,
 * `ParentView`) give crumbs, not pages; external links (`http...` paths) open
 * outside and give no route.
 */
export function buildAppRoutes(tree: readonly ServerRoute[]): AppRoute[] {
  const out: AppRoute[] = [];
  const walk = (nodes: readonly ServerRoute[], parentPath: string, crumbs: Crumb[]) => {
    for (const node of nodes) {
      if (isExternal(node.path)) continue;
      const path = joinPath(parentPath, node.path);
      const children = node.children ?? [];
      if (children.length > 0) {
        const title = node.meta?.title;
        const crumb: Crumb | null = title
          ? { title, ...(node.redirect && node.redirect !== 'noRedirect' ? { path: node.redirect } : {}) }
          : null;
        walk(children, path, crumb ? [...crumbs, crumb] : crumbs);
        continue;
      }
      const component = node.component ?? '';
      if (!component || LAYOUT_COMPONENTS.has(component)) continue;
      const route: AppRoute = {
        path,
        title: titleOf(node, path),
        component,
        noCache: node.meta?.noCache === true,
        hidden: node.hidden === true,
        crumbs,
      };
      if (node.name) route.name = node.name;
      if (node.meta?.icon && node.meta.icon !== '#') route.icon = node.meta.icon;
      if (component === INNER_LINK && node.meta?.link) route.link = node.meta.link;
      const query = parseQuery(node.query);
      if (query) route.query = query;
      out.push(route);
    }
  };
  walk(tree, '/', []);
  return out;
}

function leaf(node: ServerRoute, path: string, fallbackIcon?: string | null): MenuNode {
  const external = isExternal(node.path) || (node.component !== INNER_LINK && isExternal(node.meta?.link));
  const key = isExternal(node.path) ? node.path : external && node.meta?.link ? node.meta.link : path;
  const item: MenuNode = { key, title: titleOf(node, path), external };
  const icon = node.meta?.icon && node.meta.icon !== '#' ? node.meta.icon : fallbackIcon;
  if (icon && icon !== '#') item.icon = icon;
  const query = parseQuery(node.query);
  if (query) item.query = query;
  return item;
}

/**
 * The sidebar menu, RuoYi's way: hidden entries left out; a directory with a
 * single visible page child (and no `alwaysShow`) shows as that page; other
 * directories become sub-menus.
 */
export function buildMenu(tree: readonly ServerRoute[], parentPath = '/'): MenuNode[] {
  const out: MenuNode[] = [];
  for (const node of tree) {
    if (node.hidden) continue;
    const path = joinPath(parentPath, node.path);
    const children = node.children ?? [];
    const visible = children.filter((child) => !child.hidden);
    const only = visible[0];
    if (children.length === 0) {
      out.push(leaf(node, path));
    } else if (
      visible.length === 1 &&
      only &&
      !node.alwaysShow &&
      !(only.children && only.children.length > 0)
    ) {
      out.push(leaf(only, joinPath(path, only.path), node.meta?.icon));
    } else if (visible.length === 0) {
      if (node.alwaysShow) continue;
      out.push(leaf(node, path));
    } else {
      const item: MenuNode = {
        key: path,
        title: titleOf(node, path),
        external: false,
        children: buildMenu(visible, path),
      };
      if (node.meta?.icon && node.meta.icon !== '#') item.icon = node.meta.icon;
      out.push(item);
    }
  }
  return out;
}

/** The route a path belongs to, with its parameters (static or dynamic). */
export function matchAppRoute(
  pathname: string,
  routes: readonly AppRoute[],
): { route: AppRoute; params: Record<string, string | undefined> } | null {
  for (const route of routes) {
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (match) return { route, params: match.params };
  }
  return null;
}

/** Every page leaf of a menu, with the titles of its parents (for the header search). */
export function flattenMenu(
  nodes: readonly MenuNode[],
  parents: string[] = [],
): { node: MenuNode; trail: string[] }[] {
  const out: { node: MenuNode; trail: string[] }[] = [];
  for (const node of nodes) {
    const trail = [...parents, node.title];
    if (node.children?.length) out.push(...flattenMenu(node.children, trail));
    else out.push({ node, trail });
  }
  return out;
}

/** The key of the menu entry that owns a path, for highlighting (the longest prefix among the leaves). */
export function findMenuKey(pathname: string, nodes: readonly MenuNode[]): string | undefined {
  let best: string | undefined;
  for (const { node } of flattenMenu(nodes)) {
    if (node.external) continue;
    if (pathname === node.key || pathname.startsWith(`${node.key}/`)) {
      if (!best || node.key.length > best.length) best = node.key;
    }
  }
  return best;
}

/** Keys of the sub-menus above an entry, to open them. */
export function findOpenKeys(key: string | undefined, nodes: readonly MenuNode[]): string[] {
  if (!key) return [];
  const search = (list: readonly MenuNode[], trail: string[]): string[] | null => {
    for (const node of list) {
      if (node.key === key) return trail;
      if (node.children) {
        const found = search(node.children, [...trail, node.key]);
        if (found) return found;
      }
    }
    return null;
  };
  return search(nodes, []) ?? [];
}
