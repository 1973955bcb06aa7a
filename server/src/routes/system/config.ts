import { type FastifyPluginAsyncTypebox, type Static, Type } from '@fastify/type-provider-typebox';
import { and, asc, eq, inArray, like, type SQL } from 'drizzle-orm';
import { sysConfig } from '../../db/schema/sys-config';
import { ApiError } from '../../plugins/api-error';
import { requireUser } from '../../plugins/auth';
import { FailSchema, OkSchema, ResultCode, TableSchema } from '../../plugins/envelope';
import { AuditSchemaFields, auditOut } from '../../services/audit';
import { configKeys } from '../../services/config-values';
import { idsOrThrow, otherRowExists, rowByIdOrThrow, selectPage } from '../../services/crud-queries';
import { CommaIdsParam } from '../../services/crud-schemas';
import { emptyBodyAsObject } from '../../services/empty-body';
import { sendWorkbook } from '../../services/excel-export';
import { equalsFilter } from '../../services/list-filters';
import { dateRangeOf, likePattern, orderByOf, pageQueryFields } from '../../services/paging';
import { hasPermission } from '../../services/user-access';

type ConfigRow = typeof sysConfig.$inferSelect;

/** Configuration keys every signed-in user may read (issue 15, finding 6); the rest need system:config:query. */
export const staffReadableConfigKeys: ReadonlySet<string> = new Set([
  configKeys.captchaEnabled,
  configKeys.registerUser,
  'sys.index.skinName',
  'sys.index.sideTheme',
]);

const ConfigOut = Type.Object({
  configId: Type.Integer(),
  configName: Type.String(),
  configKey: Type.String(),
  configValue: Type.String(),
  configType: Type.String(),
  ...AuditSchemaFields,
});

function out(row: ConfigRow) {
  return {
    configId: row.configId,
    configName: row.configName,
    configKey: row.configKey,
    configValue: row.configValue,
    configType: row.configType,
    ...auditOut(row),
  };
}

const filterFields = {
  configName: Type.Optional(Type.String({ maxLength: 100 })),
  configKey: Type.Optional(Type.String({ maxLength: 100 })),
  configType: Type.Optional(Type.Union([Type.Literal('Y'), Type.Literal('N'), Type.Literal('')])),
};
const ListQuery = Type.Object({ ...pageQueryFields, ...filterFields });
type ListQuery = Static<typeof ListQuery>;

const ConfigFields = {
  configName: Type.String({ minLength: 1, maxLength: 100 }),
  configKey: Type.String({ minLength: 1, maxLength: 100, pattern: '^\\S+$' }),
  configValue: Type.String({ maxLength: 500 }),
  configType: Type.Optional(Type.Union([Type.Literal('Y'), Type.Literal('N')])),
  remark: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
};
const CreateBody = Type.Object(ConfigFields);
const UpdateBody = Type.Object({ configId: Type.Integer({ minimum: 1 }), ...ConfigFields });

const sortable = {
  configId: sysConfig.configId,
  configName: sysConfig.configName,
  configKey: sysConfig.configKey,
  configType: sysConfig.configType,
  createTime: sysConfig.createTime,
};

function whereOf(query: ListQuery): SQL | undefined {
  return and(
    query.configName ? like(sysConfig.configName, likePattern(query.configName)) : undefined,
    query.configKey ? like(sysConfig.configKey, likePattern(query.configKey)) : undefined,
    equalsFilter(sysConfig.configType, query.configType),
    dateRangeOf(query, sysConfig.createTime),
  );
}

