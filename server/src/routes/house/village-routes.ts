import { type FastifyPluginAsyncTypebox, type Static, Type } from '@fastify/type-provider-typebox';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { houseVillage } from '../../db/schema/house-village';
import { sysDeveloper } from '../../db/schema/sys-developer';
import { OkSchema } from '../../plugins/envelope';
import { AuditSchemaFields, auditOut } from '../../services/audit';
import type { CrudContext } from '../../services/crud/crud-resource';
import { decorateRows } from '../../services/crud/decorate-rows';
import { defineCrudRoutes } from '../../services/crud/define-crud-routes';
import { FormApiError } from '../../services/crud/import-rows';
import { NullableInteger, NullableNumber, NullableString } from '../../services/crud-schemas';
import { formatDateTime } from '../../services/date-format';
import { searchFilter } from '../../services/list-filters';
import { dateRangeOf, pageQueryFields } from '../../services/paging';
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
  developerId: Type.Union([Type.Integer(), Type.Null()]),
  /** The developer's company (joined). */
  developerName: Type.Union([Type.String(), Type.Null()]),
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
  developerId: Type.Optional(NullableInteger({ minimum: 1 })),
  remark: Type.Optional(NullableString({ maxLength: 500 })),
};

type VillageValues = { developerId?: number | null };

/** A village names an existing developer, or none. */
async function checkDeveloper(values: VillageValues, { db, t }: CrudContext) {
  if (values.developerId == null) return;
  if ((await db.$count(sysDeveloper, eq(sysDeveloper.developerId, values.developerId))) === 0)
    throw new FormApiError([{ field: 'developerId', message: t('house.village.developerUnknown') }], t);
}

/** The developers' company names of villages (one query for a page). */
async function withDeveloperNames<Row extends { developerId: number | null }>(db: Queryable, rows: Row[]) {
  const ids = [...new Set(rows.map((row) => row.developerId).filter((id): id is number => id !== null))];
  if (ids.length === 0) return rows.map((row) => ({ ...row, developerName: null }));
  const names = await db
    .select({ developerId: sysDeveloper.developerId, companyName: sysDeveloper.companyName })
    .from(sysDeveloper)
    .where(inArray(sysDeveloper.developerId, ids));
  const byId = new Map(names.map((entry) => [entry.developerId, entry.companyName]));
  return rows.map((row) => ({
    ...row,
    developerName: row.developerId ? (byId.get(row.developerId) ?? null) : null,
  }));
}

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
    developerId: row.developerId,
    developerName: null,
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
    developerId: body.developerId,
    remark: text(body.remark),
  }),
  hooks: {
    beforeCreate: checkDeveloper,
    beforeUpdate: checkDeveloper,
    ...decorateRows<Static<typeof VillageOut>>(withDeveloperNames),
  },
  filters: {
    name: Type.Optional(Type.String({ maxLength: 100 })),
    area: Type.Optional(Type.Number({ minimum: 0 })),
    'params[beginTime]': pageQueryFields['params[beginTime]'],
    'params[endTime]': pageQueryFields['params[endTime]'],
  },
  where: (filters) => {
    return and(
      searchFilter(houseVillage.name, filters.name),
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
    // The developer is picked on the form, not typed as an id in a sheet.
    fields: ['name', 'area', 'year', 'buildingType', 'greeningRate', 'introduction', 'remark'],
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
