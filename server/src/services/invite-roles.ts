import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { sysRole } from '../db/schema/sys-role';
import { sysUser } from '../db/schema/sys-user';
import { grantedRoles, roleGrantProblem } from './role-grants';
import { loadAuthUser } from './user-access';

/** The roles an invitation code grants, by its type (docs/architecture.md). */
export const inviteRoles: Record<string, string[]> = {
  property: ['house_staff'],
  vehicle: ['vehicle_staff'],
  both: ['house_staff', 'vehicle_staff'],
};

/** The stored, not deleted roles of a code type. */
async function rolesOfType(db: Queryable, codeType: string) {
  const keys = inviteRoles[codeType] ?? [];
  if (keys.length === 0) return [];
  return grantedRoles(db, inArray(sysRole.roleKey, keys));
}

/**
 * Whether the user may mint codes of this type: a code grants only what its creator may
 * grant (issue 32, finding 3), so every role of the type must be one they may grant.
 */
export async function mayMintInviteType(
  db: Queryable,
  user: Parameters<typeof roleGrantProblem>[1],
  codeType: string,
) {
  for (const role of await rolesOfType(db, codeType))
    if (await roleGrantProblem(db, user, role)) return false;
  return true;
}

/**
 * The role ids a code gives at registration: those of its type that its creator (the
 * user named in `creator`) may still grant. Derived again when the code is used, so a
 * code minted before this rule, or by someone who has since lost the right (disabled,
 * deleted, fewer permissions), grants no more than its creator could hand out themselves.
 */
export async function inviteRoleIdsToGrant(db: Queryable, creatorName: string, codeType: string) {
  const [creatorRow] = await db
    .select({ userId: sysUser.userId })
    .from(sysUser)
    .where(and(eq(sysUser.userName, creatorName), eq(sysUser.delFlag, '0')));
  const creator = creatorRow ? await loadAuthUser(db, creatorRow.userId) : null;
  if (!creator) return [];
  const granted: number[] = [];
  for (const role of await rolesOfType(db, codeType))
    if (!(await roleGrantProblem(db, creator, role))) granted.push(role.roleId);
  return granted;
}
