import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { and, asc, desc, eq, ilike, sql } from 'drizzle-orm';
import { houseVillage } from '../../db/schema/house-village';
import { OkSchema } from '../../plugins/envelope';
import { AuditSchemaFields, auditOut } from '../../services/audit';
import { defineCrudRoutes } from '../../services/crud/define-crud-routes';
import { NullableNumber, NullableString } from '../../services/crud-schemas';
import { formatDateTime } from '../../services/date-format';
import { dateRangeOf, likePattern, pageQueryFields } from '../../services/paging';
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

/** Trimmed text, null when empty; undefined stays undefined (edit keeps the stored value). */
const text = (value: string | null | undefined) => {
  if (value === undefined) return undefined;
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** The village select of the house form: ids and names only, for whoever may list villages. */
const selectAllRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/system/houseVillage/selectAll',
    {
      config: { permission: 'house:village:list' },
      schema: {
        tags: ['house: villages'],
        summary: 'Every village as {id, name}, by name (village select of the house form)',
        response: { 200: OkSchema(Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() }))) },
      },
    },
    async (request) => {
      const rows = await app.db
        .select({ id: houseVillage.id, name: houseVillage.name })
        .from(houseVillage)
        .orderBy(asc(houseVillage.name), asc(houseVillage.id));
      return { code: 200, msg: request.t('success'), data: rows };
    },
  );
};

/** Villages, `/system/houseVillage` (spec sections 3 and 7). */
export const houseVillageRoutes = defineCrudRoutes({
  basePath: '/system/houseVillage',
  table: houseVillage,
  idColumn: houseVillage.id,
  permission: 'house:village',
  tag: 'house: villages',
  noun: ['village', 'villages'],
  operLogTitle: 'Village',
  notFoundKey: 'house.village.notFound',
  labelPrefix: 'house.village.field',
  messages: houseMessages,
  out: VillageOut,
  toOut: (row: VillageRow) => ({
    id: row.id,
    name: row.name,
    area: row.area,
    year: row.year,
    buildingType: row.buildingType,
    greeningRate: row.greeningRate,
    introduction: row.introduction,
    ...auditOut(row),
  }),
  fields: VillageFields,
  values: (body) => ({
    name: body.name.trim(),
    area: body.area,
    year: text(body.year),
    buildingType: text(body.buildingType),
    greeningRate: body.greeningRate,
    introduction: text(body.introduction),
    remark: text(body.remark),
  }),
  filters: {
    name: Type.Optional(Type.String({ maxLength: 100 })),
    area: Type.Optional(Type.Number({ minimum: 0 })),
    'params[beginTime]': pageQueryFields['params[beginTime]'],
    'params[endTime]': pageQueryFields['params[endTime]'],
  },
  where: (filters) => {
    const name = filters.name?.trim();
    return and(
      name ? ilike(houseVillage.name, likePattern(name)) : undefined,
      filters.area === undefined ? undefined : eq(houseVillage.area, filters.area),
      dateRangeOf(filters, houseVillage.createTime),
    );
  },
  sortable: {
    id: houseVillage.id,
    name: houseVillage.name,
    area: houseVillage.area,
    year: houseVillage.year,
    greeningRate: houseVillage.greeningRate,
    createTime: houseVillage.createTime,
  },
  defaultOrder: [desc(houseVillage.id)],
  export: {
    sheetKey: 'house.village.sheet',
    fileNameKey: 'house.village.fileName',
    columns: [
      { field: 'id', width: 12 },
      { field: 'name', width: 30 },
      { field: 'area' },
      { field: 'year', width: 12 },
      { field: 'buildingType' },
      { field: 'greeningRate' },
      { field: 'introduction', width: 50 },
      { field: 'remark', width: 30 },
      { field: 'createTime', value: (row) => formatDateTime(row.createTime), width: 22 },
    ],
  },
  import: {
    mode: 'valid-rows',
    // With updateSupport a row updates the village of the same name (any case).
    match: async (db, body) => {
      const [row] = await db
        .select({ id: houseVillage.id })
        .from(houseVillage)
        .where(sql`lower(${houseVillage.name}) = lower(${body.name.trim()})`)
        .orderBy(asc(houseVillage.id))
        .limit(1);
      return row?.id;
    },
  },
  extraRoutes: selectAllRoute,
});
