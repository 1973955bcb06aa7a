import { type FastifyPluginAsyncTypebox, type Static, Type } from '@fastify/type-provider-typebox';
import { and, asc, eq, inArray, like, type SQL } from 'drizzle-orm';
import { sysDictData, sysDictType } from '../../db/schema/sys-dict';
import type { Lang } from '../../locales/language';
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

type DictDataRow = typeof sysDictData.$inferSelect;

const DictDataOut = Type.Object({
  dictCode: Type.Integer(),
  dictSort: Type.Integer(),
  dictLabel: Type.String({ description: 'Chinese in lists; the request language in /type/{dictType}' }),
  dictLabelEn: Type.String(),
  dictLabelLo: Type.String(),
  dictValue: Type.String(),
  dictType: Type.String(),
  cssClass: Type.String(),
  listClass: Type.String(),
  isDefault: Type.String(),
  default: Type.Boolean(),
  status: Type.String(),
  ...AuditSchemaFields,
});

/** The label in a language; missing translations fall back to English, then Chinese. */
export function dictLabelIn(
  row: Pick<DictDataRow, 'dictLabel' | 'dictLabelEn' | 'dictLabelLo'>,
  lang: Lang,
): string {
  if (lang === 'zh') return row.dictLabel;
  if (lang === 'en') return row.dictLabelEn || row.dictLabel;
  return row.dictLabelLo || row.dictLabelEn || row.dictLabel;
}

function out(row: DictDataRow, lang?: Lang) {
  return {
    dictCode: row.dictCode,
    dictSort: row.dictSort,
    dictLabel: lang ? dictLabelIn(row, lang) : row.dictLabel,
    dictLabelEn: row.dictLabelEn,
    dictLabelLo: row.dictLabelLo,
    dictValue: row.dictValue,
    dictType: row.dictType,
    cssClass: row.cssClass,
    listClass: row.listClass,
    isDefault: row.isDefault,
    default: row.isDefault === 'Y',
    status: row.status,
    ...auditOut(row),
  };
}

const filterFields = {
  dictType: Type.Optional(Type.String({ maxLength: 100 })),
  dictLabel: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1'), Type.Literal('')])),
};
const ListQuery = Type.Object({ ...pageQueryFields, ...filterFields });
type ListQuery = Static<typeof ListQuery>;

const DictDataFields = {
  dictSort: Type.Optional(Type.Integer({ minimum: 0, maximum: 99999 })),
  dictLabel: Type.String({ minLength: 1, maxLength: 100, description: 'label in Chinese' }),
  dictLabelEn: Type.Optional(Type.String({ maxLength: 100 })),
  dictLabelLo: Type.Optional(Type.String({ maxLength: 100 })),
  dictValue: Type.String({ minLength: 1, maxLength: 100 }),
  dictType: Type.String({ minLength: 1, maxLength: 100 }),
  cssClass: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
  listClass: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
  isDefault: Type.Optional(Type.Union([Type.Literal('Y'), Type.Literal('N')])),
  status: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])),
  remark: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
};
const CreateBody = Type.Object(DictDataFields);
const UpdateBody = Type.Object({ dictCode: Type.Integer({ minimum: 1 }), ...DictDataFields });

const sortable = {
  dictCode: sysDictData.dictCode,
  dictSort: sysDictData.dictSort,
  dictLabel: sysDictData.dictLabel,
  dictValue: sysDictData.dictValue,
  status: sysDictData.status,
  createTime: sysDictData.createTime,
};

function whereOf(query: ListQuery): SQL | undefined {
  return and(
    equalsFilter(sysDictData.dictType, query.dictType),
    query.dictLabel ? like(sysDictData.dictLabel, likePattern(query.dictLabel)) : undefined,
    equalsFilter(sysDictData.status, query.status),
    dateRangeOf(query, sysDictData.createTime),
  );
}

