import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { and, asc, eq, ilike, inArray } from 'drizzle-orm';
import { sysDictData, sysDictType } from '../../db/schema/sys-dict';
import { sysRoleMenu } from '../../db/schema/sys-links';
import { sysMenu } from '../../db/schema/sys-menu';
import { sysRole } from '../../db/schema/sys-role';
import { OkSchema } from '../../plugins/envelope';
import { searchFilter } from '../../services/list-filters';
import { likePattern } from '../../services/paging';

const tags = ['system: tools'];
/** A lookup answers a screenful, not a table dump. */
const LIMIT = 100;
const Keyword = Type.Object({ keyword: Type.String({ minLength: 1, maxLength: 100 }) });

const DictMatch = Type.Object({
  dictType: Type.String(),
  dictName: Type.String(),
  dictNameEn: Type.String(),
  dictNameLo: Type.String(),
  dictValue: Type.String(),
  dictLabel: Type.String(),
  dictLabelEn: Type.String(),
  dictLabelLo: Type.String(),
  status: Type.String(),
});

const PermissionMatch = Type.Object({
  routes: Type.Array(
    Type.Object({
      method: Type.String(),
      url: Type.String(),
      permission: Type.String(),
      summary: Type.String(),
    }),
  ),
  menus: Type.Array(
    Type.Object({
      menuId: Type.Integer(),
      menuName: Type.String(),
      menuNameEn: Type.String(),
      menuNameLo: Type.String(),
      menuType: Type.String(),
      perms: Type.String(),
      roles: Type.Array(
        Type.Object({ roleId: Type.Integer(), roleName: Type.String(), roleKey: Type.String() }),
      ),
    }),
  ),
});

/**
 * The tools screen's lookups (`system:tool:list`): a word across the dictionaries (type,
 * value and labels in every language), and a permission string: the API routes that ask
 * for it, the menus that grant it and the roles that hold those menus.
 */
export const toolRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/system/tool/dictLookup',
    {
      config: { permission: 'system:tool:list' },
      schema: {
        tags,
        summary: 'Dictionary entries whose type, value or label (any language) contains the word',
        querystring: Keyword,
        response: { 200: OkSchema(Type.Array(DictMatch)) },
      },
    },
    async (request) => {
      const rows = await app.db
        .select({
          dictType: sysDictData.dictType,
          dictName: sysDictType.dictName,
          dictNameEn: sysDictType.dictNameEn,
          dictNameLo: sysDictType.dictNameLo,
          dictValue: sysDictData.dictValue,
          dictLabel: sysDictData.dictLabel,
          dictLabelEn: sysDictData.dictLabelEn,
          dictLabelLo: sysDictData.dictLabelLo,
          status: sysDictData.status,
        })
        .from(sysDictData)
        .innerJoin(sysDictType, eq(sysDictType.dictType, sysDictData.dictType))
        .where(
          // Every type, value, label and type name, in any language.
          searchFilter(
            [
              sysDictData.dictType,
              sysDictData.dictValue,
              sysDictData.dictLabel,
              sysDictData.dictLabelEn,
              sysDictData.dictLabelLo,
              sysDictType.dictName,
              sysDictType.dictNameEn,
              sysDictType.dictNameLo,
            ],
            request.query.keyword,
          ),
        )
        .orderBy(asc(sysDictData.dictType), asc(sysDictData.dictSort))
        .limit(LIMIT);
      return { code: 200, msg: request.t('success'), data: rows };
    },
  );

  app.get(
    '/system/tool/permLookup',
    {
      config: { permission: 'system:tool:list' },
      schema: {
        tags,
        summary: 'The routes asking for a permission, the menus granting it and the roles holding them',
        querystring: Type.Object({
          keyword: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_:*@.-]+$' }),
        }),
        response: { 200: OkSchema(PermissionMatch) },
      },
    },
    async (request) => {
      const keyword = request.query.keyword.trim().toLowerCase();
      const routes = app.routeTable
        .filter((route) => route.permission.toLowerCase().includes(keyword))
        .slice(0, LIMIT);
      const menus = await app.db
        .select()
        .from(sysMenu)
        .where(and(ilike(sysMenu.perms, likePattern(keyword))))
        .orderBy(asc(sysMenu.perms))
        .limit(LIMIT);
      const holders = menus.length
        ? await app.db
            .select({
              menuId: sysRoleMenu.menuId,
              roleId: sysRole.roleId,
              roleName: sysRole.roleName,
              roleKey: sysRole.roleKey,
            })
            .from(sysRoleMenu)
            .innerJoin(sysRole, eq(sysRole.roleId, sysRoleMenu.roleId))
            .where(
              and(
                inArray(
                  sysRoleMenu.menuId,
                  menus.map((menu) => menu.menuId),
                ),
                eq(sysRole.delFlag, '0'),
              ),
            )
        : [];
      return {
        code: 200,
        msg: request.t('success'),
        data: {
          routes,
          menus: menus.map((menu) => ({
            menuId: menu.menuId,
            menuName: menu.menuName,
            menuNameEn: menu.menuNameEn,
            menuNameLo: menu.menuNameLo,
            menuType: menu.menuType,
            perms: menu.perms ?? '',
            roles: holders
              .filter((holder) => holder.menuId === menu.menuId)
              .map(({ roleId, roleName, roleKey }) => ({ roleId, roleName, roleKey })),
          })),
        },
      };
    },
  );
};
