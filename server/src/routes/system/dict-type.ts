import { type FastifyPluginAsyncTypebox, type Static, Type } from '@fastify/type-provider-typebox';
import { and, asc, eq, inArray, like, type SQL } from 'drizzle-orm';
import { sysDictData, sysDictType } from '../../db/schema/sys-dict';
import { ApiError } from '../../plugins/api-error';
import { requireUser } from '../../plugins/auth';
import { FailSchema, OkSchema, TableSchema } from '../../plugins/envelope';
import { AuditSchemaFields, auditOut } from '../../services/audit';
import { idsOrThrow, otherRowExists, rowByIdOrThrow, selectPage } from '../../services/crud-queries';
import { CommaIdsParam } from '../../services/crud-schemas';
import { emptyBodyAsObject } from '../../services/empty-body';
import { sendWorkbook } from '../../services/excel-export';
import { equalsFilter } from '../../services/list-filters';
import { dateRangeOf, likePattern, orderByOf, pageQueryFields } from '../../services/paging';

type DictTypeRow = typeof sysDictType.$inferSelect;

const DictTypeOut = Type.Object({
  dictId: Type.Integer(),
  dictName: Type.String(),
  dictNameEn: Type.String(),
  dictNameLo: Type.String(),
  dictType: Type.String(),
  status: Type.String(),
  ...AuditSchemaFields,
});

function out(row: DictTypeRow) {
  return {
    dictId: row.dictId,
    dictName: row.dictName,
    dictNameEn: row.dictNameEn,
    dictNameLo: row.dictNameLo,
    dictType: row.dictType,
    status: row.status,
    ...auditOut(row),
  };
}

const filterFields = {
  dictName: Type.Optional(Type.String({ maxLength: 100 })),
  dictType: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1'), Type.Literal('')])),
};
const ListQuery = Type.Object({ ...pageQueryFields, ...filterFields });
type ListQuery = Static<typeof ListQuery>;

const DictTypeFields = {
  dictName: Type.String({ minLength: 1, maxLength: 100, description: 'name in Chinese' }),
  dictNameEn: Type.Optional(Type.String({ maxLength: 100 })),
  dictNameLo: Type.Optional(Type.String({ maxLength: 100 })),
  dictType: Type.String({
    minLength: 1,
    maxLength: 100,
    pattern: '^[a-z][a-z0-9_]*$',
    description: 'lower-case letters, digits and _; starts with a letter',
  }),
  status: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])),
  remark: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
};
const CreateBody = Type.Object(DictTypeFields);
const UpdateBody = Type.Object({ dictId: Type.Integer({ minimum: 1 }), ...DictTypeFields });

const sortable = {
  dictId: sysDictType.dictId,
  dictName: sysDictType.dictName,
  dictType: sysDictType.dictType,
  status: sysDictType.status,
  createTime: sysDictType.createTime,
};

function whereOf(query: ListQuery): SQL | undefined {
  return and(
    query.dictName ? like(sysDictType.dictName, likePattern(query.dictName)) : undefined,
    query.dictType ? like(sysDictType.dictType, likePattern(query.dictType)) : undefined,
    equalsFilter(sysDictType.status, query.status),
    dateRangeOf(query, sysDictType.createTime),
  );
}

