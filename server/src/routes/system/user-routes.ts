import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { sysDept } from '../../db/schema/sys-dept';
import { sysUserPost, sysUserRole } from '../../db/schema/sys-links';
import { sysUser } from '../../db/schema/sys-user';
import { registerMessages } from '../../locales/language';
import { ApiError } from '../../plugins/api-error';
import { requireUser } from '../../plugins/auth';
import { FailSchema, OkSchema, TableSchema } from '../../plugins/envelope';
import { labelledValidation } from '../../plugins/labelled-validation';
import { auditOut } from '../../services/audit';
import { configKeys, getConfigValue } from '../../services/config-values';
import type { CrudContext } from '../../services/crud/crud-resource';
import { defineCrudRoutes } from '../../services/crud/define-crud-routes';
import { labelOf, loadDictionaries } from '../../services/crud/dictionary-labels';
import { idsOrThrow } from '../../services/crud-queries';
import { IdParam, IdsParam } from '../../services/crud-schemas';
import { assertUserInScope, DataScope, dataScopeCondition } from '../../services/data-scope';
import { formatDateTime } from '../../services/date-format';
import { deptTree } from '../../services/dept-tree';
import { streamWorkbook } from '../../services/excel-export';
import { containsFilter, equalsFilter, filtersByName } from '../../services/list-filters';
import { dateRangeOf, orderByOf, pageOf, pageQueryFields } from '../../services/paging';
import { isStrongPassword } from '../../services/password-policy';
import { hashPassword } from '../../services/passwords';
import { assertDataScopeHeld, assertRoleChangeAllowed } from '../../services/role-grants';
import { deleteUserSessions } from '../../services/sessions';
import {
  allPosts,
  assertGrantableRoles,
  assertNotProtected,
  assertUsableDept,
  assertUsablePosts,
  assertUserUnique,
  grantableRoles,
  liveUserOrThrow,
  setUserPosts,
  setUserRoles,
  userLinks,
} from '../../services/user-admin';
import type { AuthUser } from '../../types/auth';
import { BusinessType } from '../../types/auth';
import { roleGrantMessages } from './role-grant-messages';
import { systemOrgMessages } from './system-org-messages';
import {
  AuthRoleQuery,
  ChangeStatusBody,
  PostOption,
  ResetPwdBody,
  RoleOption,
  TreeNodeSchema,
  UserFields,
  UserFilterFields,
  type UserListQuery,
  UserOut,
  userCardOf,
} from './user-schemas';

type UserRow = typeof sysUser.$inferSelect;
type DeptRow = typeof sysDept.$inferSelect;

const tags = ['system: users'];
const operLog = { title: 'User' };

function out(user: UserRow, dept: Pick<DeptRow, 'deptId' | 'deptName' | 'leader'> | null): UserOut {
  return {
    ...userCardOf(user),
    status: user.status,
    loginIp: user.loginIp,
    loginDate: formatDateTime(user.loginDate),
    deptName: dept?.deptName ?? null,
    dept: dept ? { deptId: dept.deptId, deptName: dept.deptName, leader: dept.leader } : null,
    ...auditOut(user),
  };
}

const sortable = {
  userId: sysUser.userId,
  userName: sysUser.userName,
  nickName: sysUser.nickName,
  phonenumber: sysUser.phonenumber,
  status: sysUser.status,
  createTime: sysUser.createTime,
};
const defaultOrder = [desc(sysUser.userId)];

/** The list filters; a department filter takes in every department below it (RuoYi). */
function whereOf(query: UserListQuery): SQL | undefined {
  return and(
    eq(sysUser.delFlag, '0'),
    ...filtersByName(query, sysUser, ['userName', 'phonenumber'], containsFilter),
    equalsFilter(sysUser.status, query.status),
    query.deptId
      ? or(
          eq(sysUser.deptId, query.deptId),
          inArray(
            sysUser.deptId,
            sql`(select ${sysDept.deptId} from ${sysDept} where ${query.deptId}::text = any(string_to_array(${sysDept.ancestors}, ',')))`,
          ),
        )
      : undefined,
    dateRangeOf(query, sysUser.createTime),
  );
}

/** The filters and the caller's data scope together. */
async function scopedWhere(db: Queryable, user: AuthUser, query: UserListQuery) {
  return and(
    whereOf(query),
    await dataScopeCondition(db, user, { dept: sysUser.deptId, user: sysUser.userId }),
  );
}

