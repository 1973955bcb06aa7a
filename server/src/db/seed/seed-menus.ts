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

type ExistingMenu = {
  menuId: number;
  parentId: number;
  menuType: string;
  path: string;
  perms: string | null;
};

/** A seed row is the existing row with the same parent and path (M, C) or permission (F). */
function sameMenu(seed: MenuSeed, parentId: number, row: ExistingMenu): boolean {
  if (row.parentId !== parentId) return false;
  if (seed.type === 'F') return row.menuType === 'F' && row.perms === (seed.perms ?? null);
  return row.menuType !== 'F' && row.path === (seed.path ?? '');
}

/**
 * Inserts the menu rows that are missing and leaves existing rows as they are, so
 * edits made on the menu screen survive restarts and new screens appear on upgrade.
 * Missing siblings are inserted in one statement (a fresh database needs ~50, not ~300).
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
    const missing = seeds
      .map((seed, index) => ({ seed, index }))
      .filter(({ seed }) => !existing.some((row) => sameMenu(seed, parentId, row)));
    if (missing.length > 0) {
      const inserted = await db
        .insert(sysMenu)
        .values(
          missing.map(({ seed, index }) => ({
            menuName: seed.name[0],
            menuNameEn: seed.name[1],
            menuNameLo: seed.name[2],
            parentId,
            orderNum: index + 1,
            path: seed.path ?? '',
            component: seed.component ?? null,
            menuType: seed.type,
            perms: seed.perms ?? null,
            icon: seed.icon ?? '#',
            createBy: 'admin',
          })),
        )
        .returning({
          menuId: sysMenu.menuId,
          parentId: sysMenu.parentId,
          menuType: sysMenu.menuType,
          path: sysMenu.path,
          perms: sysMenu.perms,
        });
      existing.push(...inserted);
    }
    for (const seed of seeds) {
      const row = existing.find((candidate) => sameMenu(seed, parentId, candidate));
      if (!row) throw new Error(`menu ${seed.path ?? seed.perms} was not inserted`);
      const inserted = missing.some((entry) => entry.seed === seed);
      seeded.push({ menuId: row.menuId, parentId, menuType: seed.type, perms: seed.perms ?? null, inserted });
      if (seed.children) await visit(seed.children, row.menuId);
    }
  };
  await visit(menuTree, 0);
  return seeded;
}
