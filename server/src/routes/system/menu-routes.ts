import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { and, eq, inArray, like, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { sysRoleMenu } from '../../db/schema/sys-links';
import { sysMenu } from '../../db/schema/sys-menu';
import { sysRole } from '../../db/schema/sys-role';
import { registerMessages, type Translate } from '../../locales/language';
import { ApiError } from '../../plugins/api-error';
import { requireUser } from '../../plugins/auth';
import { FailSchema, OkSchema } from '../../plugins/envelope';
import { labelledValidation } from '../../plugins/labelled-validation';
import { AuditSchemaFields, auditOut } from '../../services/audit';
import { FormApiError } from '../../services/crud/import-rows';
import { otherRowExists } from '../../services/crud-queries';
import { IdParam, NullableString } from '../../services/crud-schemas';
import { equalsFilter } from '../../services/list-filters';
import { grantableMenuIds, listMenus, menuTreeSelect, roleCheckedMenuIds } from '../../services/menu-admin';
import { likePattern } from '../../services/paging';
import type { AuthUser } from '../../types/auth';
import { systemOrgMessages } from './system-org-messages';
import { StatusValue, TreeNodeSchema } from './user-schemas';

type MenuRow = typeof sysMenu.$inferSelect;

const tags = ['system: menus'];
const operLog = { title: 'Menu' };
const Flag = Type.Union([Type.Literal(0), Type.Literal(1)]);

const MenuOut = Type.Object({
  menuId: Type.Integer(),
  parentId: Type.Integer(),
  menuName: Type.String(),
  menuNameEn: Type.String(),
  menuNameLo: Type.String(),
  orderNum: Type.Integer(),
  path: Type.String(),
  component: Type.Union([Type.String(), Type.Null()]),
  query: Type.Union([Type.String(), Type.Null()]),
  routeName: Type.String(),
  isFrame: Type.String(),
  isCache: Type.String(),
  menuType: Type.String(),
  visible: Type.String(),
  status: Type.String(),
  perms: Type.Union([Type.String(), Type.Null()]),
  icon: Type.String(),
  ...AuditSchemaFields,
});

// RuoYi sends and reads isFrame and isCache as the strings "0" and "1".
function out(row: MenuRow) {
  return {
    menuId: row.menuId,
    parentId: row.parentId,
    menuName: row.menuName,
    menuNameEn: row.menuNameEn,
    menuNameLo: row.menuNameLo,
    orderNum: row.orderNum,
    path: row.path,
    component: row.component,
    query: row.query,
    routeName: row.routeName,
    isFrame: String(row.isFrame),
    isCache: String(row.isCache),
    menuType: row.menuType,
    visible: row.visible,
    status: row.status,
    perms: row.perms,
    icon: row.icon,
    ...auditOut(row),
  };
}

const ListQuery = Type.Object({
  menuName: Type.Optional(Type.String({ maxLength: 50 })),
  status: Type.Optional(Type.Union([StatusValue, Type.Literal('')])),
  visible: Type.Optional(Type.Union([StatusValue, Type.Literal('')])),
});

const FlagText = Type.Union([Flag, Type.Literal('0'), Type.Literal('1')]);
const MenuFields = {
  parentId: Type.Integer({ minimum: 0 }),
  menuName: Type.String({ minLength: 1, maxLength: 50, pattern: '\\S' }),
  menuNameEn: Type.Optional(NullableString({ maxLength: 100 })),
  menuNameLo: Type.Optional(NullableString({ maxLength: 100 })),
  orderNum: Type.Integer({ minimum: 0, maximum: 9999 }),
  menuType: Type.Union([Type.Literal('M'), Type.Literal('C'), Type.Literal('F')]),
  // A route path, or an http(s) address for links; no spaces.
  path: Type.Optional(NullableString({ maxLength: 200, pattern: '^\\S*$' })),
  // A page key of a remote's page registry (`system/user/index`), or Layout/ParentView/InnerLink.
  component: Type.Optional(NullableString({ maxLength: 255, pattern: '^[A-Za-z0-9_./-]*$' })),
  query: Type.Optional(NullableString({ maxLength: 255 })),
  routeName: Type.Optional(NullableString({ maxLength: 50, pattern: '^[A-Za-z0-9_-]*$' })),
  isFrame: Type.Optional(FlagText),
  isCache: Type.Optional(FlagText),
  visible: Type.Optional(StatusValue),
  status: Type.Optional(StatusValue),
  perms: Type.Optional(NullableString({ maxLength: 100, pattern: '^[A-Za-z0-9_:*,.-]*$' })),
  icon: Type.Optional(NullableString({ maxLength: 100, pattern: '^[A-Za-z0-9_#-]*$' })),
  remark: Type.Optional(NullableString({ maxLength: 500 })),
};
const CreateBody = Type.Object(MenuFields);
const UpdateBody = Type.Object({ menuId: Type.Integer({ minimum: 1 }), ...MenuFields });
type MenuBody = typeof CreateBody.static;

const text = (value: string | null | undefined) => (value ?? '').trim();
const isHttp = (path: string) => /^https?:\/\//i.test(path);

/** The columns a body sets. Buttons carry no route; directories no component. */
function valuesOf(body: MenuBody) {
  const button = body.menuType === 'F';
  return {
    parentId: body.parentId,
    menuName: body.menuName.trim(),
    menuNameEn: text(body.menuNameEn),
    menuNameLo: text(body.menuNameLo),
    orderNum: body.orderNum,
    menuType: body.menuType,
    path: button ? '' : text(body.path),
    component: body.menuType === 'C' ? text(body.component) || null : null,
    query: body.menuType === 'C' ? text(body.query) || null : null,
    routeName: button ? '' : text(body.routeName),
    isFrame: Number(body.isFrame ?? 1),
    isCache: Number(body.isCache ?? 0),
    visible: body.visible ?? '0',
    status: body.status ?? '0',
    perms: text(body.perms) || null,
    icon: button ? '#' : text(body.icon) || '#',
    remark: body.remark ?? null,
  };
}

function fieldError(t: Translate, field: string, key: string, params?: Record<string, string>) {
  return new FormApiError([{ field, message: t(key, params) }], t);
}

/** RuoYi's rules of the menu form, and a parent that can hold the menu. */
async function checkMenu(
  db: Queryable,
  values: ReturnType<typeof valuesOf>,
  t: Translate,
  exceptId?: number,
) {
  const name = values.menuName;
  if (values.menuType !== 'F' && !values.path) throw fieldError(t, 'path', 'menu.pathRequired');
  if (values.isFrame === 0 && !isHttp(values.path))
    throw fieldError(t, 'path', 'menu.httpRequired', { name });
  if (
    await otherRowExists(
      db,
      sysMenu,
      sysMenu.menuId,
      [eq(sysMenu.menuName, name), eq(sysMenu.parentId, values.parentId)],
      exceptId,
    )
  )
    throw fieldError(t, 'menuName', 'menu.nameExists', { name });
  if (values.parentId === 0) {
    if (values.menuType === 'F') throw fieldError(t, 'parentId', 'menu.badParent');
    return;
  }
  if (values.parentId === exceptId) throw fieldError(t, 'parentId', 'menu.parentSelf', { name });
  const rows = await listMenus(db);
  const parent = rows.find((row) => row.menuId === values.parentId);
  if (!parent || parent.menuType === 'F') throw fieldError(t, 'parentId', 'menu.badParent');
  // A menu cannot move under its own descendant (the tree would lose the branch).
  if (exceptId !== undefined) {
    const byId = new Map(rows.map((row) => [row.menuId, row]));
    for (let at = byId.get(values.parentId); at; at = byId.get(at.parentId))
      if (at.menuId === exceptId) throw fieldError(t, 'parentId', 'menu.parentSelf', { name });
  }
}

/** A menu the caller may see (an administrator: every one; others: those of their roles). */
async function menuOrThrow(db: Queryable, user: AuthUser, menuId: number): Promise<MenuRow> {
  const [row] = await db.select().from(sysMenu).where(eq(sysMenu.menuId, menuId));
  const allowed = await grantableMenuIds(db, user);
  if (!row || (allowed && !allowed.has(menuId))) throw new ApiError('menu.notFound');
  return row;
}

/**
 * Menus, `/system/menu` (RuoYi SysMenuController): the flat list the tree table is
 * built from, add, edit, delete (not with children or while a role holds it), and the
 * trees of the role form.
 */
export const menuRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerMessages(systemOrgMessages);
  const db = app.db;
  const validated = {
    attachValidation: true,
    preHandler: labelledValidation((field) => (field in MenuFields ? `menu.field.${field}` : undefined)),
  };

  app.get(
    '/system/menu/list',
    {
      ...validated,
      config: { permission: 'system:menu:list' },
      schema: {
        tags,
        summary: 'Every menu the caller may see, flat (the client builds the tree)',
        querystring: ListQuery,
        response: { 200: OkSchema(Type.Array(MenuOut)) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { menuName, status, visible } = request.query;
      const allowed = await grantableMenuIds(db, user);
      const pattern = menuName?.trim() ? likePattern(menuName.trim()) : undefined;
      const where = and(
        // The name filter matches the Chinese, English and Lao titles.
        pattern
          ? or(
              like(sysMenu.menuName, pattern),
              like(sysMenu.menuNameEn, pattern),
              like(sysMenu.menuNameLo, pattern),
            )
          : undefined,
        equalsFilter(sysMenu.status, status),
        equalsFilter(sysMenu.visible, visible),
        allowed ? inArray(sysMenu.menuId, [...allowed, 0]) : undefined,
      );
      const rows = await db
        .select()
        .from(sysMenu)
        .where(where)
        .orderBy(sysMenu.parentId, sysMenu.orderNum, sysMenu.menuId);
      return { code: 200, msg: request.t('success'), data: rows.map(out) };
    },
  );

  // As in RuoYi, open to any signed-in user: the role form needs it, and it holds only the caller's own menus.
  app.get(
    '/system/menu/treeselect',
    {
      config: { permission: '@login' },
      schema: {
        tags,
        summary: 'The menu tree the caller may grant, titles in the request language',
        response: { 200: OkSchema(Type.Array(TreeNodeSchema)) },
      },
    },
    async (request) => ({
      code: 200,
      msg: request.t('success'),
      data: await menuTreeSelect(db, requireUser(request), request.lang),
    }),
  );

  app.get(
    '/system/menu/roleMenuTreeselect/:roleId',
    {
      ...validated,
      // The role form's call: a role editor may not hold the menu screen.
      config: { permission: 'system:role:query' },
      schema: {
        tags,
        summary: "The menu tree and the role's checked menus (parents left out when linked)",
        params: Type.Object({ roleId: IdParam }),
        response: {
          200: Type.Object({
            code: Type.Integer(),
            msg: Type.String(),
            menus: Type.Optional(Type.Array(TreeNodeSchema)),
            checkedKeys: Type.Optional(Type.Array(Type.Integer())),
          }),
        },
      },
    },
    async (request) => {
      const roleId = Number(request.params.roleId);
      const [role] = await db
        .select()
        .from(sysRole)
        .where(and(eq(sysRole.roleId, roleId), eq(sysRole.delFlag, '0')));
      if (!role) throw new ApiError('role.notFound');
      return {
        code: 200,
        msg: request.t('success'),
        menus: await menuTreeSelect(db, requireUser(request), request.lang),
        checkedKeys: await roleCheckedMenuIds(db, roleId, role.menuCheckStrictly),
      };
    },
  );

  app.get(
    '/system/menu/:menuId',
    {
      ...validated,
      config: { permission: 'system:menu:query' },
      schema: {
        tags,
        summary: 'One menu',
        params: Type.Object({ menuId: IdParam }),
        response: { 200: OkSchema(MenuOut) },
      },
    },
    async (request) => {
      const row = await menuOrThrow(db, requireUser(request), Number(request.params.menuId));
      return { code: 200, msg: request.t('success'), data: out(row) };
    },
  );

  app.post(
    '/system/menu',
    {
      ...validated,
      config: { permission: 'system:menu:add', operLog },
      schema: {
        tags,
        summary: 'Add a directory (M), page (C) or button (F)',
        body: CreateBody,
        response: { 200: FailSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const values = valuesOf(request.body);
      if (values.parentId !== 0) await menuOrThrow(db, user, values.parentId);
      await checkMenu(db, values, request.t);
      await db.insert(sysMenu).values({ ...values, createBy: user.userName });
      return { code: 200, msg: request.t('success') };
    },
  );

  app.put(
    '/system/menu',
    {
      ...validated,
      config: { permission: 'system:menu:edit', operLog },
      schema: { tags, summary: 'Edit a menu', body: UpdateBody, response: { 200: FailSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      const { menuId } = request.body;
      await menuOrThrow(db, user, menuId);
      const values = valuesOf(request.body);
      if (values.parentId !== 0) await menuOrThrow(db, user, values.parentId);
      await checkMenu(db, values, request.t, menuId);
      await db
        .update(sysMenu)
        .set({ ...values, updateBy: user.userName, updateTime: new Date() })
        .where(eq(sysMenu.menuId, menuId));
      return { code: 200, msg: request.t('success') };
    },
  );

  app.delete(
    '/system/menu/:menuId',
    {
      ...validated,
      config: { permission: 'system:menu:remove', operLog },
      schema: {
        tags,
        summary: 'Delete a menu (not one with children, not one a role holds)',
        params: Type.Object({ menuId: IdParam }),
        response: { 200: FailSchema },
      },
    },
    async (request) => {
      const menuId = Number(request.params.menuId);
      await menuOrThrow(db, requireUser(request), menuId);
      if ((await db.$count(sysMenu, eq(sysMenu.parentId, menuId))) > 0)
        throw new ApiError('menu.hasChildren');
      if ((await db.$count(sysRoleMenu, eq(sysRoleMenu.menuId, menuId))) > 0)
        throw new ApiError('menu.inUse');
      await db.delete(sysMenu).where(eq(sysMenu.menuId, menuId));
      return { code: 200, msg: request.t('success') };
    },
  );
};
