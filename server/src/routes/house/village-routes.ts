import { type FastifyPluginAsyncTypebox, type Static, Type } from '@fastify/type-provider-typebox';
import { and, asc, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { houseVillage } from '../../db/schema/house-village';
import { registerMessages } from '../../locales/language';
import { ApiError } from '../../plugins/api-error';
import { requireUser } from '../../plugins/auth';
import { FailSchema, OkSchema, TableSchema } from '../../plugins/envelope';
import { formLabelKeys, labelledValidation } from '../../plugins/labelled-validation';
import { AuditSchemaFields, auditOut } from '../../services/audit';
import { deleteByIds, rowByIdOrThrow, selectPage } from '../../services/crud-queries';
import { IdParam, IdsParam, NullableNumber, NullableString } from '../../services/crud-schemas';
import { formatDateTime } from '../../services/date-format';
import { type ExportColumn, sendWorkbook } from '../../services/excel-export';
import { dateRangeOf, likePattern, orderByOf, pageQueryFields } from '../../services/paging';
import { BusinessType } from '../../types/auth';
import { houseMessages } from './house-messages';

type VillageRow = typeof houseVillage.$inferSelect;

const VillageOut = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  area: Type.Union([Type.Number(), Type.Null()]),
  year: Type.Union([Type.String(), Type.Null()]),
  buildingType: Type.Union([Type.String(), Type.Null()]),
  greeningRate: Type.Union([Type.Number(), Type.Null()]),
  introduction: Type.Union([Type.String(), Type.Null()]),
  ...AuditSchemaFields,
});

function out(row: VillageRow) {
  return {
    id: row.id,
    name: row.name,
    area: row.area,
    year: row.year,
    buildingType: row.buildingType,
    greeningRate: row.greeningRate,
    introduction: row.introduction,
    ...auditOut(row),
  };
}

const FilterFields = {
  name: Type.Optional(Type.String({ maxLength: 100 })),
  area: Type.Optional(Type.Number({ minimum: 0 })),
  'params[beginTime]': pageQueryFields['params[beginTime]'],
  'params[endTime]': pageQueryFields['params[endTime]'],
};
const ListQuery = Type.Object({ ...pageQueryFields, ...FilterFields });
type Filters = Static<typeof ListQuery>;
const ExportBody = Type.Object(FilterFields);

const VillageFields = {
  name: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
  area: Type.Optional(NullableNumber({ minimum: 0, maximum: 999_999_999_999 })),
  /** Four digits; empty or null clears it. */
  year: Type.Optional(NullableString({ pattern: '^(\\d{4})?$' })),
  buildingType: Type.Optional(NullableString({ maxLength: 50 })),
  greeningRate: Type.Optional(NullableNumber({ minimum: 0, maximum: 100 })),
  introduction: Type.Optional(NullableString({ maxLength: 5000 })),
  remark: Type.Optional(NullableString({ maxLength: 500 })),
};
const CreateBody = Type.Object(VillageFields);
const UpdateBody = Type.Object({ id: Type.Integer({ minimum: 1 }), ...VillageFields });
type VillageBody = Static<typeof CreateBody>;

const sortable = {
  id: houseVillage.id,
  name: houseVillage.name,
  area: houseVillage.area,
  year: houseVillage.year,
  greeningRate: houseVillage.greeningRate,
  createTime: houseVillage.createTime,
};

function whereOf(filters: Filters): SQL | undefined {
  const name = filters.name?.trim();
  return and(
    name ? ilike(houseVillage.name, likePattern(name)) : undefined,
    filters.area === undefined ? undefined : eq(houseVillage.area, filters.area),
    dateRangeOf(filters, houseVillage.createTime),
  );
}

const text = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** The columns a body sets (`undefined` keeps the stored value on edit). */
function valuesOf(body: VillageBody) {
  return {
    name: body.name.trim(),
    area: body.area,
    year: body.year === undefined ? undefined : text(body.year),
    buildingType: body.buildingType === undefined ? undefined : text(body.buildingType),
    greeningRate: body.greeningRate,
    introduction: body.introduction === undefined ? undefined : text(body.introduction),
    remark: body.remark === undefined ? undefined : text(body.remark),
  };
}

const validation = labelledValidation(formLabelKeys('house.village.field', Object.keys(VillageFields)));

