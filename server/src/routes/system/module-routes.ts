import { type FastifyPluginAsyncTypebox, type Static, Type } from '@fastify/type-provider-typebox';
import { and, asc, count, desc, eq, inArray, isNotNull, ne, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sysModule } from '../../db/schema/sys-module';
import { sysModuleEvent } from '../../db/schema/sys-module-deploy';
import { registerMessages } from '../../locales/language';
import { ApiError } from '../../plugins/api-error';
import { requireUser } from '../../plugins/auth';
import { FailSchema, TableSchema } from '../../plugins/envelope';
import { formatDateTime } from '../../services/date-format';
import { containsFilter } from '../../services/list-filters';
import { recordModuleEvent } from '../../services/module-deploy/module-events';
import { recheckVersion, translatedChecks } from '../../services/module-deploy/version-checks';
import { pageOf, pageQueryFields } from '../../services/paging';
import { moduleMessages } from './module-messages';

registerMessages(moduleMessages);

type ModuleRow = typeof sysModule.$inferSelect;

const ModuleOut = Type.Object({
  moduleId: Type.Integer(),
  name: Type.String(),
  version: Type.String(),
  entry: Type.String(),
  prefixes: Type.Array(Type.String()),
  active: Type.Boolean(),
  /** build (found in the repository), published (uploaded) or url (hosted elsewhere). */
  source: Type.String(),
  sizeBytes: Type.Integer(),
  checks: Type.Object({ errors: Type.Array(Type.String()), warnings: Type.Array(Type.String()) }),
  createBy: Type.String(),
  createTime: Type.Union([Type.String(), Type.Null()]),
  updateBy: Type.String(),
  updateTime: Type.Union([Type.String(), Type.Null()]),
});

function out(request: FastifyRequest, row: ModuleRow) {
  return {
    moduleId: row.moduleId,
    name: row.name,
    version: row.version,
    entry: row.entry,
    prefixes: row.prefixes,
    active: row.active,
    source: row.source,
    sizeBytes: row.sizeBytes,
    checks: translatedChecks(request, row.checks),
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
    containsFilter(sysModule.name, query.name),
    query.active ? eq(sysModule.active, query.active === 'true') : undefined,
  );
}

const EventOut = Type.Object({
  eventId: Type.Integer(),
  moduleName: Type.String(),
  version: Type.String(),
  action: Type.String(),
  fromVersion: Type.Union([Type.String(), Type.Null()]),
  messages: Type.Array(Type.String()),
  operator: Type.String(),
  time: Type.Union([Type.String(), Type.Null()]),
});

/**
 * Makes `row` its module's one active version, after running the publish checks on it
 * again (a host update can make an old version incompatible), and records who switched
 * from which version.
 */
async function activate(
  app: FastifyInstance,
  request: FastifyRequest,
  row: ModuleRow,
  action: 'activate' | 'rollback',
): Promise<void> {
  const user = requireUser(request);
  const checks = await recheckVersion(app, row);
  if (checks) {
    await app.db.update(sysModule).set({ checks }).where(eq(sysModule.moduleId, row.moduleId));
    if (checks.errors.length > 0) {
      const reasons = translatedChecks(request, checks).errors.join('; ');
      throw new ApiError('module.checksFailed', { name: row.name, version: row.version, reasons });
    }
  }
  const now = new Date();
  await app.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ version: sysModule.version })
      .from(sysModule)
      .where(and(eq(sysModule.name, row.name), eq(sysModule.active, true)));
    await tx
      .update(sysModule)
      .set({ active: false, updateBy: user.userName, updateTime: now })
      .where(
        and(eq(sysModule.name, row.name), ne(sysModule.moduleId, row.moduleId), eq(sysModule.active, true)),
      );
    await tx
      .update(sysModule)
      .set({ active: true, updateBy: user.userName, updateTime: now })
      .where(eq(sysModule.moduleId, row.moduleId));
    await recordModuleEvent(tx, {
      moduleName: row.name,
      version: row.version,
      action,
      operator: user.userName,
      fromVersion: current?.version ?? null,
    });
  });
}

