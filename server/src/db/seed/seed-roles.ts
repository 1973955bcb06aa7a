import { eq } from 'drizzle-orm';
import type { Queryable } from '../client';
import { sysRoleMenu } from '../schema/sys-links';
import { sysRole } from '../schema/sys-role';
import type { SeededMenu } from './seed-menus';

export interface RoleSeed {
  roleKey: string;
  roleName: string;
  roleSort: number;
  /** Menus whose perms start with one of these are granted (with their directories). */
  permPrefixes: string[];
  remark: string;
}

/** Seeded roles (docs/architecture.md). `admin` needs no menus: it passes every check. */
export const roleSeeds: RoleSeed[] = [
  { roleKey: 'admin', roleName: 'Administrator', roleSort: 1, permPrefixes: [], remark: 'Every permission' },
  {
    roleKey: 'common',
    roleName: 'Staff',
    roleSort: 2,
    permPrefixes: ['house:', 'pact:'],
    remark: 'House screens and contracts, no system screens',
  },
  {
    roleKey: 'house_staff',
    roleName: 'House staff',
    roleSort: 3,
    permPrefixes: ['house:room:', 'house:village:', 'house:customer:', 'house:invite:', 'house:lease:'],
    remark: 'Houses, villages, customers, invitation codes, lease reminders',
  },
  {
    roleKey: 'vehicle_staff',
    roleName: 'Vehicle staff',
    roleSort: 4,
    permPrefixes: ['vehicle:'],
    remark: 'Vehicles',
  },
];

/** Menu ids a role gets: matching pages and buttons plus every directory above them. */
export function grantedMenuIds(role: RoleSeed, menus: SeededMenu[]): Set<number> {
  const byId = new Map(menus.map((menu) => [menu.menuId, menu]));
  const granted = new Set<number>();
  for (const menu of menus) {
    if (!menu.perms || !role.permPrefixes.some((prefix) => menu.perms?.startsWith(prefix))) continue;
    let current: SeededMenu | undefined = menu;
    while (current && !granted.has(current.menuId)) {
      granted.add(current.menuId);
      current = byId.get(current.parentId);
    }
  }
  return granted;
}

/**
 * Creates missing roles with their menus. For roles that already exist only menus
 * created by this start are granted, so permissions edited by an administrator stay.
 */
export async function seedRoles(db: Queryable, menus: SeededMenu[]): Promise<Map<string, number>> {
  const roleIds = new Map<string, number>();
  for (const role of roleSeeds) {
    const [found] = await db
      .select({ roleId: sysRole.roleId })
      .from(sysRole)
      .where(eq(sysRole.roleKey, role.roleKey));
    let roleId = found?.roleId;
    if (roleId === undefined) {
      const [row] = await db
        .insert(sysRole)
        .values({
          roleKey: role.roleKey,
          roleName: role.roleName,
          roleSort: role.roleSort,
          remark: role.remark,
          createBy: 'admin',
        })
        .returning({ roleId: sysRole.roleId });
      if (!row) throw new Error('role insert returned no row');
      roleId = row.roleId;
    }
    roleIds.set(role.roleKey, roleId);
    const granted = grantedMenuIds(role, menus);
    const newlyCreated = found === undefined;
    const grant = menus.filter((menu) => granted.has(menu.menuId) && (newlyCreated || menu.inserted));
    if (grant.length > 0) {
      await db
        .insert(sysRoleMenu)
        .values(grant.map((menu) => ({ roleId: roleId as number, menuId: menu.menuId })))
        .onConflictDoNothing();
    }
  }
  return roleIds;
}
