import { and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { sysDept } from '../db/schema/sys-dept';
import { sysUserPost, sysUserRole } from '../db/schema/sys-links';
import { sysPost } from '../db/schema/sys-post';
import { sysRole } from '../db/schema/sys-role';
import { sysUser } from '../db/schema/sys-user';
import type { MessageParams, Translate } from '../locales/language';
import { ApiError } from '../plugins/api-error';
import type { AuthUser } from '../types/auth';
import { FormApiError } from './crud/import-rows';
import { assertDeptInScope } from './data-scope';
import { roleGrantProblem } from './role-grants';
import { adminRoleKey } from './user-access';

// The rules of the user screen that more than one route applies (add, edit, import,
// role assignment): protected accounts, unique names, departments, roles and posts.

/** The built-in administrator account: it cannot be edited, disabled or deleted here (RuoYi's checkUserAllowed). */
export const adminUserName = 'admin';

/** A refusal that names the form field it is about (shown under it, and the column by the import). */
function fieldError(t: Translate, field: string, key: string, params?: MessageParams) {
  return new FormApiError([{ field, message: t(key, params) }], t);
}

/** A stored, not deleted user; `user.notFound` otherwise. */
export async function liveUserOrThrow(db: Queryable, userId: number) {
  const [row] = await db
    .select()
    .from(sysUser)
    .where(and(eq(sysUser.userId, userId), eq(sysUser.delFlag, '0')));
  if (!row) throw new ApiError('user.notFound');
  return row;
}

/** Refuses the built-in administrator account. */
export function assertNotProtected(row: { userName: string }): void {
  if (row.userName === adminUserName) throw new ApiError('user.adminProtected');
}

/** Refuses a login name, phone number or e-mail address another user holds. */
export async function assertUserUnique(
  db: Queryable,
  values: { userName?: string; phonenumber?: string | null; email?: string | null },
  userName: string,
  t: Translate,
  exceptId?: number,
): Promise<void> {
  const others = (condition: SQL) =>
    db
      .select({ userId: sysUser.userId })
      .from(sysUser)
      .where(and(condition, exceptId === undefined ? undefined : ne(sysUser.userId, exceptId)))
      .limit(1);
  // Deleted users keep their login name (the unique index covers them), as their logs name them.
  if (values.userName && (await others(eq(sysUser.userName, values.userName))).length)
    throw fieldError(t, 'userName', 'user.userNameExists', { user: userName });
  if (
    values.phonenumber &&
    (await others(and(eq(sysUser.delFlag, '0'), eq(sysUser.phonenumber, values.phonenumber)) as SQL)).length
  )
    throw fieldError(t, 'phonenumber', 'user.phoneExists', { user: userName });
  if (
    values.email &&
    (
      await others(
        and(eq(sysUser.delFlag, '0'), sql`lower(${sysUser.email}) = ${values.email.toLowerCase()}`) as SQL,
      )
    ).length
  )
    throw fieldError(t, 'email', 'user.emailExists', { user: userName });
}

/** Refuses a department that is missing, deleted, disabled or outside the caller's data scope. */
export async function assertUsableDept(
  db: Queryable,
  user: AuthUser,
  deptId: number,
  t: Translate,
): Promise<void> {
  const [dept] = await db
    .select({ status: sysDept.status })
    .from(sysDept)
    .where(and(eq(sysDept.deptId, deptId), eq(sysDept.delFlag, '0')));
  if (dept?.status !== '0') throw fieldError(t, 'deptId', 'user.deptNotFound');
  await assertDeptInScope(db, user, deptId);
}

/**
 * Roles a user may be given: existing, not deleted; the admin role only by an
 * administrator. A disabled role may stay linked (it grants nothing while disabled).
 */
export async function assertGrantableRoles(
  db: Queryable,
  user: AuthUser,
  roleIds: readonly number[],
  t: Translate,
) {
  const ids = [...new Set(roleIds)];
  if (ids.length === 0) return;
  const rows = await db
    .select({ roleKey: sysRole.roleKey })
    .from(sysRole)
    .where(and(inArray(sysRole.roleId, ids), eq(sysRole.delFlag, '0')));
  if (rows.length !== ids.length) throw fieldError(t, 'roleIds', 'user.roleNotFound');
  if (!user.isAdmin && rows.some((row) => row.roleKey === adminRoleKey))
    throw fieldError(t, 'roleIds', 'user.adminRoleDenied');
}

/** Posts a user may hold: existing ones (a disabled post may stay linked). */
export async function assertUsablePosts(db: Queryable, postIds: readonly number[], t: Translate) {
  const ids = [...new Set(postIds)];
  if (ids.length === 0) return;
  const rows = await db.select({ postId: sysPost.postId }).from(sysPost).where(inArray(sysPost.postId, ids));
  if (rows.length !== ids.length) throw fieldError(t, 'postIds', 'user.postNotFound');
}

/** Replaces the roles of a user. */
export async function setUserRoles(db: Queryable, userId: number, roleIds: readonly number[]) {
  await db.delete(sysUserRole).where(eq(sysUserRole.userId, userId));
  const ids = [...new Set(roleIds)];
  if (ids.length) await db.insert(sysUserRole).values(ids.map((roleId) => ({ userId, roleId })));
}

/** Replaces the posts of a user. */
export async function setUserPosts(db: Queryable, userId: number, postIds: readonly number[]) {
  await db.delete(sysUserPost).where(eq(sysUserPost.userId, userId));
  const ids = [...new Set(postIds)];
  if (ids.length) await db.insert(sysUserPost).values(ids.map((postId) => ({ userId, postId })));
}

/** Role and post ids of a user. */
export async function userLinks(db: Queryable, userId: number) {
  const roles = await db
    .select({ roleId: sysUserRole.roleId })
    .from(sysUserRole)
    .where(eq(sysUserRole.userId, userId));
  const posts = await db
    .select({ postId: sysUserPost.postId })
    .from(sysUserPost)
    .where(eq(sysUserPost.userId, userId));
  return { roleIds: roles.map((row) => row.roleId), postIds: posts.map((row) => row.postId) };
}

/**
 * The roles of the user form's select (RuoYi's role select): those the caller may grant
 * (services/role-grants.ts), and the ones the user already holds (`held`), so the form
 * shows them and keeps them when saved.
 */
export async function grantableRoles(db: Queryable, user: AuthUser, held: readonly number[] = []) {
  const rows = await db
    .select()
    .from(sysRole)
    .where(eq(sysRole.delFlag, '0'))
    .orderBy(asc(sysRole.roleSort), asc(sysRole.roleId));
  if (user.isAdmin) return rows;
  const shown: typeof rows = [];
  for (const row of rows)
    if (held.includes(row.roleId) || !(await roleGrantProblem(db, user, row))) shown.push(row);
  return shown;
}

/** Every post, in their order. */
export async function allPosts(db: Queryable) {
  return db.select().from(sysPost).orderBy(asc(sysPost.postSort), asc(sysPost.postId));
}
