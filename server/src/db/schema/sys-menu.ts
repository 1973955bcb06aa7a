import { char, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, refColumn, statusColumn } from './columns';

/**
 * Menus: directories (M), pages (C) and buttons (F). Titles are stored per language:
 * `menu_name` is Chinese (as in RuoYi), `menu_name_en` English and `menu_name_lo` Lao;
 * /getRouters picks the column of the request's language.
 */
export const sysMenu = pgTable(
  'sys_menu',
  {
    menuId: idColumn('menu_id'),
    menuName: varchar('menu_name', { length: 50 }).notNull(),
    menuNameEn: varchar('menu_name_en', { length: 100 }).notNull().default(''),
    menuNameLo: varchar('menu_name_lo', { length: 100 }).notNull().default(''),
    parentId: refColumn('parent_id').notNull().default(0),
    orderNum: integer('order_num').notNull().default(0),
    path: varchar('path', { length: 200 }).notNull().default(''),
    component: varchar('component', { length: 255 }),
    query: varchar('query', { length: 255 }),
    routeName: varchar('route_name', { length: 50 }).notNull().default(''),
    /** RuoYi semantics: 0 external link, 1 not external. */
    isFrame: integer('is_frame').notNull().default(1),
    /** RuoYi semantics: 0 cached, 1 not cached. */
    isCache: integer('is_cache').notNull().default(0),
    /** M directory, C page, F button. */
    menuType: char('menu_type', { length: 1 }).notNull(),
    /** '0' shown, '1' hidden. */
    visible: char('visible', { length: 1 }).notNull().default('0'),
    status: statusColumn(),
    perms: varchar('perms', { length: 100 }),
    icon: varchar('icon', { length: 100 }).notNull().default('#'),
    ...auditColumns(),
  },
  (t) => [index('sys_menu_parent_idx').on(t.parentId)],
);
