import { type AnyColumn, and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { sysDept } from '../db/schema/sys-dept';
import { sysRoleDept, sysUserRole } from '../db/schema/sys-links';
import { sysRole } from '../db/schema/sys-role';
import { sysUser } from '../db/schema/sys-user';
import { ApiError } from '../plugins/api-error';
import type { AuthUser } from '../types/auth';

/** RuoYi's data scopes of a role (`sys_role.data_scope`). */
export const DataScope = {
  all: '1',
  custom: '2',
  ownDept: '3',
  deptAndBelow: '4',
  self: '5',
} as const;
export const dataScopes = Object.values(DataScope);

/** The columns of a listed table that a data scope filters on. */
export interface ScopeColumns {
  /** The row's department. */
  dept: AnyColumn;
  /** The row's user (for "self only"); a table without one shows nothing under that scope. */
  user?: AnyColumn;
}

/** The department `deptId` and every department below it. */
function deptAndBelow(deptId: number): SQL {
  return sql`select ${sysDept.deptId} from ${sysDept} where ${sysDept.deptId} = ${deptId} or ${deptId}::text = any(string_to_array(${sysDept.ancestors}, ','))`;
}

/**
 * The rows of a list the signed-in user may see, as RuoYi's @DataScope: the union of
 * what each enabled role allows (all, its custom departments, own department,
 * own department and below, own rows). Undefined when nothing is hidden (admin, or a
 * role with scope "all"); a user with no role sees nothing.
 */
export async function dataScopeCondition(
  db: Queryable,
  user: AuthUser,
  columns: ScopeColumns,
): Promise<SQL | undefined> {
  if (user.isAdmin) return undefined;
  const roles = await db
    .select({ roleId: sysRole.roleId, dataScope: sysRole.dataScope })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.roleId, sysUserRole.roleId))
    .where(and(eq(sysUserRole.userId, user.userId), eq(sysRole.status, '0'), eq(sysRole.delFlag, '0')));
  if (roles.some((role) => role.dataScope === DataScope.all)) return undefined;
  const conditions: SQL[] = [];
  const customRoles = roles.filter((role) => role.dataScope === DataScope.custom).map((role) => role.roleId);
  if (customRoles.length)
    conditions.push(
      inArray(
        columns.dept,
        db
          .select({ deptId: sysRoleDept.deptId })
          .from(sysRoleDept)
          .where(inArray(sysRoleDept.roleId, customRoles)),
      ),
    );
  const scopes = new Set(roles.map((role) => role.dataScope));
  if (user.deptId !== null) {
    if (scopes.has(DataScope.ownDept)) conditions.push(eq(columns.dept, user.deptId));
    if (scopes.has(DataScope.deptAndBelow))
      conditions.push(sql`${columns.dept} in (${deptAndBelow(user.deptId)})`);
  }
  if (scopes.has(DataScope.self) && columns.user) conditions.push(eq(columns.user, user.userId));
  return conditions.length ? or(...conditions) : sql`false`;
}

/** Refuses (as RuoYi: "no permission to access user data") a user outside the caller's data scope. */
export async function assertUserInScope(db: Queryable, user: AuthUser, userId: number): Promise<void> {
  const scope = await dataScopeCondition(db, user, { dept: sysUser.deptId, user: sysUser.userId });
  if (!scope) return;
  const rows = await db
    .select({ userId: sysUser.userId })
    .from(sysUser)
    .where(and(eq(sysUser.userId, userId), scope));
  if (rows.length === 0) throw new ApiError('dataScope.userDenied');
}

/** Refuses a department outside the caller's data scope. */
export async function assertDeptInScope(db: Queryable, user: AuthUser, deptId: number): Promise<void> {
  const scope = await dataScopeCondition(db, user, { dept: sysDept.deptId });
  if (!scope) return;
  const rows = await db
    .select({ deptId: sysDept.deptId })
    .from(sysDept)
    .where(and(eq(sysDept.deptId, deptId), scope));
  if (rows.length === 0) throw new ApiError('dataScope.deptDenied');
}