/** Parameters, `/system/config` (RuoYi SysConfigController). */
export const configRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const tags = ['system: parameters'];

  const keyTaken = (configKey: string, exceptId?: number) =>
    otherRowExists(db, sysConfig, sysConfig.configId, [eq(sysConfig.configKey, configKey)], exceptId);

  app.get(
    '/system/config/list',
    {
      config: { permission: 'system:config:list' },
      schema: {
        tags,
        summary: 'List parameters',
        querystring: ListQuery,
        response: { 200: TableSchema(ConfigOut) },
      },
    },
    async (request) => {
      const query = request.query;
      const { rows, total } = await selectPage(
        db,
        sysConfig,
        query,
        whereOf(query),
        orderByOf(query, sortable, [asc(sysConfig.configId)]),
      );
      return { code: 200, msg: request.t('querySuccess'), rows: rows.map(out), total };
    },
  );

  app.post(
    '/system/config/export',
    {
      config: { permission: 'system:config:export', repeatSubmit: false },
      preValidation: emptyBodyAsObject,
      schema: { tags, summary: 'Export parameters (xlsx)', body: Type.Object(filterFields) },
    },
    async (request, reply) => {
      const query: ListQuery = request.body;
      const rows = await db.select().from(sysConfig).where(whereOf(query)).orderBy(asc(sysConfig.configId));
      const t = request.t;
      return sendWorkbook(
        reply,
        'config.xlsx',
        t('sheet.config'),
        [
          { header: t('column.configId'), value: (row) => row.configId, width: 12 },
          { header: t('column.configName'), value: (row) => row.configName, width: 30 },
          { header: t('column.configKey'), value: (row) => row.configKey, width: 30 },
          { header: t('column.configValue'), value: (row) => row.configValue },
          {
            header: t('column.configType'),
            value: (row) => t(row.configType === 'Y' ? 'value.yes' : 'value.no'),
          },
          { header: t('column.remark'), value: (row) => row.remark, width: 40 },
        ],
        rows,
      );
    },
  );

  app.get(
    '/system/config/configKey/:configKey',
    {
      config: { permission: '@login' },
      schema: {
        tags,
        summary: 'A parameter value by key',
        description:
          'As in RuoYi the value is in `msg`; it is also in `data`. Unknown keys give an empty string. ' +
          'Any signed-in user reads the keys meant for the screens (captcha and registration switches, ' +
          'skin and theme); every other key, such as `sys.user.initPassword`, needs `system:config:query`.',
        params: Type.Object({ configKey: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: { 200: OkSchema(Type.String()) },
      },
    },
    async (request) => {
      const { configKey } = request.params;
      if (
        !staffReadableConfigKeys.has(configKey) &&
        !hasPermission(requireUser(request), 'system:config:query')
      ) {
        throw new ApiError('config.notPublic', undefined, ResultCode.forbidden);
      }
      const [row] = await db
        .select({ value: sysConfig.configValue })
        .from(sysConfig)
        .where(eq(sysConfig.configKey, configKey));
      const value = row?.value ?? '';
      return { code: 200, msg: value, data: value };
    },
  );

  app.delete(
    '/system/config/refreshCache',
    {
      config: { permission: 'system:config:remove' },
      schema: { tags, summary: 'Refresh the parameter cache', response: { 200: FailSchema } },
    },
    // Parameters are read from the database every time (several processes must agree),
    // so there is no cache to refresh; RuoYi clients still call this.
    async (request) => ({ code: 200, msg: request.t('success') }),
  );

  app.get(
    '/system/config/:configId',
    {
      config: { permission: 'system:config:query' },
      schema: {
        tags,
        summary: 'One parameter',
        params: Type.Object({ configId: Type.Integer({ minimum: 1 }) }),
        response: { 200: OkSchema(ConfigOut) },
      },
    },
    async (request) => {
      const row = await rowByIdOrThrow(db, sysConfig, sysConfig.configId, request.params.configId);
      return { code: 200, msg: request.t('success'), data: out(row) };
    },
  );

  app.post(
    '/system/config',
    {
      config: { permission: 'system:config:add' },
      schema: { tags, summary: 'Add a parameter', body: CreateBody, response: { 200: FailSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      const body = request.body;
      if (await keyTaken(body.configKey)) throw new ApiError('config.keyExists', { name: body.configName });
      await db.insert(sysConfig).values({
        configName: body.configName.trim(),
        configKey: body.configKey,
        configValue: body.configValue,
        configType: body.configType ?? 'N',
        remark: body.remark ?? null,
        createBy: user.userName,
      });
      return { code: 200, msg: request.t('success') };
    },
  );

  app.put(
    '/system/config',
    {
      config: { permission: 'system:config:edit' },
      schema: { tags, summary: 'Edit a parameter', body: UpdateBody, response: { 200: FailSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      const body = request.body;
      const old = await rowByIdOrThrow(db, sysConfig, sysConfig.configId, body.configId);
      if (await keyTaken(body.configKey, body.configId)) {
        throw new ApiError('config.keyExists', { name: body.configName });
      }
      await db
        .update(sysConfig)
        .set({
          configName: body.configName.trim(),
          configKey: body.configKey,
          configValue: body.configValue,
          configType: body.configType ?? old.configType,
          remark: body.remark === undefined ? old.remark : body.remark,
          updateBy: user.userName,
          updateTime: new Date(),
        })
        .where(eq(sysConfig.configId, body.configId));
      return { code: 200, msg: request.t('success') };
    },
  );

  app.delete(
    '/system/config/:configIds',
    {
      config: { permission: 'system:config:remove' },
      schema: {
        tags,
        summary: 'Delete parameters (comma-separated ids); built-in ones are refused',
        params: Type.Object({ configIds: CommaIdsParam }),
        response: { 200: FailSchema },
      },
    },
    async (request) => {
      const ids = idsOrThrow(request.params.configIds);
      const rows = await db.select().from(sysConfig).where(inArray(sysConfig.configId, ids));
      // Every id must exist: deleting nothing is not a success (issue 32, finding 18).
      if (rows.length < new Set(ids).size) throw new ApiError('recordNotFound');
      const builtIn = rows.find((row) => row.configType === 'Y');
      if (builtIn) throw new ApiError('config.builtIn', { key: builtIn.configKey });
      await db.delete(sysConfig).where(inArray(sysConfig.configId, ids));
      return { code: 200, msg: request.t('success') };
    },
  );
};
