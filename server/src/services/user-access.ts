import { and, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { sysDept } from '../db/schema/sys-dept';
import { sysRoleMenu, sysUserRole } from '../db/schema/sys-links';
import { sysMenu } from '../db/schema/sys-menu';
import { sysRole } from '../db/schema/sys-role';
import { sysUser } from '../db/schema/sys-user';
import type { AuthUser } from '../types/auth';

export const adminRoleKey = 'admin';
export const allPermissions = '*:*:*';

/** Enabled roles of a user (disabled or deleted roles grant nothing). */
export async function loadUserRoles(db: Queryable, userId: number) {
  return db
    .select({ roleId: sysRole.roleId, roleKey: sysRole.roleKey, roleName: sysRole.roleName })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.roleId, sysUserRole.roleId))
    .where(and(eq(sysUserRole.userId, userId), eq(sysRole.status, '0'), eq(sysRole.delFlag, '0')))
    .orderBy(sysRole.roleSort);
}

/** Permission strings of enabled menus linked to the given roles. */
export async function loadRolePermissions(db: Queryable, roleIds: number[]): Promise<string[]> {
  if (roleIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ perms: sysMenu.perms })
    .from(sysRoleMenu)
    .innerJoin(sysMenu, eq(sysMenu.menuId, sysRoleMenu.menuId))
    .where(
      and(
        inArray(sysRoleMenu.roleId, roleIds),
        eq(sysMenu.status, '0'),
        isNotNull(sysMenu.perms),
        ne(sysMenu.perms, ''),
      ),
    );
  // RuoYi allows several comma-separated permissions in one menu row.
  const perms = new Set<string>();
  for (const row of rows) {
    for (const perm of (row.perms ?? '').split(',')) if (perm.trim()) perms.add(perm.trim());
  }
  return [...perms].sort();
}

/**
 * Loads the signed-in user with roles and permissions. Returns null for a user that
 * no longer exists, is disabled or deleted, so their sessions stop working at once.
 */
export async function loadAuthUser(db: Queryable, userId: number): Promise<AuthUser | null> {
  const [user] = await db
    .select({
      userId: sysUser.userId,
      userName: sysUser.userName,
      nickName: sysUser.nickName,
      deptId: sysUser.deptId,
      status: sysUser.status,
      delFlag: sysUser.delFlag,
      deptName: sysDept.deptName,
    })
    .from(sysUser)
    .leftJoin(sysDept, eq(sysDept.deptId, sysUser.deptId))
    .where(eq(sysUser.userId, userId));
  if (user?.status !== '0' || user.delFlag !== '0') return null;
  const roles = await loadUserRoles(db, userId);
  const isAdmin = roles.some((role) => role.roleKey === adminRoleKey);
  const roleIds = roles.map((role) => role.roleId);
  return {
    userId: user.userId,
    userName: user.userName,
    nickName: user.nickName,
    deptId: user.deptId,
    deptName: user.deptName ?? '',
    roles: roles.map((role) => role.roleKey),
    roleIds,
    permissions: isAdmin ? [allPermissions] : await loadRolePermissions(db, roleIds),
    isAdmin,
  };
}

/** RuoYi's rule: the admin role and `*:*:*` pass everything, otherwise an exact match. */
export function hasPermission(user: AuthUser, permission: string): boolean {
  if (!permission) return false;
  return user.isAdmin || user.permissions.includes(allPermissions) || user.permissions.includes(permission);
}