/**
 * The module registry's admin side: every registered version of every remote, and
 * activation of one version (which deactivates the module's other versions, so a
 * rollback is one call and touches no other module), each switch checked and recorded.
 */
export const moduleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/system/module/rollback/:name',
    {
      config: { permission: 'system:module:edit', operLog: { title: 'module', businessType: 2 } },
      schema: {
        tags: ['system'],
        summary: 'Roll a module back to the version that was active before the current one',
        params: Type.Object({ name: Type.String({ pattern: '^[a-z][a-z0-9_]{0,63}$' }) }),
        response: { 200: FailSchema },
      },
    },
    async (request) => {
      const { name } = request.params;
      const [current] = await app.db
        .select()
        .from(sysModule)
        .where(and(eq(sysModule.name, name), eq(sysModule.active, true)));
      if (!current) throw new ApiError('recordNotFound');
      // The switch that made the current version active says what was active before it.
      const [lastSwitch] = await app.db
        .select({ fromVersion: sysModuleEvent.fromVersion })
        .from(sysModuleEvent)
        .where(
          and(
            eq(sysModuleEvent.moduleName, name),
            eq(sysModuleEvent.version, current.version),
            inArray(sysModuleEvent.action, ['activate', 'rollback']),
            isNotNull(sysModuleEvent.fromVersion),
          ),
        )
        .orderBy(desc(sysModuleEvent.eventId))
        .limit(1);
      const [previous] = lastSwitch?.fromVersion
        ? await app.db
            .select()
            .from(sysModule)
            .where(and(eq(sysModule.name, name), eq(sysModule.version, lastSwitch.fromVersion)))
        : [];
      if (!previous || previous.moduleId === current.moduleId)
        throw new ApiError('module.noPrevious', { name });
      await activate(app, request, previous, 'rollback');
      return { code: 200, msg: request.t('success') };
    },
  );

  app.get(
    '/system/module/events',
    {
      config: { permission: 'system:module:list' },
      schema: {
        tags: ['system'],
        summary: 'History of the modules: publishes, refusals, activations, rollbacks',
        querystring: Type.Object({
          ...pageQueryFields,
          moduleName: Type.Optional(Type.String({ maxLength: 64 })),
        }),
        response: { 200: TableSchema(EventOut) },
      },
    },
    async (request) => {
      const where = request.query.moduleName
        ? eq(sysModuleEvent.moduleName, request.query.moduleName)
        : undefined;
      const page = pageOf(request.query) ?? { limit: 50, offset: 0 };
      const rows = await app.db
        .select()
        .from(sysModuleEvent)
        .where(where)
        .orderBy(desc(sysModuleEvent.eventId))
        .limit(page.limit)
        .offset(page.offset);
      const [total] = await app.db.select({ value: count() }).from(sysModuleEvent).where(where);
      return {
        code: 200,
        msg: request.t('querySuccess'),
        total: total?.value ?? 0,
        rows: rows.map((row) => {
          const checks = (row.detail?.checks ?? null) as ModuleRow['checks'] | null;
          const translated = checks ? translatedChecks(request, checks) : { errors: [], warnings: [] };
          return {
            eventId: row.eventId,
            moduleName: row.moduleName,
            version: row.version,
            action: row.action,
            fromVersion: row.fromVersion,
            messages: [...translated.errors, ...translated.warnings],
            operator: row.operator,
            time: formatDateTime(row.time),
          };
        }),
      };
    },
  );

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
      return {
        code: 200,
        msg: request.t('querySuccess'),
        rows: rows.map((row) => out(request, row)),
        total: total?.value ?? 0,
      };
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
      const [row] = await app.db
        .select()
        .from(sysModule)
        .where(eq(sysModule.moduleId, request.params.moduleId));
      if (!row) throw new ApiError('recordNotFound');
      await activate(app, request, row, 'activate');
      return { code: 200, msg: request.t('success') };
    },
  );
};