/** Dictionary entries, `/system/dict/data` (RuoYi SysDictDataController). */
export const dictDataRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const tags = ['system: dictionaries'];

  const checkEntry = async (body: Static<typeof CreateBody>, exceptCode?: number) => {
    const types = await db.select().from(sysDictType).where(eq(sysDictType.dictType, body.dictType));
    if (types.length === 0) throw new ApiError('dict.typeMissing', { type: body.dictType });
    const sameValue = [eq(sysDictData.dictType, body.dictType), eq(sysDictData.dictValue, body.dictValue)];
    if (await otherRowExists(db, sysDictData, sysDictData.dictCode, sameValue, exceptCode)) {
      throw new ApiError('dict.valueExists', { value: body.dictValue });
    }
  };

  app.get(
    '/system/dict/data/list',
    {
      config: { permission: 'system:dict:list' },
      schema: {
        tags,
        summary: 'List dictionary entries',
        querystring: ListQuery,
        response: { 200: TableSchema(DictDataOut) },
      },
    },
    async (request) => {
      const query = request.query;
      const { rows, total } = await selectPage(
        db,
        sysDictData,
        query,
        whereOf(query),
        orderByOf(query, sortable, [asc(sysDictData.dictSort), asc(sysDictData.dictCode)]),
      );
      return { code: 200, msg: request.t('querySuccess'), rows: rows.map((row) => out(row)), total };
    },
  );

  app.post(
    '/system/dict/data/export',
    {
      config: { permission: 'system:dict:export', repeatSubmit: false },
      preValidation: emptyBodyAsObject,
      schema: { tags, summary: 'Export dictionary entries (xlsx)', body: Type.Object(filterFields) },
    },
    async (request, reply) => {
      const query: ListQuery = request.body;
      const rows = await db
        .select()
        .from(sysDictData)
        .where(whereOf(query))
        .orderBy(asc(sysDictData.dictType), asc(sysDictData.dictSort));
      const t = request.t;
      return sendWorkbook(
        reply,
        'dict_data.xlsx',
        t('sheet.dictData'),
        [
          { header: t('column.dictCode'), value: (row) => row.dictCode, width: 12 },
          { header: t('column.dictSort'), value: (row) => row.dictSort, width: 10 },
          { header: t('column.dictLabel'), value: (row) => row.dictLabel },
          { header: `${t('column.dictLabel')} (EN)`, value: (row) => row.dictLabelEn },
          { header: `${t('column.dictLabel')} (LO)`, value: (row) => row.dictLabelLo },
          { header: t('column.dictValue'), value: (row) => row.dictValue },
          { header: t('column.dictType'), value: (row) => row.dictType, width: 28 },
          {
            header: t('column.isDefault'),
            value: (row) => t(row.isDefault === 'Y' ? 'value.yes' : 'value.no'),
          },
          {
            header: t('column.status'),
            value: (row) => t(row.status === '0' ? 'value.normal' : 'value.disabled'),
          },
          { header: t('column.createTime'), value: (row) => auditOut(row).createTime },
        ],
        rows,
      );
    },
  );

  app.get(
    '/system/dict/data/type/:dictType',
    {
      config: { permission: '@login' },
      schema: {
        tags,
        summary: 'Enabled entries of a dictionary, labels in the request language',
        params: Type.Object({ dictType: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: { 200: OkSchema(Type.Array(DictDataOut)) },
      },
    },
    async (request) => {
      const rows = await db
        .select()
        .from(sysDictData)
        .where(and(eq(sysDictData.dictType, request.params.dictType), eq(sysDictData.status, '0')))
        .orderBy(asc(sysDictData.dictSort), asc(sysDictData.dictCode));
      return { code: 200, msg: request.t('success'), data: rows.map((row) => out(row, request.lang)) };
    },
  );

  app.get(
    '/system/dict/data/:dictCode',
    {
      config: { permission: 'system:dict:query' },
      schema: {
        tags,
        summary: 'One dictionary entry',
        params: Type.Object({ dictCode: Type.Integer({ minimum: 1 }) }),
        response: { 200: OkSchema(DictDataOut) },
      },
    },
    async (request) => {
      const row = await rowByIdOrThrow(db, sysDictData, sysDictData.dictCode, request.params.dictCode);
      return { code: 200, msg: request.t('success'), data: out(row) };
    },
  );

  app.post(
    '/system/dict/data',
    {
      config: { permission: 'system:dict:add' },
      schema: { tags, summary: 'Add a dictionary entry', body: CreateBody, response: { 200: FailSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      const body = request.body;
      await checkEntry(body);
      await db.insert(sysDictData).values({
        dictSort: body.dictSort ?? 0,
        dictLabel: body.dictLabel.trim(),
        dictLabelEn: body.dictLabelEn?.trim() ?? '',
        dictLabelLo: body.dictLabelLo?.trim() ?? '',
        dictValue: body.dictValue,
        dictType: body.dictType,
        cssClass: body.cssClass ?? '',
        listClass: body.listClass || 'default',
        isDefault: body.isDefault ?? 'N',
        status: body.status ?? '0',
        remark: body.remark ?? null,
        createBy: user.userName,
      });
      return { code: 200, msg: request.t('success') };
    },
  );

  app.put(
    '/system/dict/data',
    {
      config: { permission: 'system:dict:edit' },
      schema: { tags, summary: 'Edit a dictionary entry', body: UpdateBody, response: { 200: FailSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      const body = request.body;
      const old = await rowByIdOrThrow(db, sysDictData, sysDictData.dictCode, body.dictCode);
      await checkEntry(body, body.dictCode);
      await db
        .update(sysDictData)
        .set({
          dictSort: body.dictSort ?? old.dictSort,
          dictLabel: body.dictLabel.trim(),
          dictLabelEn: body.dictLabelEn?.trim() ?? old.dictLabelEn,
          dictLabelLo: body.dictLabelLo?.trim() ?? old.dictLabelLo,
          dictValue: body.dictValue,
          dictType: body.dictType,
          cssClass: body.cssClass ?? old.cssClass,
          listClass: body.listClass || old.listClass,
          isDefault: body.isDefault ?? old.isDefault,
          status: body.status ?? old.status,
          remark: body.remark === undefined ? old.remark : body.remark,
          updateBy: user.userName,
          updateTime: new Date(),
        })
        .where(eq(sysDictData.dictCode, body.dictCode));
      return { code: 200, msg: request.t('success') };
    },
  );

  app.delete(
    '/system/dict/data/:dictCodes',
    {
      config: { permission: 'system:dict:remove' },
      schema: {
        tags,
        summary: 'Delete dictionary entries (comma-separated codes)',
        params: Type.Object({ dictCodes: CommaIdsParam }),
        response: { 200: FailSchema },
      },
    },
    async (request) => {
      const codes = idsOrThrow(request.params.dictCodes);
      await db.delete(sysDictData).where(inArray(sysDictData.dictCode, codes));
      return { code: 200, msg: request.t('success') };
    },
  );
};
