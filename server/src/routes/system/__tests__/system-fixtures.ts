import { and, eq, inArray } from 'drizzle-orm';
import { sysDept } from '../../../db/schema/sys-dept';
import { sysRoleMenu, sysUserRole } from '../../../db/schema/sys-links';
import { sysMenu } from '../../../db/schema/sys-menu';
import { sysRole } from '../../../db/schema/sys-role';
import { sysUser } from '../../../db/schema/sys-user';
import { hashPassword } from '../../../services/passwords';
import type { TestApp } from '../../../testing/test-app';

// Set-up of the system screens' tests straight in the database (the routes under test
// are not the point of the set-up).

/** The id of the seeded department with this name under the parent of that name. */
export async function deptId(t: TestApp, name: string, parentName?: string): Promise<number> {
  const rows = await t.db.select().from(sysDept).where(eq(sysDept.deptName, name));
  const parents = parentName ? await t.db.select().from(sysDept).where(eq(sysDept.deptName, parentName)) : [];
  const row = parentName ? rows.find((dept) => parents.some((p) => p.deptId === dept.parentId)) : rows[0];
  if (!row) throw new Error(`no department ${name}`);
  return row.deptId;
}

/** A role holding the menus with these permission strings. */
export async function insertRole(
  t: TestApp,
  roleKey: string,
  perms: string[],
  dataScope = '1',
): Promise<number> {
  const [role] = await t.db
    .insert(sysRole)
    .values({ roleKey, roleName: roleKey, roleSort: 10, dataScope, createBy: 'test' })
    .returning({ roleId: sysRole.roleId });
  if (!role) throw new Error('role not inserted');
  if (perms.length) {
    const menus = await t.db
      .select({ menuId: sysMenu.menuId })
      .from(sysMenu)
      .where(inArray(sysMenu.perms, perms));
    await t.db
      .insert(sysRoleMenu)
      .values(menus.map((menu) => ({ roleId: role.roleId, menuId: menu.menuId })));
  }
  return role.roleId;
}

/** A user in a department with these roles. */
export async function insertUser(
  t: TestApp,
  userName: string,
  password: string,
  dept: number | null,
  roleIds: number[] = [],
): Promise<number> {
  const [user] = await t.db
    .insert(sysUser)
    .values({
      userName,
      nickName: userName,
      password: await hashPassword(password),
      deptId: dept,
      createBy: 'test',
    })
    .returning({ userId: sysUser.userId });
  if (!user) throw new Error('user not inserted');
  if (roleIds.length)
    await t.db.insert(sysUserRole).values(roleIds.map((roleId) => ({ userId: user.userId, roleId })));
  return user.userId;
}

export async function userIdOf(t: TestApp, userName: string): Promise<number> {
  const [row] = await t.db
    .select({ userId: sysUser.userId })
    .from(sysUser)
    .where(and(eq(sysUser.userName, userName)));
  if (!row) throw new Error(`no user ${userName}`);
  return row.userId;
}
