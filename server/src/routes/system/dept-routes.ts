import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { and, eq, like, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { sysDept } from '../../db/schema/sys-dept';
import { sysUser } from '../../db/schema/sys-user';
import { registerMessages, type Translate } from '../../locales/language';
import { ApiError } from '../../plugins/api-error';
import { requireUser } from '../../plugins/auth';
import { FailSchema, OkSchema } from '../../plugins/envelope';
import { labelledValidation } from '../../plugins/labelled-validation';
import { AuditSchemaFields, auditOut } from '../../services/audit';
import { FormApiError } from '../../services/crud/import-rows';
import { otherRowExists } from '../../services/crud-queries';
import { IdParam, NullableString } from '../../services/crud-schemas';
import { assertDeptInScope, dataScopeCondition } from '../../services/data-scope';
import { listDepts } from '../../services/dept-tree';
import { equalsFilter } from '../../services/list-filters';
import { likePattern } from '../../services/paging';
import type { AuthUser } from '../../types/auth';
import { systemOrgMessages } from './system-org-messages';
import { StatusValue } from './user-schemas';

type DeptRow = typeof sysDept.$inferSelect;

const tags = ['system: departments'];
const operLog = { title: 'Department' };

const DeptOut = Type.Object({
  deptId: Type.Integer(),
  parentId: Type.Integer(),
  ancestors: Type.String(),
  deptName: Type.String(),
  orderNum: Type.Integer(),
  leader: Type.Union([Type.String(), Type.Null()]),
  phone: Type.Union([Type.String(), Type.Null()]),
  email: Type.Union([Type.String(), Type.Null()]),
  status: Type.String(),
  ...AuditSchemaFields,
});

function out(row: DeptRow) {
  return {
    deptId: row.deptId,
    parentId: row.parentId,
    ancestors: row.ancestors,
    deptName: row.deptName,
    orderNum: row.orderNum,
    leader: row.leader,
    phone: row.phone,
    email: row.email,
    status: row.status,
    ...auditOut(row),
  };
}

const DeptFields = {
  parentId: Type.Integer({ minimum: 0 }),
  deptName: Type.String({ minLength: 1, maxLength: 30, pattern: '\\S' }),
  orderNum: Type.Integer({ minimum: 0, maximum: 9999 }),
  leader: Type.Optional(NullableString({ maxLength: 20 })),
  phone: Type.Optional(
    Type.Union([
      Type.String({ maxLength: 20, pattern: '^\\+?[0-9][0-9 ()-]*$' }),
      Type.Literal(''),
      Type.Null(),
    ]),
  ),
  email: Type.Optional(
    Type.Union([Type.String({ format: 'email', maxLength: 50 }), Type.Literal(''), Type.Null()]),
  ),
  status: Type.Optional(StatusValue),
};
const CreateBody = Type.Object(DeptFields);
const UpdateBody = Type.Object({ deptId: Type.Integer({ minimum: 1 }), ...DeptFields });
type DeptBody = typeof CreateBody.static;

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

function valuesOf(body: DeptBody) {
  return {
    parentId: body.parentId,
    deptName: body.deptName.trim(),
    orderNum: body.orderNum,
    leader: blankToNull(body.leader),
    phone: blankToNull(body.phone),
    email: blankToNull(body.email),
    status: body.status ?? '0',
  };
}

const fieldError = (t: Translate, field: string, key: string, params?: Record<string, string>) =>
  new FormApiError([{ field, message: t(key, params) }], t);

/** A department that is not deleted and within the caller's data scope; `dept.notFound` otherwise. */
async function deptOrThrow(db: Queryable, user: AuthUser, deptId: number): Promise<DeptRow> {
  const [row] = await db
    .select()
    .from(sysDept)
    .where(and(eq(sysDept.deptId, deptId), eq(sysDept.delFlag, '0')));
  if (!row) throw new ApiError('dept.notFound');
  await assertDeptInScope(db, user, deptId);
  return row;
}

/** The parent of a new or moved department: enabled, in scope; gives the new `ancestors`. */
async function ancestorsUnder(
  db: Queryable,
  user: AuthUser,
  parentId: number,
  t: Translate,
): Promise<string> {
  if (parentId === 0) {
    // Only an administrator adds another top department.
    if (!user.isAdmin) throw fieldError(t, 'parentId', 'dataScope.deptDenied');
    return '0';
  }
  const [parent] = await db
    .select()
    .from(sysDept)
    .where(and(eq(sysDept.deptId, parentId), eq(sysDept.delFlag, '0')));
  if (!parent) throw fieldError(t, 'parentId', 'dept.notFound');
  if (parent.status !== '0') throw fieldError(t, 'parentId', 'dept.parentDisabled');
  await assertDeptInScope(db, user, parentId);
  return `${parent.ancestors},${parent.deptId}`;
}

/** Whether `deptId` lies below `ancestorId` (its ancestors list names it). */
const isBelow = (row: Pick<DeptRow, 'ancestors'>, ancestorId: number) =>
  row.ancestors.split(',').includes(String(ancestorId));

/**
 * Departments, `/system/dept` (RuoYi SysDeptController): the flat list the tree table
 * is built from (data scope applied), add, edit (ancestors kept right when a branch
 * moves), delete (not with sub-departments or users).
 */
export const deptRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerMessages(systemOrgMessages);
  const db = app.db;
  const validated = {
    attachValidation: true,
    preHandler: labelledValidation((field) => (field in DeptFields ? `dept.field.${field}` : undefined)),
  };
  const scopeOf = (user: AuthUser) => dataScopeCondition(db, user, { dept: sysDept.deptId });

  app.get(
    '/system/dept/list',
    {
      ...validated,
      config: { permission: 'system:dept:list' },
      schema: {
        tags,
        summary: 'Departments within the data scope, flat (the client builds the tree)',
        querystring: Type.Object({
          deptName: Type.Optional(Type.String({ maxLength: 30 })),
          status: Type.Optional(Type.Union([StatusValue, Type.Literal('')])),
        }),
        response: { 200: OkSchema(Type.Array(DeptOut)) },
      },
    },
    async (request) => {
      const { deptName, status } = request.query;
      const rows = await listDepts(
        db,
        and(
          deptName?.trim() ? like(sysDept.deptName, likePattern(deptName.trim())) : undefined,
          equalsFilter(sysDept.status, status),
          await scopeOf(requireUser(request)),
        ),
      );
      return { code: 200, msg: request.t('success'), data: rows.map(out) };
    },
  );

  app.get(
    '/system/dept/list/exclude/:deptId',
    {
      ...validated,
      config: { permission: 'system:dept:list' },
      schema: {
        tags,
        summary: 'Departments a department may move under (not itself, not below it)',
        params: Type.Object({ deptId: IdParam }),
        response: { 200: OkSchema(Type.Array(DeptOut)) },
      },
    },
    async (request) => {
      const deptId = Number(request.params.deptId);
      const rows = await listDepts(db, await scopeOf(requireUser(request)));
      const data = rows.filter((row) => row.deptId !== deptId && !isBelow(row, deptId)).map(out);
      return { code: 200, msg: request.t('success'), data };
    },
  );

  app.get(
    '/system/dept/:deptId',
    {
      ...validated,
      config: { permission: 'system:dept:query' },
      schema: {
        tags,
        summary: 'One department',
        params: Type.Object({ deptId: IdParam }),
        response: { 200: OkSchema(DeptOut) },
      },
    },
    async (request) => {
      const row = await deptOrThrow(db, requireUser(request), Number(request.params.deptId));
      return { code: 200, msg: request.t('success'), data: out(row) };
    },
  );

  app.post(
    '/system/dept',
    {
      ...validated,
      config: { permission: 'system:dept:add', operLog },
      schema: { tags, summary: 'Add a department', body: CreateBody, response: { 200: FailSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      const values = valuesOf(request.body);
      const ancestors = await ancestorsUnder(db, user, values.parentId, request.t);
      const sameName = [
        eq(sysDept.deptName, values.deptName),
        eq(sysDept.parentId, values.parentId),
        eq(sysDept.delFlag, '0'),
      ];
      if (await otherRowExists(db, sysDept, sysDept.deptId, sameName))
        throw fieldError(request.t, 'deptName', 'dept.nameExists', { name: values.deptName });
      await db.insert(sysDept).values({ ...values, ancestors, createBy: user.userName });
      return { code: 200, msg: request.t('success') };
    },
  );

  app.put(
    '/system/dept',
    {
      ...validated,
      config: { permission: 'system:dept:edit', operLog },
      schema: { tags, summary: 'Edit a department', body: UpdateBody, response: { 200: FailSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      const { deptId } = request.body;
      const { t } = request;
      const previous = await deptOrThrow(db, user, deptId);
      const values = valuesOf(request.body);
      if (values.parentId === deptId)
        throw fieldError(t, 'parentId', 'dept.parentSelf', { name: values.deptName });
      const moved = values.parentId !== previous.parentId;
      const ancestors = moved ? await ancestorsUnder(db, user, values.parentId, t) : previous.ancestors;
      if (ancestors.split(',').includes(String(deptId)))
        throw fieldError(t, 'parentId', 'dept.parentSelf', { name: values.deptName });
      const sameName = [
        eq(sysDept.deptName, values.deptName),
        eq(sysDept.parentId, values.parentId),
        eq(sysDept.delFlag, '0'),
      ];
      if (await otherRowExists(db, sysDept, sysDept.deptId, sameName, deptId))
        throw fieldError(t, 'deptName', 'dept.nameExists', { name: values.deptName });
      const below = sql`${deptId}::text = any(string_to_array(${sysDept.ancestors}, ','))`;
      if (values.status === '1') {
        const active = await db.$count(
          sysDept,
          and(below, eq(sysDept.status, '0'), eq(sysDept.delFlag, '0')),
        );
        if (active > 0) throw fieldError(t, 'status', 'dept.activeChildren');
      }
      await db.transaction(async (tx) => {
        await tx
          .update(sysDept)
          .set({ ...values, ancestors, updateBy: user.userName, updateTime: new Date() })
          .where(eq(sysDept.deptId, deptId));
        // The branch below keeps a right chain of ancestors (data scopes read it).
        if (moved)
          await tx
            .update(sysDept)
            .set({
              ancestors: sql`${ancestors} || substr(${sysDept.ancestors}, ${previous.ancestors.length + 1})`,
            })
            .where(below);
      });
      return { code: 200, msg: request.t('success') };
    },
  );

  app.delete(
    '/system/dept/:deptId',
    {
      ...validated,
      config: { permission: 'system:dept:remove', operLog },
      schema: {
        tags,
        summary: 'Delete a department (not one with sub-departments or users)',
        params: Type.Object({ deptId: IdParam }),
        response: { 200: FailSchema },
      },
    },
    async (request) => {
      const deptId = Number(request.params.deptId);
      await deptOrThrow(db, requireUser(request), deptId);
      if ((await db.$count(sysDept, and(eq(sysDept.parentId, deptId), eq(sysDept.delFlag, '0')))) > 0)
        throw new ApiError('dept.hasChildren');
      if ((await db.$count(sysUser, and(eq(sysUser.deptId, deptId), eq(sysUser.delFlag, '0')))) > 0)
        throw new ApiError('dept.hasUsers');
      // Role links go with it (foreign keys cascade).
      await db.delete(sysDept).where(eq(sysDept.deptId, deptId));
      return { code: 200, msg: request.t('success') };
    },
  );
};
