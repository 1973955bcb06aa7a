import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { and, asc, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { sysDept } from '../../db/schema/sys-dept';
import { sysRoleDept, sysUserRole } from '../../db/schema/sys-links';
import { sysRole } from '../../db/schema/sys-role';
import { sysUser } from '../../db/schema/sys-user';
import { registerMessages } from '../../locales/language';
import { ApiError } from '../../plugins/api-error';
import { requireUser } from '../../plugins/auth';
import { FailSchema, OkSchema, TableSchema } from '../../plugins/envelope';
import { labelledValidation } from '../../plugins/labelled-validation';
import { auditOut } from '../../services/audit';
import type { CrudContext } from '../../services/crud/crud-resource';
import { defineCrudRoutes } from '../../services/crud/define-crud-routes';
import { FormApiError } from '../../services/crud/import-rows';
import { idsOrThrow, otherRowExists } from '../../services/crud-queries';
import { IdParam, IdsParam } from '../../services/crud-schemas';
import {
  assertDeptInScope,
  assertUserInScope,
  DataScope,
  dataScopeCondition,
} from '../../services/data-scope';
import { formatDateTime } from '../../services/date-format';
import { deptTree } from '../../services/dept-tree';
import { containsFilter, equalsFilter, filtersByName } from '../../services/list-filters';
import { assertGrantableMenus, roleCheckedMenuIds, setRoleMenus } from '../../services/menu-admin';
import { dateRangeOf, pageOf } from '../../services/paging';
import {
  assertDataScopeHeld,
  assertNotOwnRole,
  holdsDataScope,
  roleGrantProblem,
} from '../../services/role-grants';
import { adminRoleKey } from '../../services/user-access';
import { assertNotProtected, liveUserOrThrow } from '../../services/user-admin';
import { type AuthUser, BusinessType } from '../../types/auth';
import { roleGrantMessages } from './role-grant-messages';
import {
  AuthUserQuery,
  AuthUserRow,
  CancelBody,
  DataScopeBody,
  RoleFields,
  RoleFilterFields,
  type RoleListQuery,
  RoleOut,
  RoleStatusBody,
  UsersOfRoleQuery,
} from './role-schemas';
import { systemOrgMessages } from './system-org-messages';
import { TreeNodeSchema } from './user-schemas';

type RoleRow = typeof sysRole.$inferSelect;

const tags = ['system: roles'];
const operLog = { title: 'Role' };
const grantLog = { title: 'Role', businessType: BusinessType.grant };

function out(row: RoleRow): RoleOut {
  return {
    roleId: row.roleId,
    roleName: row.roleName,
    roleKey: row.roleKey,
    roleSort: row.roleSort,
    dataScope: row.dataScope,
    menuCheckStrictly: row.menuCheckStrictly,
    deptCheckStrictly: row.deptCheckStrictly,
    status: row.status,
    ...auditOut(row),
  };
}

function whereOf(query: RoleListQuery): SQL | undefined {
  return and(
    eq(sysRole.delFlag, '0'),
    ...filtersByName(query, sysRole, ['roleName', 'roleKey'], containsFilter),
    equalsFilter(sysRole.status, query.status),
    dateRangeOf(query, sysRole.createTime),
  );
}

/** A stored role, not deleted; `role.notFound` otherwise. */
async function roleOrThrow(db: Queryable, roleId: number): Promise<RoleRow> {
  const [row] = await db
    .select()
    .from(sysRole)
    .where(and(eq(sysRole.roleId, roleId), eq(sysRole.delFlag, '0')));
  if (!row) throw new ApiError('role.notFound');
  return row;
}

/** The administrator role passes every check; it is not edited, disabled or deleted (RuoYi's checkRoleAllowed). */
function assertRoleAllowed(row: Pick<RoleRow, 'roleKey'>): void {
  if (row.roleKey === adminRoleKey) throw new ApiError('role.adminProtected');
}

/**
 * Only roles the caller may grant are handed out or taken away: the administrator role
 * by an administrator, others when the caller holds their menus and data scope.
 */
async function assertRoleGrantable(db: Queryable, user: AuthUser, row: RoleRow): Promise<void> {
  const problem = await roleGrantProblem(db, user, row);
  if (problem) throw problem;
}

type RoleValues = {
  dataScope?: string;
  roleName: string;
  roleKey: string;
  roleSort: number;
  status: string | undefined;
  menuCheckStrictly: boolean | undefined;
  deptCheckStrictly: boolean | undefined;
  remark: string | null | undefined;
};

async function checkRole(values: RoleValues, context: CrudContext, exceptId?: number) {
  const { db, t } = context;
  if (await otherRowExists(db, sysRole, sysRole.roleId, [eq(sysRole.roleName, values.roleName)], exceptId))
    throw new FormApiError(
      [{ field: 'roleName', message: t('role.nameExists', { name: values.roleName }) }],
      t,
    );
  if (await otherRowExists(db, sysRole, sysRole.roleId, [eq(sysRole.roleKey, values.roleKey)], exceptId))
    throw new FormApiError(
      [{ field: 'roleKey', message: t('role.keyExists', { name: values.roleName }) }],
      t,
    );
  const menuIds = (context.body as { menuIds?: number[] } | undefined)?.menuIds;
  if (menuIds) await assertGrantableMenus(db, context.user, menuIds, t);
}

async function writeMenus(id: number, context: CrudContext) {
  const menuIds = (context.body as { menuIds?: number[] } | undefined)?.menuIds;
  if (menuIds !== undefined) await setRoleMenus(context.db, id, menuIds);
}

/** The department ids checked in a role's custom scope (linked trees leave parents out, as menus do). */
async function roleCheckedDeptIds(db: Queryable, roleId: number, linked: boolean): Promise<number[]> {
  const links = await db
    .select({ deptId: sysRoleDept.deptId })
    .from(sysRoleDept)
    .where(eq(sysRoleDept.roleId, roleId));
  const ids = links.map((link) => link.deptId).sort((a, b) => a - b);
  if (!linked || ids.length === 0) return ids;
  const parents = await db
    .selectDistinct({ parentId: sysDept.parentId })
    .from(sysDept)
    .where(inArray(sysDept.deptId, ids));
  const parentIds = new Set(parents.map((row) => row.parentId));
  return ids.filter((id) => !parentIds.has(id));
}

const roleExtraRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerMessages(systemOrgMessages);
  registerMessages(roleGrantMessages);
  const db = app.db;
  const validated = {
    attachValidation: true,
    preHandler: labelledValidation((field) => (field in RoleFields ? `role.field.${field}` : undefined)),
  };

  app.delete(
    '/system/role/:roleIds',
    {
      ...validated,
      config: { permission: 'system:role:remove', operLog },
      schema: {
        tags,
        summary: 'Delete roles (comma-separated ids; not the administrator role, not a role users hold)',
        params: Type.Object({ roleIds: IdsParam }),
        response: { 200: FailSchema },
      },
    },
    async (request) => {
      const ids = [...new Set(idsOrThrow(request.params.roleIds, 'role.notFound'))];
      await db.transaction(async (tx) => {
        for (const id of ids) {
          const role = await roleOrThrow(tx, id);
          assertRoleAllowed(role);
          const holders = await tx.$count(sysUserRole, eq(sysUserRole.roleId, id));
          if (holders > 0) throw new ApiError('role.inUse', { name: role.roleName });
        }
        // Menu and department links go with the role (foreign keys cascade).
        await tx.delete(sysRole).where(inArray(sysRole.roleId, ids));
      });
      return { code: 200, msg: request.t('success') };
    },
  );

  app.put(
    '/system/role/changeStatus',
    {
      ...validated,
      config: { permission: 'system:role:edit', operLog },
      schema: {
        tags,
        summary: 'Enable or disable a role',
        body: RoleStatusBody,
        response: { 200: FailSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const role = await roleOrThrow(db, request.body.roleId);
      assertRoleAllowed(role);
      // Enabling a role hands its permissions to its holders: only one the caller may grant.
      await assertNotOwnRole(db, user, role.roleId);
      await assertRoleGrantable(db, user, role);
      await db
        .update(sysRole)
        .set({ status: request.body.status, updateBy: user.userName, updateTime: new Date() })
        .where(eq(sysRole.roleId, role.roleId));
      return { code: 200, msg: request.t('success') };
    },
  );

  app.put(
    '/system/role/dataScope',
    {
      ...validated,
      config: { permission: 'system:role:edit', operLog },
      schema: {
        tags,
        summary: "A role's data scope: 1 all, 2 custom departments, 3 own department, 4 and below, 5 self",
        body: DataScopeBody,
        response: { 200: FailSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { roleId, dataScope, deptCheckStrictly } = request.body;
      const role = await roleOrThrow(db, roleId);
      assertRoleAllowed(role);
      await assertNotOwnRole(db, user, roleId);
      // Only a role the caller could grant, to a scope they hold (issue 32, finding 2).
      await assertRoleGrantable(db, user, role);
      const deptIds = dataScope === DataScope.custom ? [...new Set(request.body.deptIds ?? [])] : [];
      // Nobody widens a role beyond the departments they see themselves.
      for (const deptId of deptIds) await assertDeptInScope(db, user, deptId);
      // Nor beyond the data scope they hold (issue 32, finding 2).
      await assertDataScopeHeld(db, user, dataScope, deptIds);
      if (deptIds.length) {
        const found = await db.$count(
          sysDept,
          and(inArray(sysDept.deptId, deptIds), eq(sysDept.delFlag, '0')),
        );
        if (found !== deptIds.length) throw new ApiError('role.deptNotFound');
      }
      await db.transaction(async (tx) => {
        await tx
          .update(sysRole)
          .set({
            dataScope,
            deptCheckStrictly: deptCheckStrictly ?? role.deptCheckStrictly,
            updateBy: user.userName,
            updateTime: new Date(),
          })
          .where(eq(sysRole.roleId, roleId));
        await tx.delete(sysRoleDept).where(eq(sysRoleDept.roleId, roleId));
        if (deptIds.length)
          await tx.insert(sysRoleDept).values(deptIds.map((deptId) => ({ roleId, deptId })));
      });
      return { code: 200, msg: request.t('success') };
    },
  );

  app.get(
    '/system/role/deptTree/:roleId',
    {
      ...validated,
      config: { permission: 'system:role:query' },
      schema: {
        tags,
        summary: 'The department tree (data scope of the caller) and the departments checked for the role',
        params: Type.Object({ roleId: IdParam }),
        response: {
          200: Type.Object({
            code: Type.Integer(),
            msg: Type.String(),
            depts: Type.Optional(Type.Array(TreeNodeSchema)),
            checkedKeys: Type.Optional(Type.Array(Type.Integer())),
          }),
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const role = await roleOrThrow(db, Number(request.params.roleId));
      const scope = await dataScopeCondition(db, user, { dept: sysDept.deptId });
      return {
        code: 200,
        msg: request.t('success'),
        depts: await deptTree(db, scope),
        checkedKeys: await roleCheckedDeptIds(db, role.roleId, role.deptCheckStrictly),
      };
    },
  );

  app.get(
    '/system/role/optionselect',
    {
      config: { permission: 'system:role:query' },
      schema: {
        tags,
        summary: 'Every role (select options)',
        response: { 200: OkSchema(Type.Array(RoleOut)) },
      },
    },
    async (request) => {
      const rows = await db
        .select()
        .from(sysRole)
        .where(eq(sysRole.delFlag, '0'))
        .orderBy(asc(sysRole.roleSort), asc(sysRole.roleId));
      return { code: 200, msg: request.t('success'), data: rows.map(out) };
    },
  );

  /** Users with (or without) the role, within the caller's data scope. */
  const usersOfRole = async (user: AuthUser, query: typeof AuthUserQuery.static, allocated: boolean) => {
    const holders = db
      .select({ userId: sysUserRole.userId })
      .from(sysUserRole)
      .where(eq(sysUserRole.roleId, query.roleId));
    const where = and(
      eq(sysUser.delFlag, '0'),
      allocated ? inArray(sysUser.userId, holders) : notInArray(sysUser.userId, holders),
      ...filtersByName(query, sysUser, ['userName', 'phonenumber'], containsFilter),
      await dataScopeCondition(db, user, { dept: sysUser.deptId, user: sysUser.userId }),
    );
    const page = pageOf(query);
    const rows = await db
      .select({ user: sysUser, deptName: sysDept.deptName })
      .from(sysUser)
      .leftJoin(sysDept, eq(sysDept.deptId, sysUser.deptId))
      .where(where)
      .orderBy(asc(sysUser.userId))
      .limit(page.limit)
      .offset(page.offset);
    return {
      rows: rows.map(({ user: row, deptName }) => ({
        userId: row.userId,
        userName: row.userName,
        nickName: row.nickName,
        email: row.email,
        phonenumber: row.phonenumber,
        status: row.status,
        deptName,
        createTime: formatDateTime(row.createTime),
      })),
      total: await db.$count(sysUser, where),
    };
  };

  for (const [path, allocated] of [
    ['allocatedList', true],
    ['unallocatedList', false],
  ] as const)
    app.get(
      `/system/role/authUser/${path}`,
      {
        ...validated,
        config: { permission: 'system:role:list' },
        schema: {
          tags,
          summary: allocated ? 'Users holding the role' : 'Users not holding the role (to add)',
          querystring: AuthUserQuery,
          response: { 200: TableSchema(AuthUserRow) },
        },
      },
      async (request) => {
        const user = requireUser(request);
        await roleOrThrow(db, request.query.roleId);
        const page = await usersOfRole(user, request.query, allocated);
        return { code: 200, msg: request.t('querySuccess'), ...page };
      },
    );

  /** The users a grant or a cancel touches: live, in scope, not the administrator account. */
  const touchableUsers = async (user: AuthUser, userIds: readonly number[]) => {
    for (const userId of userIds) {
      assertNotProtected(await liveUserOrThrow(db, userId));
      await assertUserInScope(db, user, userId);
    }
  };

  app.put(
    '/system/role/authUser/cancel',
    {
      ...validated,
      config: { permission: 'system:role:edit', operLog: grantLog },
      schema: {
        tags,
        summary: 'Take the role from one user',
        body: CancelBody,
        response: { 200: FailSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { userId, roleId } = request.body;
      await assertRoleGrantable(db, user, await roleOrThrow(db, roleId));
      await touchableUsers(user, [userId]);
      await db.delete(sysUserRole).where(and(eq(sysUserRole.userId, userId), eq(sysUserRole.roleId, roleId)));
      return { code: 200, msg: request.t('success') };
    },
  );

  for (const [path, grant] of [
    ['cancelAll', false],
    ['selectAll', true],
  ] as const)
    app.put(
      `/system/role/authUser/${path}`,
      {
        ...validated,
        config: { permission: 'system:role:edit', operLog: grantLog },
        schema: {
          tags,
          summary: grant
            ? 'Give the role to users (query string roleId and userIds=1,2)'
            : 'Take the role from users (query string roleId and userIds=1,2)',
          querystring: UsersOfRoleQuery,
          response: { 200: FailSchema },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const { roleId } = request.query;
        const userIds = [...new Set(idsOrThrow(request.query.userIds, 'user.notFound'))];
        await assertRoleGrantable(db, user, await roleOrThrow(db, roleId));
        // Nobody changes their own roles but an administrator (issue 32, finding 1).
        if (!user.isAdmin && userIds.includes(user.userId)) throw new ApiError('grant.selfDenied');
        await touchableUsers(user, userIds);
        if (grant)
          await db
            .insert(sysUserRole)
            .values(userIds.map((userId) => ({ userId, roleId })))
            .onConflictDoNothing();
        else
          await db
            .delete(sysUserRole)
            .where(and(eq(sysUserRole.roleId, roleId), inArray(sysUserRole.userId, userIds)));
        return { code: 200, msg: request.t('success') };
      },
    );
};

/** Roles, `/system/role`: list, get, add, edit and export through the CRUD factory; the rest above. */
export const roleRoutes = defineCrudRoutes({
  basePath: '/system/role',
  table: sysRole,
  idColumn: sysRole.roleId,
  idName: 'roleId',
  permission: 'system:role',
  tag: tags[0] as string,
  noun: ['role', 'roles'],
  operLogTitle: 'Role',
  notFoundKey: 'role.notFound',
  labelPrefix: 'role.field',
  messages: systemOrgMessages,
  out: RoleOut,
  toOut: out,
  fields: RoleFields,
  values: (body): RoleValues => ({
    roleName: body.roleName.trim(),
    roleKey: body.roleKey.trim(),
    roleSort: body.roleSort,
    status: body.status,
    menuCheckStrictly: body.menuCheckStrictly,
    deptCheckStrictly: body.deptCheckStrictly,
    remark: body.remark,
  }),
  filters: RoleFilterFields,
  where: whereOf,
  sortable: {
    roleId: sysRole.roleId,
    roleName: sysRole.roleName,
    roleKey: sysRole.roleKey,
    roleSort: sysRole.roleSort,
    status: sysRole.status,
    createTime: sysRole.createTime,
  },
  defaultOrder: [asc(sysRole.roleSort), asc(sysRole.roleId)],
  dictFields: { status: 'sys_normal_disable' },
  hooks: {
    beforeCreate: async (values, context) => {
      await checkRole(values, context);
      // A new role starts with data scope "all" (RuoYi's default) only when its creator holds it.
      if (!(await holdsDataScope(context.db, context.user, DataScope.all)))
        return { ...values, dataScope: DataScope.self };
    },
    createDefaults: (values) => ({ ...values, status: values.status ?? '0' }),
    afterCreate: (id, _values, context) => writeMenus(id, context),
    beforeUpdate: async (values, context) => {
      if (context.previous.delFlag !== '0') throw new ApiError('role.notFound');
      assertRoleAllowed(context.previous);
      await assertNotOwnRole(context.db, context.user, context.id);
      // Menus added to a role reach all its holders with its data scope: only a role the
      // caller could grant is edited (issue 32, finding 1).
      await assertRoleGrantable(context.db, context.user, context.previous);
      await checkRole(values, context, context.id);
    },
    afterUpdate: (id, _values, context) => writeMenus(id, context),
    decorateOne: async (row, { db }) => ({
      ...row,
      menuIds: await roleCheckedMenuIds(db, row.roleId, row.menuCheckStrictly),
    }),
  },
  export: {
    sheetKey: 'role.sheet',
    fileNameKey: 'role.fileName',
    columns: [
      { field: 'roleId' },
      { field: 'roleName' },
      { field: 'roleKey' },
      { field: 'roleSort' },
      { field: 'dataScope', value: (row) => row.dataScope },
      { field: 'status' },
      { field: 'createTime', value: (row) => formatDateTime(row.createTime) },
    ],
  },
  routes: { remove: false },
  extraRoutes: roleExtraRoutes,
});
