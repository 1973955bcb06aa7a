import { asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { sysRoleMenu } from '../db/schema/sys-links';
import { sysMenu } from '../db/schema/sys-menu';
import type { Lang, Translate } from '../locales/language';
import type { AuthUser } from '../types/auth';
import { FormApiError } from './crud/import-rows';
import { buildTree, type TreeNode } from './dept-tree';
import { menuTitle } from './routers';

/** Menus in tree order. */
export async function listMenus(db: Queryable) {
  return db.select().from(sysMenu).orderBy(asc(sysMenu.parentId), asc(sysMenu.orderNum), asc(sysMenu.menuId));
}

/**
 * Ids of the menus the caller may hand out in a role: every menu for an administrator,
 * otherwise the menus of the caller's own roles (nobody grants more than they hold).
 */
export async function grantableMenuIds(db: Queryable, user: AuthUser): Promise<Set<number> | undefined> {
  if (user.isAdmin) return undefined;
  if (user.roleIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ menuId: sysRoleMenu.menuId })
    .from(sysRoleMenu)
    .where(inArray(sysRoleMenu.roleId, user.roleIds));
  return new Set(rows.map((row) => row.menuId));
}

/** The menu tree (`TreeSelect`) in the request's language, limited to what the caller may grant. */
export async function menuTreeSelect(db: Queryable, user: AuthUser, lang: Lang): Promise<TreeNode[]> {
  const allowed = await grantableMenuIds(db, user);
  const rows = (await listMenus(db)).filter((row) => !allowed || allowed.has(row.menuId));
  return buildTree(rows, (row) => ({
    id: row.menuId,
    parentId: row.parentId,
    label: menuTitle(row, lang),
    disabled: row.status !== '0',
  }));
}

/** Refuses menus that do not exist or that the caller may not grant. */
export async function assertGrantableMenus(
  db: Queryable,
  user: AuthUser,
  menuIds: readonly number[],
  t: Translate,
): Promise<void> {
  const ids = [...new Set(menuIds)];
  if (ids.length === 0) return;
  const found = await db.select({ menuId: sysMenu.menuId }).from(sysMenu).where(inArray(sysMenu.menuId, ids));
  const allowed = await grantableMenuIds(db, user);
  if (found.length !== ids.length || (allowed && ids.some((id) => !allowed.has(id))))
    throw new FormApiError([{ field: 'menuIds', message: t('role.menuDenied') }], t);
}

/** Replaces the menus of a role. */
export async function setRoleMenus(db: Queryable, roleId: number, menuIds: readonly number[]): Promise<void> {
  await db.delete(sysRoleMenu).where(eq(sysRoleMenu.roleId, roleId));
  const ids = [...new Set(menuIds)];
  if (ids.length) await db.insert(sysRoleMenu).values(ids.map((menuId) => ({ roleId, menuId })));
}

/**
 * The menu ids checked in a role's tree. RuoYi's `menuCheckStrictly` (true by default)
 * means parents and children are linked in the tree: a parent is then left out, or
 * the tree would check all its children; it shows checked or half-checked from them.
 */
export async function roleCheckedMenuIds(db: Queryable, roleId: number, linked: boolean): Promise<number[]> {
  const links = await db
    .select({ menuId: sysRoleMenu.menuId })
    .from(sysRoleMenu)
    .where(eq(sysRoleMenu.roleId, roleId));
  const ids = links.map((link) => link.menuId).sort((a, b) => a - b);
  if (!linked || ids.length === 0) return ids;
  const parents = await db
    .selectDistinct({ parentId: sysMenu.parentId })
    .from(sysMenu)
    .where(inArray(sysMenu.menuId, ids));
  const parentIds = new Set(parents.map((row) => row.parentId));
  return ids.filter((id) => !parentIds.has(id));
}
