import { type FastifyPluginAsyncTypebox, type Static, Type } from '@fastify/type-provider-typebox';
import { and, asc, count, desc, eq, like, ne, type SQL } from 'drizzle-orm';
import { sysModule } from '../../db/schema/sys-module';
import { ApiError } from '../../plugins/api-error';
import { requireUser } from '../../plugins/auth';
import { FailSchema, TableSchema } from '../../plugins/envelope';
import { formatDateTime } from '../../services/date-format';
import { likePattern, pageOf, pageQueryFields } from '../../services/paging';

type ModuleRow = typeof sysModule.$inferSelect;

const ModuleOut = Type.Object({
  moduleId: Type.Integer(),
  name: Type.String(),
  version: Type.String(),
  entry: Type.String(),
  prefixes: Type.Array(Type.String()),
  active: Type.Boolean(),
  createBy: Type.String(),
  createTime: Type.Union([Type.String(), Type.Null()]),
  updateBy: Type.String(),
  updateTime: Type.Union([Type.String(), Type.Null()]),
});

function out(row: ModuleRow) {
  return {
    moduleId: row.moduleId,
    name: row.name,
    version: row.version,
    entry: row.entry,
    prefixes: row.prefixes,
    active: row.active,
    createBy: row.createBy,
    createTime: formatDateTime(row.createTime),
    updateBy: row.updateBy,
    updateTime: formatDateTime(row.updateTime),
  };
}

const ListQuery = Type.Object({
  ...pageQueryFields,
  name: Type.Optional(Type.String({ maxLength: 64 })),
  active: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false'), Type.Literal('')])),
});
type ListQuery = Static<typeof ListQuery>;

function whereOf(query: ListQuery): SQL | undefined {
  return and(
    query.name ? like(sysModule.name, likePattern(query.name.trim())) : undefined,
    query.active ? eq(sysModule.active, query.active === 'true') : undefined,
  );
}

/**
 * The module registry's admin side: every registered version of every remote, and
 * activation of one version (which deactivates the module's other versions, so a
 * rollback is one call and touches no other module).
 */
export const moduleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/system/module/list',
    {
      config: { permission: 'system:module:list' },
      schema: {
        tags: ['system'],
        summary: 'Registered remote versions',
        querystring: ListQuery,
        response: { 200: TableSchema(ModuleOut) },
      },
    },
    async (request) => {
      const where = whereOf(request.query);
      const page = pageOf(request.query);
      const base = app.db
        .select()
        .from(sysModule)
        .where(where)
        .orderBy(
          asc(sysModule.name),
          desc(sysModule.active),
          desc(sysModule.createTime),
          desc(sysModule.moduleId),
        );
      const rows = page ? await base.limit(page.limit).offset(page.offset) : await base;
      const [total] = await app.db.select({ value: count() }).from(sysModule).where(where);
      return { code: 200, msg: request.t('querySuccess'), rows: rows.map(out), total: total?.value ?? 0 };
    },
  );

  app.put(
    '/system/module/activate/:moduleId',
    {
      config: { permission: 'system:module:edit', operLog: { title: 'module', businessType: 2 } },
      schema: {
        tags: ['system'],
        summary: 'Activate one version of a module (switch or roll back)',
        params: Type.Object({ moduleId: Type.Integer({ minimum: 1 }) }),
        response: { 200: FailSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { moduleId } = request.params;
      const now = new Date();
      await app.db.transaction(async (tx) => {
        const [row] = await tx.select().from(sysModule).where(eq(sysModule.moduleId, moduleId));
        if (!row) throw new ApiError('recordNotFound');
        await tx
          .update(sysModule)
          .set({ active: false, updateBy: user.userName, updateTime: now })
          .where(
            and(eq(sysModule.name, row.name), ne(sysModule.moduleId, moduleId), eq(sysModule.active, true)),
          );
        await tx
          .update(sysModule)
          .set({ active: true, updateBy: user.userName, updateTime: now })
          .where(eq(sysModule.moduleId, moduleId));
      });
      return { code: 200, msg: request.t('success') };
    },
  );
};
