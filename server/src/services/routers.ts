import type { Lang } from '../locales/language';

/** The sys_menu columns the router tree needs. */
export interface MenuRow {
  menuId: number;
  parentId: number;
  menuName: string;
  menuNameEn: string;
  menuNameLo: string;
  orderNum: number;
  path: string;
  component: string | null;
  query: string | null;
  routeName: string;
  isFrame: number;
  isCache: number;
  menuType: string;
  visible: string;
  icon: string;
}

export interface RouterMeta {
  title: string;
  icon: string;
  noCache: boolean;
  link: string | null;
}

/** RuoYi's RouterVo; empty fields are left out as RuoYi's JSON does. */
export interface RouterNode {
  name?: string;
  path: string;
  hidden: boolean;
  redirect?: string;
  component?: string;
  query?: string;
  alwaysShow?: boolean;
  meta?: RouterMeta;
  children?: RouterNode[];
}

const notFrame = 1;
const isHttp = (path: string) => /^https?:\/\//i.test(path);
const capitalize = (text: string) => (text ? text.charAt(0).toUpperCase() + text.slice(1) : text);

/** The title in the request's language; missing translations fall back to English, then Chinese. */
export function menuTitle(menu: Pick<MenuRow, 'menuName' | 'menuNameEn' | 'menuNameLo'>, lang: Lang): string {
  if (lang === 'zh') return menu.menuName;
  if (lang === 'en') return menu.menuNameEn || menu.menuName;
  return menu.menuNameLo || menu.menuNameEn || menu.menuName;
}

/** A top-level page (C) that is not an external link: wrapped in a Layout route. */
const isMenuFrame = (m: MenuRow) => m.parentId === 0 && m.menuType === 'C' && m.isFrame === notFrame;
/** An http(s) page shown inside the app in an iframe. */
const isInnerLink = (m: MenuRow) => m.isFrame === notFrame && isHttp(m.path);
const isParentView = (m: MenuRow) => m.parentId !== 0 && m.menuType === 'M';

function innerLinkPath(path: string): string {
  return path
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/[.:]/g, '/');
}

const routeName = (name: string, path: string) => capitalize(name || path);

function routerPath(m: MenuRow): string {
  if (m.parentId !== 0 && isInnerLink(m)) return innerLinkPath(m.path);
  if (m.parentId === 0 && m.menuType === 'M' && m.isFrame === notFrame) return `/${m.path}`;
  if (isMenuFrame(m)) return '/';
  return m.path;
}

function componentOf(m: MenuRow): string {
  if (m.component && !isMenuFrame(m)) return m.component;
  if (!m.component && m.parentId !== 0 && isInnerLink(m)) return 'InnerLink';
  if (!m.component && isParentView(m)) return 'ParentView';
  return 'Layout';
}

function meta(m: MenuRow, lang: Lang): RouterMeta {
  return {
    title: menuTitle(m, lang),
    icon: m.icon,
    noCache: m.isCache === 1,
    link: isHttp(m.path) ? m.path : null,
  };
}

function withOptional(node: RouterNode, extra: Partial<RouterNode>): RouterNode {
  for (const [key, value] of Object.entries(extra)) {
    if (value !== undefined && value !== null && value !== '')
      (node as unknown as Record<string, unknown>)[key] = value;
  }
  return node;
}

interface MenuTreeNode extends MenuRow {
  children: MenuTreeNode[];
}

/**
 * Menu rows into a tree ordered by order_num. Rows whose parent is not among the rows
 * (a disabled directory) are dropped with it, never promoted to the top level.
 */
export function menuTree(rows: MenuRow[]): MenuTreeNode[] {
  const nodes = new Map<number, MenuTreeNode>(rows.map((row) => [row.menuId, { ...row, children: [] }]));
  const roots: MenuTreeNode[] = [];
  for (const node of nodes.values()) {
    if (node.parentId === 0) roots.push(node);
    else nodes.get(node.parentId)?.children.push(node);
  }
  const sort = (list: MenuTreeNode[]) => {
    list.sort((a, b) => a.orderNum - b.orderNum || a.menuId - b.menuId);
    for (const node of list) sort(node.children);
  };
  sort(roots);
  return roots;
}

/** RuoYi's SysMenuServiceImpl.buildMenus: directories and pages into the router tree. */
export function buildRouters(tree: MenuTreeNode[], lang: Lang): RouterNode[] {
  return tree.map((m) => {
    const router = withOptional(
      { path: routerPath(m), hidden: m.visible === '1' },
      {
        name: isMenuFrame(m) ? '' : routeName(m.routeName, m.path),
        component: componentOf(m),
        query: m.query ?? undefined,
        meta: meta(m, lang),
      },
    );
    if (m.children.length > 0 && m.menuType === 'M') {
      router.alwaysShow = true;
      router.redirect = 'noRedirect';
      router.children = buildRouters(m.children, lang);
    } else if (isMenuFrame(m)) {
      delete router.meta;
      router.children = [
        withOptional(
          { path: m.path, hidden: m.visible === '1' },
          {
            component: m.component ?? undefined,
            name: routeName(m.routeName, m.path),
            meta: meta(m, lang),
            query: m.query ?? undefined,
          },
        ),
      ];
    } else if (m.parentId === 0 && isInnerLink(m)) {
      router.meta = { title: menuTitle(m, lang), icon: m.icon, noCache: false, link: null };
      router.path = '/';
      const path = innerLinkPath(m.path);
      router.children = [
        withOptional(
          { path, hidden: false },
          { component: 'InnerLink', name: routeName(m.routeName, path), meta: meta(m, lang) },
        ),
      ];
    }
    return router;
  });
}