function selectUsers(db: Queryable, where: SQL | undefined, orderBy: SQL[]) {
  return db
    .select({
      user: sysUser,
      dept: { deptId: sysDept.deptId, deptName: sysDept.deptName, leader: sysDept.leader },
    })
    .from(sysUser)
    .leftJoin(sysDept, eq(sysDept.deptId, sysUser.deptId))
    .where(where)
    .orderBy(...orderBy)
    .$dynamic();
}

type UserValues = {
  deptId: number | null | undefined;
  userName: string | undefined;
  nickName: string;
  email: string | undefined;
  phonenumber: string | undefined;
  sex: string | undefined;
  status: string | undefined;
  remark: string | null | undefined;
  password?: string;
};

type UserBody = {
  deptId?: number | null;
  userName: string;
  nickName: string;
  password?: string | null;
  email?: string | null;
  phonenumber?: string | null;
  sex?: string | null;
  status?: string;
  remark?: string | null;
  postIds?: number[];
  roleIds?: number[];
};

/** Role and post links from a body that names them (left alone otherwise, as by the import). */
async function writeLinks(id: number, context: CrudContext) {
  const body = (context.body ?? {}) as UserBody;
  if (body.roleIds !== undefined) await setUserRoles(context.db, id, body.roleIds);
  if (body.postIds !== undefined) await setUserPosts(context.db, id, body.postIds);
}

/** Checks shared by add and edit: department, uniqueness, roles and posts. */
async function checkUser(values: UserValues, context: CrudContext, exceptId?: number) {
  const body = (context.body ?? {}) as UserBody;
  if (values.deptId) await assertUsableDept(context.db, context.user, values.deptId, context.t);
  await assertUserUnique(context.db, values, values.userName ?? body.userName, context.t, exceptId);
  if (body.roleIds) {
    await assertGrantableRoles(context.db, context.user, body.roleIds, context.t);
    // Only roles the caller may grant, never to themselves (issue 32, finding 1).
    await assertRoleChangeAllowed(context.db, context.user, exceptId, body.roleIds);
    // And only to users inside their data scope: a new user without a department is in
    // none but "all".
    if (exceptId === undefined && !values.deptId && body.roleIds.length)
      await assertDataScopeHeld(context.db, context.user, DataScope.all);
  }
  if (body.postIds) await assertUsablePosts(context.db, body.postIds, context.t);
}

/** The password policy of spec section 5 (8-20 characters, letters, digits, a special character). */
function checkPassword(password: string | null | undefined): string {
  if (!password) throw new ApiError('user.passwordRequired');
  if (!isStrongPassword(password)) throw new ApiError('user.passwordPolicy');
  return password;
}

const exportColumns: { field: string; value: (row: UserOut) => string | number | null; dict?: string }[] = [
  { field: 'userId', value: (row) => row.userId },
  { field: 'userName', value: (row) => row.userName },
  { field: 'nickName', value: (row) => row.nickName },
  { field: 'deptName', value: (row) => row.deptName },
  { field: 'email', value: (row) => row.email },
  { field: 'phonenumber', value: (row) => row.phonenumber },
  { field: 'sex', value: (row) => row.sex, dict: 'sys_user_sex' },
  { field: 'status', value: (row) => row.status, dict: 'sys_normal_disable' },
  { field: 'loginIp', value: (row) => row.loginIp },
  { field: 'loginDate', value: (row) => row.loginDate },
  { field: 'createTime', value: (row) => row.createTime },
];

/** Rows read at a time by the export. */
const EXPORT_BATCH = 1000;

/**
 * `/system/user/*`: the routes RuoYi's SysUserController has, with the caller's data
 * scope on every read and write of another user.
 */
const userExtraRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const validated = {
    attachValidation: true,
    preHandler: labelledValidation((field) =>
      field in UserFields || field in UserFilterFields ? `user.field.${field}` : undefined,
    ),
  };

  app.get(
    '/system/user/list',
    {
      ...validated,
      config: { permission: 'system:user:list' },
      schema: {
        tags,
        summary: 'List users (filters, department and below, data scope)',
        querystring: Type.Object({ ...pageQueryFields, ...UserFilterFields }),
        response: { 200: TableSchema(UserOut) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const where = await scopedWhere(db, user, request.query);
      const page = pageOf(request.query);
      const rows = await selectUsers(db, where, orderByOf(request.query, sortable, defaultOrder))
        .limit(page.limit)
        .offset(page.offset);
      const total = await db.$count(sysUser, where);
      return {
        code: 200,
        msg: request.t('querySuccess'),
        rows: rows.map((row) => out(row.user, row.dept)),
        total,
      };
    },
  );

  app.post(
    '/system/user/export',
    {
      ...validated,
      config: {
        permission: 'system:user:export',
        repeatSubmit: false,
        operLog: { title: 'User', businessType: BusinessType.export },
      },
      schema: {
        tags,
        summary: 'The users matching the filters as an xlsx workbook (form-encoded filters, data scope)',
        body: Type.Object({
          ...UserFilterFields,
          'params[beginTime]': pageQueryFields['params[beginTime]'],
          'params[endTime]': pageQueryFields['params[endTime]'],
        }),
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const where = await scopedWhere(db, user, (request.body ?? {}) as UserListQuery);
      async function* batches() {
        for (let offset = 0; ; offset += EXPORT_BATCH) {
          const rows = await selectUsers(db, where, defaultOrder).limit(EXPORT_BATCH).offset(offset);
          if (rows.length) yield rows.map((row) => out(row.user, row.dept));
          if (rows.length < EXPORT_BATCH) return;
        }
      }
      const dictionaries = await loadDictionaries(db, ['sys_user_sex', 'sys_normal_disable']);
      const columns = exportColumns.map((column) => ({
        header: request.t(`user.field.${column.field}`),
        value: (row: UserOut) => {
          const raw = column.value(row);
          return column.dict
            ? (labelOf(dictionaries.get(column.dict), raw, request.lang) as string | null)
            : raw;
        },
      }));
      const fileName = `${request.t('user.fileName')}_${Date.now()}.xlsx`;
      return streamWorkbook(reply, fileName, request.t('user.sheet'), columns, batches());
    },
  );

  app.get(
    '/system/user/deptTree',
    {
      config: { permission: 'system:user:list' },
      schema: {
        tags,
        summary: 'The department tree within the data scope (filter and form)',
        response: { 200: OkSchema(Type.Array(TreeNodeSchema)) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const scope = await dataScopeCondition(db, user, { dept: sysDept.deptId });
      return { code: 200, msg: request.t('success'), data: await deptTree(db, scope) };
    },
  );

  const roleOptions = async (user: AuthUser, held: readonly number[]) =>
    (await grantableRoles(db, user, held)).map((role) => ({
      roleId: role.roleId,
      roleName: role.roleName,
      roleKey: role.roleKey,
      roleSort: role.roleSort,
      status: role.status,
      createTime: formatDateTime(role.createTime),
      flag: held.includes(role.roleId),
    }));
  const postOptions = async () =>
    (await allPosts(db)).map((post) => ({
      postId: post.postId,
      postCode: post.postCode,
      postName: post.postName,
      status: post.status,
    }));

  const DetailResponse = Type.Object({
    code: Type.Integer(),
    msg: Type.String(),
    data: Type.Optional(UserOut),
    roles: Type.Optional(Type.Array(RoleOption)),
    posts: Type.Optional(Type.Array(PostOption)),
    roleIds: Type.Optional(Type.Array(Type.Integer())),
    postIds: Type.Optional(Type.Array(Type.Integer())),
  });

  // RuoYi's add dialog reads the choices from `GET /system/user/` (no id).
  app.get(
    '/system/user/',
    {
      config: { permission: 'system:user:query' },
      schema: { tags, summary: 'Roles and posts to choose from', response: { 200: DetailResponse } },
    },
    async (request) => {
      const user = requireUser(request);
      return {
        code: 200,
        msg: request.t('success'),
        roles: await roleOptions(user, []),
        posts: await postOptions(),
      };
    },
  );

  app.get(
    '/system/user/:userId',
    {
      ...validated,
      config: { permission: 'system:user:query' },
      schema: {
        tags,
        summary: 'One user with role and post ids, and the roles and posts to choose from',
        params: Type.Object({ userId: IdParam }),
        response: { 200: DetailResponse },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const userId = Number(request.params.userId);
      await liveUserOrThrow(db, userId);
      await assertUserInScope(db, user, userId);
      const [row] = await selectUsers(db, eq(sysUser.userId, userId), defaultOrder);
      if (!row) throw new ApiError('user.notFound');
      const links = await userLinks(db, userId);
      return {
        code: 200,
        msg: request.t('success'),
        data: { ...out(row.user, row.dept), ...links },
        ...links,
        roles: await roleOptions(user, links.roleIds),
        posts: await postOptions(),
      };
    },
  );

  app.delete(
    '/system/user/:userIds',
    {
      ...validated,
      config: { permission: 'system:user:remove', operLog },
      schema: {
        tags,
        summary: 'Delete users (comma-separated ids; not oneself, not the administrator)',
        params: Type.Object({ userIds: IdsParam }),
        response: { 200: FailSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const ids = [...new Set(idsOrThrow(request.params.userIds, 'user.notFound'))];
      if (ids.includes(user.userId)) throw new ApiError('user.deleteSelf');
      await db.transaction(async (tx) => {
        for (const id of ids) {
          assertNotProtected(await liveUserOrThrow(tx, id));
          await assertUserInScope(tx, user, id);
        }
        // Soft delete as RuoYi: the name stays taken and the logs keep naming the user.
        await tx
          .update(sysUser)
          .set({ delFlag: '2', updateBy: user.userName, updateTime: new Date() })
          .where(inArray(sysUser.userId, ids));
        await tx.delete(sysUserRole).where(inArray(sysUserRole.userId, ids));
        await tx.delete(sysUserPost).where(inArray(sysUserPost.userId, ids));
        // A deleted user is signed out everywhere (issue 32, finding 6).
        for (const id of ids) await deleteUserSessions(tx, id);
      });
      return { code: 200, msg: request.t('success') };
    },
  );

  /** The target of a one-user write: live, not the administrator, within the caller's scope. */
  const writableUser = async (user: AuthUser, userId: number) => {
    const row = await liveUserOrThrow(db, userId);
    assertNotProtected(row);
    await assertUserInScope(db, user, userId);
    return row;
  };

  app.put(
    '/system/user/changeStatus',
    {
      ...validated,
      config: { permission: 'system:user:edit', operLog },
      schema: {
        tags,
        summary: 'Enable or disable a user',
        body: ChangeStatusBody,
        response: { 200: FailSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { userId, status } = request.body;
      await writableUser(user, userId);
      await db.transaction(async (tx) => {
        await tx
          .update(sysUser)
          .set({ status, updateBy: user.userName, updateTime: new Date() })
          .where(eq(sysUser.userId, userId));
        // A disabled user's tokens end now, so enabling the account again does not revive them.
        if (status !== '0') await deleteUserSessions(tx, userId);
      });
      return { code: 200, msg: request.t('success') };
    },
  );

  app.put(
    '/system/user/resetPwd',
    {
      ...validated,
      config: { permission: 'system:user:resetPwd', operLog },
      schema: {
        tags,
        summary: "Set a user's password (8-20 characters, letters, digits and a special character)",
        body: ResetPwdBody,
        response: { 200: FailSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { userId, password } = request.body;
      await writableUser(user, userId);
      const hash = await hashPassword(checkPassword(password));
      await db.transaction(async (tx) => {
        await tx
          .update(sysUser)
          .set({ password: hash, pwdUpdateDate: new Date(), updateBy: user.userName, updateTime: new Date() })
          .where(eq(sysUser.userId, userId));
        // Whoever held the old password is signed out everywhere (issue 32, finding 6).
        await deleteUserSessions(tx, userId);
      });
      return { code: 200, msg: request.t('success') };
    },
  );

  app.get(
    '/system/user/authRole/:userId',
    {
      ...validated,
      config: { permission: 'system:user:query' },
      schema: {
        tags,
        summary: 'A user and the roles to grant, held ones flagged',
        params: Type.Object({ userId: IdParam }),
        response: {
          200: Type.Object({
            code: Type.Integer(),
            msg: Type.String(),
            user: Type.Optional(UserOut),
            roles: Type.Optional(Type.Array(RoleOption)),
          }),
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const userId = Number(request.params.userId);
      await liveUserOrThrow(db, userId);
      await assertUserInScope(db, user, userId);
      const [row] = await selectUsers(db, eq(sysUser.userId, userId), defaultOrder);
      if (!row) throw new ApiError('user.notFound');
      const { roleIds } = await userLinks(db, userId);
      return {
        code: 200,
        msg: request.t('success'),
        user: out(row.user, row.dept),
        roles: await roleOptions(user, roleIds),
      };
    },
  );

  app.put(
    '/system/user/authRole',
    {
      ...validated,
      config: {
        permission: 'system:user:edit',
        operLog: { title: 'User', businessType: BusinessType.grant },
      },
      schema: {
        tags,
        summary: "Replace a user's roles (query string `userId` and `roleIds=1,2`, as RuoYi-Vue3 sends it)",
        querystring: AuthRoleQuery,
        response: { 200: FailSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { userId } = request.query;
      const roleIds = request.query.roleIds ? idsOrThrow(request.query.roleIds, 'user.roleNotFound') : [];
      await writableUser(user, userId);
      await assertGrantableRoles(db, user, roleIds, request.t);
      await assertRoleChangeAllowed(db, user, userId, roleIds);
      await db.transaction((tx) => setUserRoles(tx, userId, roleIds));
      return { code: 200, msg: request.t('success') };
    },
  );
};

/** Users, `/system/user`: add, edit and import through the CRUD factory; the rest above. */
export const userRoutes = defineCrudRoutes({
  basePath: '/system/user',
  table: sysUser,
  idColumn: sysUser.userId,
  idName: 'userId',
  permission: 'system:user',
  tag: tags[0] as string,
  noun: ['user', 'users'],
  operLogTitle: 'User',
  notFoundKey: 'user.notFound',
  labelPrefix: 'user.field',
  messages: systemOrgMessages,
  out: UserOut,
  toOut: (row) => out(row, null),
  fields: UserFields,
  values: (body): UserValues => ({
    deptId: body.deptId,
    userName: body.userName.trim(),
    nickName: body.nickName.trim(),
    // Empty text is stored as '' (the columns are NOT NULL, as RuoYi's).
    email: body.email === undefined ? undefined : (body.email ?? '').trim(),
    phonenumber: body.phonenumber === undefined ? undefined : (body.phonenumber ?? '').trim(),
    sex: body.sex ?? undefined,
    status: body.status,
    remark: body.remark,
  }),
  filters: UserFilterFields,
  where: whereOf,
  sortable,
  defaultOrder,
  dictFields: { sex: 'sys_user_sex', status: 'sys_normal_disable' },
  hooks: {
    beforeCreate: async (values, context) => {
      await checkUser(values, context);
      const body = (context.body ?? {}) as UserBody;
      // An imported user starts with the configured initial password, as in RuoYi.
      const password = context.importing
        ? (body.password ?? (await getConfigValue(context.db, configKeys.initPassword)) ?? '')
        : checkPassword(body.password);
      if (!password) throw new ApiError('user.passwordRequired');
      return { ...values, password: await hashPassword(password) };
    },
    createDefaults: (values) => ({ ...values, sex: values.sex ?? '2', status: values.status ?? '0' }),
    afterCreate: (id, _values, context) => writeLinks(id, context),
    beforeUpdate: async (values, context) => {
      if (context.previous.delFlag !== '0') throw new ApiError('user.notFound');
      assertNotProtected(context.previous);
      await assertUserInScope(context.db, context.user, context.id);
      // The login name is fixed once created (RuoYi's form shows it read-only).
      const kept = { ...values, userName: undefined };
      await checkUser(kept, context, context.id);
      return kept;
    },
    afterUpdate: async (id, values, context) => {
      await writeLinks(id, context);
      // Disabled from the form or an import: its sessions end as by changeStatus.
      if (values.status !== undefined && values.status !== '0') await deleteUserSessions(context.db, id);
    },
  },
  import: {
    mode: 'valid-rows',
    fields: ['userName', 'nickName', 'deptId', 'email', 'phonenumber', 'sex', 'status', 'remark'],
    uniqueInSheet: ['userName'],
    match: async (db, body) => {
      const [row] = await db
        .select({ userId: sysUser.userId, userName: sysUser.userName })
        .from(sysUser)
        .where(and(eq(sysUser.userName, body.userName.trim()), eq(sysUser.delFlag, '0')));
      // The administrator account is never overwritten by an import; its row then fails as taken.
      return row && row.userName !== 'admin' ? row.userId : undefined;
    },
  },
  routes: { list: false, get: false, remove: false, export: false },
  extraRoutes: async (app) => {
    registerMessages(systemOrgMessages);
    registerMessages(roleGrantMessages);
    await app.register(userExtraRoutes);
  },
});
