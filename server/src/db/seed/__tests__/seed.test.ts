import { and, eq } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database';
import { prepareDatabase } from '../../prepare';
import { sysRoleMenu } from '../../schema/sys-links';
import { sysMenu } from '../../schema/sys-menu';
import { sysRole } from '../../schema/sys-role';
import { seedDatabase } from '../run-seed';

let test: TestDatabase;

// A fresh cluster (initdb), migrated and seeded, beside another test file on a 2-core machine.
jest.setTimeout(180_000);

beforeAll(async () => {
  test = await createTestDatabase();
  await prepareDatabase(test.opened);
});
afterAll(async () => {
  await test.drop();
});

async function roleHas(roleKey: string, perms: string): Promise<boolean> {
  const rows = await test.opened.db
    .select({ menuId: sysMenu.menuId })
    .from(sysRoleMenu)
    .innerJoin(sysRole, eq(sysRole.roleId, sysRoleMenu.roleId))
    .innerJoin(sysMenu, eq(sysMenu.menuId, sysRoleMenu.menuId))
    .where(and(eq(sysRole.roleKey, roleKey), eq(sysMenu.perms, perms)));
  return rows.length > 0;
}

describe('seed', () => {
  it('grants each seeded role its menus', async () => {
    expect(await roleHas('common', 'house:room:close')).toBe(true);
    expect(await roleHas('common', 'pact:template:upload')).toBe(true);
    expect(await roleHas('common', 'system:user:list')).toBe(false);
    expect(await roleHas('house_staff', 'house:invite:generate')).toBe(true);
    expect(await roleHas('house_staff', 'house:evaluation:list')).toBe(false);
    expect(await roleHas('vehicle_staff', 'vehicle:car:lease')).toBe(true);
    expect(await roleHas('vehicle_staff', 'house:room:list')).toBe(false);
  });

  it('puts back a missing menu and grants it, but keeps permissions an administrator revoked', async () => {
    await test.opened.db.delete(sysMenu).where(eq(sysMenu.perms, 'house:room:share'));
    const [exportMenu] = await test.opened.db
      .select()
      .from(sysMenu)
      .where(eq(sysMenu.perms, 'house:room:export'));
    const [common] = await test.opened.db.select().from(sysRole).where(eq(sysRole.roleKey, 'common'));
    await test.opened.db
      .delete(sysRoleMenu)
      .where(
        and(eq(sysRoleMenu.roleId, common?.roleId ?? 0), eq(sysRoleMenu.menuId, exportMenu?.menuId ?? 0)),
      );
    await test.opened.db.update(sysMenu).set({ menuNameEn: 'Homes' }).where(eq(sysMenu.path, 'houseRoom'));

    await seedDatabase(test.opened.db);

    expect(await roleHas('common', 'house:room:share')).toBe(true);
    expect(await roleHas('house_staff', 'house:room:share')).toBe(true);
    expect(await roleHas('common', 'house:room:export')).toBe(false);
    const [page] = await test.opened.db.select().from(sysMenu).where(eq(sysMenu.path, 'houseRoom'));
    expect(page?.menuNameEn).toBe('Homes');
  });
});
