import type { Queryable } from '../client';
import { sysMenu } from '../schema/sys-menu';
import { type MenuSeed, menuTree } from './menu-tree';

export interface SeededMenu {
  menuId: number;
  parentId: number;
  menuType: string;
  perms: string | null;
  /** True when this start created the row (new menus are then granted to the seeded roles). */
  inserted: boolean;
}

type ExistingMenu = { menuId: number; parentId: number; menuType: string; path: string; perms: string | null };

/** A seed row is the existing row with the same parent and path (M, C) or permission (F). */
function sameMenu(seed: MenuSeed, parentId: number, row: ExistingMenu): boolean {
  if (row.parentId !== parentId) return false;
  if (seed.type === 'F') return row.menuType === 'F' && row.perms === (seed.perms ?? null);
  return row.menuType !== 'F' && row.path === (seed.path ?? '');
}

/**
 * Inserts the menu rows that are missing and leaves existing rows as they are, so
 * edits made on the menu screen survive restarts and new screens appear on upgrade.
 */
export async function seedMenus(db: Queryable): Promise<SeededMenu[]> {
  const existing: ExistingMenu[] = await db
    .select({
      menuId: sysMenu.menuId,
      parentId: sysMenu.parentId,
      menuType: sysMenu.menuType,
      path: sysMenu.path,
      perms: sysMenu.perms,
    })
    .from(sysMenu);
  const seeded: SeededMenu[] = [];

  const visit = async (seeds: MenuSeed[], parentId: number) => {
    for (const [index, seed] of seeds.entries()) {
      const found = existing.find((row) => sameMenu(seed, parentId, row));
      let menuId: number;
      if (found) {
        menuId = found.menuId;
      } else {
        const [zh, en, lo] = seed.name;
        const [row] = await db
          .insert(sysMenu)
          .values({
            menuName: zh,
            menuNameEn: en,
            menuNameLo: lo,
            parentId,
            orderNum: index + 1,
            path: seed.path ?? '',
            component: seed.component ?? null,
            menuType: seed.type,
            perms: seed.perms ?? null,
            icon: seed.icon ?? '#',
            createBy: 'admin',
          })
          .returning({ menuId: sysMenu.menuId });
        if (!row) throw new Error('menu insert returned no row');
        menuId = row.menuId;
      }
      seeded.push({ menuId, parentId, menuType: seed.type, perms: seed.perms ?? null, inserted: !found });
      if (seed.children) await visit(seed.children, menuId);
    }
  };
  await visit(menuTree, 0);
  return seeded;
}
