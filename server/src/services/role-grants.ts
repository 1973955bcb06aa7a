import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { sysDept } from '../db/schema/sys-dept';
import { sysRoleDept, sysRoleMenu, sysUserRole } from '../db/schema/sys-links';
import { sysRole } from '../db/schema/sys-role';
import { ApiError } from '../plugins/api-error';
import type { AuthUser } from '../types/auth';
import { DataScope, dataScopeCondition } from './data-scope';
import { grantableMenuIds } from './menu-admin';
import { adminRoleKey } from './user-access';

/*
 * What a user may hand out (issue 32, findings 1-3). Nobody but an administrator grants
 * more than they hold:
 * - permissions: every menu of a granted role is a menu of one of the granter's enabled roles;
 * - data scope: the granter holds one at least as wide. Scopes are ordered
 *   1 all > 4 own department and below > 3 own department > 5 self; 2 (custom
 *   departments) is held when the granter holds "all" or sees every one of its departments.
 *   3, 4 and 5 are relative to the holder's own department, so they are compared by rank
 *   (and the grantee is always inside the granter's data scope, see the callers).
 * - never to oneself, and a role one holds is not edited (menus, data scope, status) but by an administrator.
 */

/** How wide a relative scope is; custom departments (2) are compared department by department. */
const rank: Record<string, number> = {
  [DataScope.all]: 4,
  [DataScope.deptAndBelow]: 3,
  [DataScope.ownDept]: 2,
  [DataScope.self]: 1,
};

/** The data scopes of the user's enabled roles. */
async function heldScopes(db: Queryable, user: AuthUser): Promise<string[]> {
  if (user.roleIds.length === 0) return [];
  const rows = await db
    .select({ dataScope: sysRole.dataScope })
    .from(sysRole)
    .where(and(inArray(sysRole.roleId, user.roleIds), eq(sysRole.status, '0'), eq(sysRole.delFlag, '0')));
  return rows.map((row) => row.dataScope);
}

/**
 * Whether the user holds the data scope `scope` (with its departments when custom).
 * An administrator holds every scope.
 */
export async function holdsDataScope(
  db: Queryable,
  user: AuthUser,
  scope: string,
  deptIds: readonly number[] = [],
): Promise<boolean> {
  if (user.isAdmin) return true;
  const held = await heldScopes(db, user);
  if (held.includes(DataScope.all)) return true;
  if (scope === DataScope.custom) {
    const ids = [...new Set(deptIds)];
    if (ids.length === 0) return held.length > 0;
    const visible = await dataScopeCondition(db, user, { dept: sysDept.deptId });
    const seen = await db.$count(sysDept, and(inArray(sysDept.deptId, ids), visible));
    return seen === ids.length;
  }
  const wanted = rank[scope];
  if (wanted === undefined) return false;
  return held.some((heldScope) => (rank[heldScope] ?? 0) >= wanted);
}

/** Refuses a data scope the user does not hold. */
export async function assertDataScopeHeld(
  db: Queryable,
  user: AuthUser,
  scope: string,
  deptIds: readonly number[] = [],
): Promise<void> {
  if (!(await holdsDataScope(db, user, scope, deptIds))) throw new ApiError('grant.scopeDenied');
}

type GrantedRole = { roleId: number; roleKey: string; roleName: string; dataScope: string };

/** Why the user may not hand out (or take away) this role, or undefined when they may. */
export async function roleGrantProblem(
  db: Queryable,
  user: AuthUser,
  role: GrantedRole,
): Promise<ApiError | undefined> {
  if (user.isAdmin) return undefined;
  if (role.roleKey === adminRoleKey) return new ApiError('user.adminRoleDenied');
  const allowed = (await grantableMenuIds(db, user)) ?? new Set<number>();
  const menus = await db
    .select({ menuId: sysRoleMenu.menuId })
    .from(sysRoleMenu)
    .where(eq(sysRoleMenu.roleId, role.roleId));
  if (menus.some((menu) => !allowed.has(menu.menuId)))
    return new ApiError('grant.roleMenusDenied', { name: role.roleName });
  const depts =
    role.dataScope === DataScope.custom
      ? await db
          .select({ deptId: sysRoleDept.deptId })
          .from(sysRoleDept)
          .where(eq(sysRoleDept.roleId, role.roleId))
      : [];
  const deptIds = depts.map((dept) => dept.deptId);
  if (!(await holdsDataScope(db, user, role.dataScope, deptIds)))
    return new ApiError('grant.roleScopeDenied', { name: role.roleName });
  return undefined;
}

/** Stored, not deleted roles matching `condition`, with what a grant check reads of them. */
export function grantedRoles(db: Queryable, condition: SQL): Promise<GrantedRole[]> {
  return db
    .select({
      roleId: sysRole.roleId,
      roleKey: sysRole.roleKey,
      roleName: sysRole.roleName,
      dataScope: sysRole.dataScope,
    })
    .from(sysRole)
    .where(and(condition, eq(sysRole.delFlag, '0')));
}

/** Stored, not deleted roles by id (missing ones are left out). */
export async function rolesById(db: Queryable, roleIds: readonly number[]): Promise<GrantedRole[]> {
  const ids = [...new Set(roleIds)];
  if (ids.length === 0) return [];
  return grantedRoles(db, inArray(sysRole.roleId, ids));
}

/** Refuses the first of these roles the user may not hand out or take away. */
export async function assertRolesGrantable(db: Queryable, user: AuthUser, roleIds: readonly number[]) {
  if (user.isAdmin) return;
  for (const role of await rolesById(db, roleIds)) {
    const problem = await roleGrantProblem(db, user, role);
    if (problem) throw problem;
  }
}

/**
 * Checks a change of `targetUserId`'s roles to `nextRoleIds`: every role added or taken
 * away must be one the user may grant, and nobody but an administrator changes their own roles.
 */
export async function assertRoleChangeAllowed(
  db: Queryable,
  user: AuthUser,
  targetUserId: number | undefined,
  nextRoleIds: readonly number[],
): Promise<void> {
  if (user.isAdmin) return;
  const current =
    targetUserId === undefined
      ? []
      : (
          await db
            .select({ roleId: sysUserRole.roleId })
            .from(sysUserRole)
            .where(eq(sysUserRole.userId, targetUserId))
        ).map((row) => row.roleId);
  const next = new Set(nextRoleIds);
  const changed = [
    ...[...next].filter((id) => !current.includes(id)),
    ...current.filter((id) => !next.has(id)),
  ];
  if (changed.length === 0) return;
  if (targetUserId === user.userId) throw new ApiError('grant.selfDenied');
  await assertRolesGrantable(db, user, changed);
}

/** Refuses, to anyone but an administrator, editing a role they hold themselves (enabled or not). */
export async function assertNotOwnRole(db: Queryable, user: AuthUser, roleId: number): Promise<void> {
  if (user.isAdmin) return;
  const held = await db.$count(
    sysUserRole,
    and(eq(sysUserRole.userId, user.userId), eq(sysUserRole.roleId, roleId)),
  );
  if (held > 0) throw new ApiError('grant.ownRoleDenied');
}