/** Villages, `/system/houseVillage` (spec sections 3 and 7). */
export const houseVillageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerMessages(houseMessages);
  const db = app.db;
  const tags = ['house: villages'];
  const validated = { attachValidation: true, preHandler: validation } as const;

  app.get(
    '/system/houseVillage/list',
    {
      ...validated,
      config: { permission: 'house:village:list' },
      schema: {
        tags,
        summary: 'List villages (name contains, exact area, creation-date range)',
        querystring: ListQuery,
        response: { 200: TableSchema(VillageOut) },
      },
    },
    async (request) => {
      const query = request.query;
      const { rows, total } = await selectPage(
        db,
        houseVillage,
        query,
        whereOf(query),
        orderByOf(query, sortable, [desc(houseVillage.id)]),
      );
      return { code: 200, msg: request.t('querySuccess'), rows: rows.map(out), total };
    },
  );

  app.get(
    '/system/houseVillage/selectAll',
    {
      // The house form's village select: ids and names only, for whoever may list villages.
      config: { permission: 'house:village:list' },
      schema: {
        tags,
        summary: 'Every village as {id, name}, by name (village select of the house form)',
        response: { 200: OkSchema(Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() }))) },
      },
    },
    async (request) => {
      const rows = await db
        .select({ id: houseVillage.id, name: houseVillage.name })
        .from(houseVillage)
        .orderBy(asc(houseVillage.name), asc(houseVillage.id));
      return { code: 200, msg: request.t('success'), data: rows };
    },
  );

  app.get(
    '/system/houseVillage/:id',
    {
      ...validated,
      config: { permission: 'house:village:query' },
      schema: {
        tags,
        summary: 'One village',
        params: Type.Object({ id: IdParam }),
        response: { 200: OkSchema(VillageOut) },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      const row = await rowByIdOrThrow(db, houseVillage, houseVillage.id, id, 'house.village.notFound');
      return { code: 200, msg: request.t('success'), data: out(row) };
    },
  );

  app.post(
    '/system/houseVillage',
    {
      ...validated,
      config: { permission: 'house:village:add', operLog: { title: 'Village' } },
      schema: { tags, summary: 'Add a village', body: CreateBody, response: { 200: FailSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      const values = valuesOf(request.body);
      await db.insert(houseVillage).values({ ...values, createBy: user.userName });
      return { code: 200, msg: request.t('success') };
    },
  );

  app.put(
    '/system/houseVillage',
    {
      ...validated,
      config: { permission: 'house:village:edit', operLog: { title: 'Village' } },
      schema: {
        tags,
        summary: 'Edit a village (fields left out keep their value)',
        body: UpdateBody,
        response: { 200: FailSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const updated = await db
        .update(houseVillage)
        .set({ ...valuesOf(request.body), updateBy: user.userName, updateTime: new Date() })
        .where(eq(houseVillage.id, request.body.id))
        .returning({ id: houseVillage.id });
      if (updated.length === 0) throw new ApiError('house.village.notFound');
      return { code: 200, msg: request.t('success') };
    },
  );

  app.delete(
    '/system/houseVillage/:ids',
    {
      ...validated,
      config: { permission: 'house:village:remove', operLog: { title: 'Village' } },
      schema: {
        tags,
        summary: 'Delete villages (comma-separated ids)',
        params: Type.Object({ ids: IdsParam }),
        response: { 200: FailSchema },
      },
    },
    async (request) => {
      await deleteByIds(db, houseVillage, houseVillage.id, request.params.ids, 'house.village.notFound');
      return { code: 200, msg: request.t('success') };
    },
  );

  app.post(
    '/system/houseVillage/export',
    {
      ...validated,
      config: {
        permission: 'house:village:export',
        repeatSubmit: false,
        operLog: { title: 'Village', businessType: BusinessType.export },
      },
      schema: {
        tags,
        summary: 'The villages matching the filters as an xlsx workbook (form-encoded filters)',
        body: ExportBody,
      },
    },
    async (request, reply) => {
      const filters = request.body ?? {};
      const rows = await db
        .select()
        .from(houseVillage)
        .where(whereOf(filters))
        .orderBy(desc(houseVillage.id));
      const label = (field: string) => request.t(`house.village.field.${field}`);
      const columns: ExportColumn<VillageRow>[] = [
        { header: label('id'), value: (row) => row.id, width: 12 },
        { header: label('name'), value: (row) => row.name, width: 30 },
        { header: label('area'), value: (row) => row.area },
        { header: label('year'), value: (row) => row.year, width: 12 },
        { header: label('buildingType'), value: (row) => row.buildingType },
        { header: label('greeningRate'), value: (row) => row.greeningRate },
        { header: label('introduction'), value: (row) => row.introduction, width: 50 },
        { header: label('remark'), value: (row) => row.remark, width: 30 },
        { header: label('createTime'), value: (row) => formatDateTime(row.createTime), width: 22 },
      ];
      const fileName = `${request.t('house.village.fileName')}_${Date.now()}.xlsx`;
      return sendWorkbook(reply, fileName, request.t('house.village.sheet'), columns, rows);
    },
  );
};