/** Dictionary types, `/system/dict/type` (RuoYi SysDictTypeController). */
export const dictTypeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const tags = ['system: dictionaries'];

  const typeTaken = (dictType: string, exceptId?: number) =>
    otherRowExists(db, sysDictType, sysDictType.dictId, [eq(sysDictType.dictType, dictType)], exceptId);

  app.get(
    '/system/dict/type/list',
    {
      config: { permission: 'system:dict:list' },
      schema: {
        tags,
        summary: 'List dictionary types',
        querystring: ListQuery,
        response: { 200: TableSchema(DictTypeOut) },
      },
    },
    async (request) => {
      const query = request.query;
      const { rows, total } = await selectPage(
        db,
        sysDictType,
        query,
        whereOf(query),
        orderByOf(query, sortable, [asc(sysDictType.dictId)]),
      );
      return { code: 200, msg: request.t('querySuccess'), rows: rows.map(out), total };
    },
  );

  app.post(
    '/system/dict/type/export',
    {
      config: { permission: 'system:dict:export', repeatSubmit: false },
      preValidation: emptyBodyAsObject,
      schema: { tags, summary: 'Export dictionary types (xlsx)', body: Type.Object(filterFields) },
    },
    async (request, reply) => {
      const query: ListQuery = request.body;
      const rows = await db.select().from(sysDictType).where(whereOf(query)).orderBy(asc(sysDictType.dictId));
      const t = request.t;
      return sendWorkbook(
        reply,
        'dict_type.xlsx',
        t('sheet.dictType'),
        [
          { header: t('column.dictId'), value: (row) => row.dictId, width: 12 },
          { header: t('column.dictName'), value: (row) => row.dictName },
          { header: `${t('column.dictName')} (EN)`, value: (row) => row.dictNameEn },
          { header: `${t('column.dictName')} (LO)`, value: (row) => row.dictNameLo },
          { header: t('column.dictType'), value: (row) => row.dictType, width: 28 },
          {
            header: t('column.status'),
            value: (row) => t(row.status === '0' ? 'value.normal' : 'value.disabled'),
          },
          { header: t('column.createTime'), value: (row) => auditOut(row).createTime },
          { header: t('column.remark'), value: (row) => row.remark },
        ],
        rows,
      );
    },
  );

  app.get(
    '/system/dict/type/optionselect',
    {
      config: { permission: '@login' },
      schema: {
        tags,
        summary: 'Every dictionary type (for selects)',
        response: { 200: OkSchema(Type.Array(DictTypeOut)) },
      },
    },
    async (request) => {
      const rows = await db.select().from(sysDictType).orderBy(asc(sysDictType.dictId));
      return { code: 200, msg: request.t('success'), data: rows.map(out) };
    },
  );

  app.delete(
    '/system/dict/type/refreshCache',
    {
      config: { permission: 'system:dict:remove' },
      schema: { tags, summary: 'Refresh the dictionary cache', response: { 200: FailSchema } },
    },
    // Dictionaries are read from the database on every request (no cache to go stale
    // across processes), so this only answers success for RuoYi clients.
    async (request) => ({ code: 200, msg: request.t('success') }),
  );

  app.get(
    '/system/dict/type/:dictId',
    {
      config: { permission: 'system:dict:query' },
      schema: {
        tags,
        summary: 'One dictionary type',
        params: Type.Object({ dictId: Type.Integer({ minimum: 1 }) }),
        response: { 200: OkSchema(DictTypeOut) },
      },
    },
    async (request) => {
      const row = await rowByIdOrThrow(db, sysDictType, sysDictType.dictId, request.params.dictId);
      return { code: 200, msg: request.t('success'), data: out(row) };
    },
  );

  app.post(
    '/system/dict/type',
    {
      config: { permission: 'system:dict:add' },
      schema: { tags, summary: 'Add a dictionary type', body: CreateBody, response: { 200: FailSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      const body = request.body;
      if (await typeTaken(body.dictType)) throw new ApiError('dict.typeExists', { name: body.dictName });
      await db.insert(sysDictType).values({
        dictName: body.dictName.trim(),
        dictNameEn: body.dictNameEn?.trim() ?? '',
        dictNameLo: body.dictNameLo?.trim() ?? '',
        dictType: body.dictType,
        status: body.status ?? '0',
        remark: body.remark ?? null,
        createBy: user.userName,
      });
      return { code: 200, msg: request.t('success') };
    },
  );

  app.put(
    '/system/dict/type',
    {
      config: { permission: 'system:dict:edit' },
      schema: { tags, summary: 'Edit a dictionary type', body: UpdateBody, response: { 200: FailSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      const body = request.body;
      const old = await rowByIdOrThrow(db, sysDictType, sysDictType.dictId, body.dictId);
      if (await typeTaken(body.dictType, body.dictId))
        throw new ApiError('dict.typeExists', { name: body.dictName });
      await db.transaction(async (tx) => {
        await tx
          .update(sysDictType)
          .set({
            dictName: body.dictName.trim(),
            dictNameEn: body.dictNameEn?.trim() ?? old.dictNameEn,
            dictNameLo: body.dictNameLo?.trim() ?? old.dictNameLo,
            dictType: body.dictType,
            status: body.status ?? old.status,
            remark: body.remark === undefined ? old.remark : body.remark,
            updateBy: user.userName,
            updateTime: new Date(),
          })
          .where(eq(sysDictType.dictId, body.dictId));
        // Renaming a type carries its entries along, as RuoYi does.
        if (old.dictType !== body.dictType) {
          await tx
            .update(sysDictData)
            .set({ dictType: body.dictType })
            .where(eq(sysDictData.dictType, old.dictType));
        }
      });
      return { code: 200, msg: request.t('success') };
    },
  );

  app.delete(
    '/system/dict/type/:dictIds',
    {
      config: { permission: 'system:dict:remove' },
      schema: {
        tags,
        summary: 'Delete dictionary types (comma-separated ids)',
        params: Type.Object({ dictIds: CommaIdsParam }),
        response: { 200: FailSchema },
      },
    },
    async (request) => {
      const ids = idsOrThrow(request.params.dictIds);
      const types = await db.select().from(sysDictType).where(inArray(sysDictType.dictId, ids));
      // Every id must exist: deleting nothing is not a success (issue 32, finding 18).
      if (types.length < new Set(ids).size) throw new ApiError('recordNotFound');
      for (const type of types) {
        const used = await db.$count(sysDictData, eq(sysDictData.dictType, type.dictType));
        if (used > 0) throw new ApiError('dict.typeInUse', { name: type.dictName });
      }
      await db.delete(sysDictType).where(inArray(sysDictType.dictId, ids));
      return { code: 200, msg: request.t('success') };
    },
  );
};
