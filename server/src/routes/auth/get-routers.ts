import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { and, eq, inArray } from 'drizzle-orm';
import { sysRoleMenu } from '../../db/schema/sys-links';
import { sysMenu } from '../../db/schema/sys-menu';
import { requireUser } from '../../plugins/auth';
import { buildRouters, type MenuRow, menuTree } from '../../services/routers';

const menuColumns = {
  menuId: sysMenu.menuId,
  parentId: sysMenu.parentId,
  menuName: sysMenu.menuName,
  menuNameEn: sysMenu.menuNameEn,
  menuNameLo: sysMenu.menuNameLo,
  orderNum: sysMenu.orderNum,
  path: sysMenu.path,
  component: sysMenu.component,
  query: sysMenu.query,
  routeName: sysMenu.routeName,
  isFrame: sysMenu.isFrame,
  isCache: sysMenu.isCache,
  menuType: sysMenu.menuType,
  visible: sysMenu.visible,
  icon: sysMenu.icon,
};

/** Keeps the menus granted to the roles plus every directory above them. */
function withAncestors(rows: MenuRow[], granted: Set<number>): MenuRow[] {
  const byId = new Map(rows.map((row) => [row.menuId, row]));
  const keep = new Set<number>();
  for (const row of rows) {
    if (!granted.has(row.menuId)) continue;
    let current: MenuRow | undefined = row;
    while (current && !keep.has(current.menuId)) {
      keep.add(current.menuId);
      current = byId.get(current.parentId);
    }
  }
  return rows.filter((row) => keep.has(row.menuId));
}

const RoutersResponse = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  data: Type.Optional(
    Type.Array(Type.Unknown(), {
      description:
        'RuoYi router tree: {name, path, hidden, redirect, component, query, alwaysShow, meta{title, icon, noCache, link}, children}',
    }),
  ),
});

/** GET /getRouters: the router tree of the user's menus, titles in the Accept-Language language. */
export const getRoutersRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/getRouters',
    {
      config: { permission: '@login' },
      schema: { tags: ['auth'], summary: "The signed-in user's menus", response: { 200: RoutersResponse } },
    },
    async (request) => {
      const user = requireUser(request);
      const rows: MenuRow[] = await app.db
        .select(menuColumns)
        .from(sysMenu)
        .where(and(inArray(sysMenu.menuType, ['M', 'C']), eq(sysMenu.status, '0')));
      let visible = rows;
      if (!user.isAdmin) {
        const links =
          user.roleIds.length === 0
            ? []
            : await app.db
                .select({ menuId: sysRoleMenu.menuId })
                .from(sysRoleMenu)
                .where(inArray(sysRoleMenu.roleId, user.roleIds));
        visible = withAncestors(rows, new Set(links.map((link) => link.menuId)));
      }
      return { code: 200, msg: request.t('success'), data: buildRouters(menuTree(visible), request.lang) };
    },
  );
};
