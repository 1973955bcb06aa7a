import { type FastifyPluginAsyncTypebox, type Static, Type } from '@fastify/type-provider-typebox';
import { and, asc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { houseRoom } from '../../db/schema/house-room';
import { sysDictData } from '../../db/schema/sys-dict';
import type { Translate } from '../../locales/language';
import { ApiError } from '../../plugins/api-error';
import { FailSchema } from '../../plugins/envelope';
import { formLabelKeys, labelledValidation } from '../../plugins/labelled-validation';
import { AuditSchemaFields, auditOut } from '../../services/audit';
import { defineCrudRoutes } from '../../services/crud/define-crud-routes';
import { FormApiError } from '../../services/crud/import-rows';
import { idsOrThrow, otherRowExists } from '../../services/crud-queries';
import { CommaIdsParam, NullableString } from '../../services/crud-schemas';
import { equalsFilter, searchFilter } from '../../services/list-filters';
import { likePattern } from '../../services/paging';
import { codeTableMessages } from './code-table-messages';

type DictRow = typeof sysDictData.$inferSelect;
const d = sysDictData;
const labelPrefix = 'house.code.field';

/**
 * The house module's code tables and the house column each one fills. They are rows of
 * `sys_dict_data` (the system dictionary screen shows the same data). `features` is a
 * comma-separated list; the others hold one value.
 */
const HOUSE_CODE_TABLES = {
  house_type: { column: houseRoom.type, list: false },
  house_ownership: { column: houseRoom.ownership, list: false },
  house_parking: { column: houseRoom.parking, list: false },
  house_orientation: { column: houseRoom.orientation, list: false },
  house_decoration: { column: houseRoom.decoration, list: false },
  house_feature: { column: houseRoom.features, list: true },
  house_status: { column: houseRoom.status, list: false },
} satisfies Record<string, { column: PgColumn; list: boolean }>;
type CodeTable = keyof typeof HOUSE_CODE_TABLES;
const CODE_TABLES = Object.keys(HOUSE_CODE_TABLES) as CodeTable[];
/** The house workflow switches on these values: labels only. */
const FIXED_VALUES: CodeTable = 'house_status';

const isCodeTable = (type: string): type is CodeTable => Object.hasOwn(HOUSE_CODE_TABLES, type);

/** Rows of houses (not deleted) holding `value` in the table's column. */
function usesValue(type: CodeTable, value: string): SQL {
  const { column, list } = HOUSE_CODE_TABLES[type];
  const holds = list ? sql`${value} = any(string_to_array(${column}, ','))` : eq(column, value);
  return and(eq(houseRoom.delFlag, '0'), holds) as SQL;
}

async function housesUsing(db: Queryable, type: CodeTable, value: string): Promise<number> {
  return db.$count(houseRoom, usesValue(type, value));
}

/** A renamed value follows into every house that holds it, so no house is left with an unknown code. */
async function renameValue(db: Queryable, type: CodeTable, from: string, to: string): Promise<void> {
  const { column, list } = HOUSE_CODE_TABLES[type];
  const set = list
    ? sql`array_to_string(array_replace(string_to_array(${column}, ','), ${from}, ${to}), ',')`
    : sql`${to}`;
  await db
    .update(houseRoom)
    .set({ [keyOf(column)]: set } as never)
    .where(usesValue(type, from));
}

/** The property name of a house column (drizzle's `set` takes property names). */
function keyOf(column: PgColumn): string {
  const entry = Object.entries(houseRoom).find(([, value]) => value === column);
  if (!entry) throw new Error(`not a house column: ${column.name}`);
  return entry[0];
}

const CodeOut = Type.Object({
  dictCode: Type.Integer(),
  dictType: Type.String(),
  dictValue: Type.String(),
  dictLabel: Type.String(),
  dictLabelEn: Type.String(),
  dictLabelLo: Type.String(),
  dictSort: Type.Integer(),
  listClass: Type.String(),
  status: Type.String(),
  /** Houses holding the value (list rows only). */
  usedBy: Type.Optional(Type.Integer()),
  ...AuditSchemaFields,
});

const CodeFields = {
  dictType: Type.Union(CODE_TABLES.map((type) => Type.Literal(type))),
  dictValue: Type.String({ minLength: 1, maxLength: 50, pattern: '^[A-Za-z0-9][A-Za-z0-9_+.-]*$' }),
  dictLabel: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
  dictLabelEn: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
  dictLabelLo: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
  dictSort: Type.Optional(Type.Integer({ minimum: 0, maximum: 99999 })),
  listClass: Type.Optional(
    Type.Union(
      ['default', 'primary', 'success', 'info', 'warning', 'danger'].map((value) => Type.Literal(value)),
    ),
  ),
  status: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])),
  remark: Type.Optional(NullableString({ maxLength: 500 })),
};
type CodeBody = Static<ReturnType<typeof Type.Object<typeof CodeFields>>>;

function codeValues(body: CodeBody) {
  return {
    dictType: body.dictType,
    dictValue: body.dictValue.trim(),
    dictLabel: body.dictLabel.trim(),
    dictLabelEn: body.dictLabelEn.trim(),
    dictLabelLo: body.dictLabelLo.trim(),
    dictSort: body.dictSort,
    listClass: body.listClass,
    status: body.status,
    remark: body.remark === undefined ? undefined : body.remark?.trim() || null,
  };
}
type CodeValues = ReturnType<typeof codeValues>;

function valueTaken(value: string, t: Translate): FormApiError {
  return new FormApiError([{ field: 'dictValue', message: t('house.code.valueExists', { value }) }], t);
}

/** `DELETE /system/houseCode/{dictCodes}`: house codes only, never a value a house holds. */
const deleteRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.delete(
    '/system/houseCode/:dictCodes',
    {
      attachValidation: true,
      preHandler: labelledValidation(formLabelKeys(labelPrefix, ['dictCodes'])),
      config: { permission: 'house:code:remove', operLog: { title: 'House code table', businessType: 3 } },
      schema: {
        tags: ['house: code tables'],
        summary: 'Delete house codes (comma-separated); refused for house statuses and values in use',
        params: Type.Object({ dictCodes: CommaIdsParam }),
        response: { 200: FailSchema },
      },
    },
    async (request) => {
      const codes = idsOrThrow((request.params as { dictCodes: string }).dictCodes, 'house.code.notFound');
      await app.db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(d)
          .where(and(inArray(d.dictCode, codes), inArray(d.dictType, CODE_TABLES)));
        if (rows.length !== new Set(codes).size) throw new ApiError('house.code.notFound');
        for (const row of rows) {
          if (row.dictType === FIXED_VALUES) throw new ApiError('house.code.statusFixed');
          const count = await housesUsing(tx, row.dictType as CodeTable, row.dictValue);
          if (count > 0) throw new ApiError('house.code.inUse', { value: row.dictValue, count });
        }
        await tx.delete(d).where(inArray(d.dictCode, codes));
      });
      return { code: 200, msg: request.t('success') };
    },
  );
};

/**
 * The house code tables, `/system/houseCode` (type, ownership, parking, orientation,
 * decoration, features and the status labels in zh, en and lo), for admins with
 * `house:code:*`: the `sys_dict_data` rows of those dictionaries and no others.
 */
export const codeTableRoutes = defineCrudRoutes({
  basePath: '/system/houseCode',
  table: sysDictData,
  idColumn: d.dictCode,
  idName: 'dictCode',
  permission: 'house:code',
  tag: 'house: code tables',
  noun: ['house code', 'house codes'],
  operLogTitle: 'House code table',
  notFoundKey: 'house.code.notFound',
  labelPrefix,
  messages: codeTableMessages,
  out: CodeOut,
  toOut: (row: DictRow) => ({
    dictCode: row.dictCode,
    dictType: row.dictType,
    dictValue: row.dictValue,
    dictLabel: row.dictLabel,
    dictLabelEn: row.dictLabelEn,
    dictLabelLo: row.dictLabelLo,
    dictSort: row.dictSort,
    listClass: row.listClass,
    status: row.status,
    ...auditOut(row),
  }),
  fields: CodeFields,
  values: codeValues,
  routes: { remove: false, export: false },
  filters: {
    dictType: Type.Optional(Type.String({ maxLength: 100 })),
    dictLabel: Type.Optional(Type.String({ maxLength: 100 })),
    dictValue: Type.Optional(Type.String({ maxLength: 100 })),
    status: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])),
  },
  where: (filters) => {
    const label = filters.dictLabel?.trim();
    return and(
      // Only the house code tables, whatever the query asks for.
      inArray(d.dictType, CODE_TABLES),
      equalsFilter(d.dictType, filters.dictType),
      label
        ? sql`(${ilike(d.dictLabel, likePattern(label))} or ${ilike(d.dictLabelEn, likePattern(label))} or ${ilike(d.dictLabelLo, likePattern(label))})`
        : undefined,
      searchFilter(d.dictValue, filters.dictValue),
      equalsFilter(d.status, filters.status),
    );
  },
  sortable: { dictCode: d.dictCode, dictType: d.dictType, dictSort: d.dictSort, dictValue: d.dictValue },
  defaultOrder: [asc(d.dictType), asc(d.dictSort), asc(d.dictCode)],
  hooks: {
    beforeCreate: async (values: CodeValues, { db, t }) => {
      if (values.dictType === FIXED_VALUES) throw new ApiError('house.code.statusFixed');
      const same = [eq(d.dictType, values.dictType), eq(d.dictValue, values.dictValue)];
      if (await otherRowExists(db, d, d.dictCode, same)) throw valueTaken(values.dictValue, t);
      return {
        ...values,
        dictSort: values.dictSort ?? 0,
        listClass: values.listClass ?? 'default',
        status: values.status ?? '0',
      };
    },
    beforeUpdate: async (values: CodeValues, { db, t, id, previous }) => {
      if (!isCodeTable(previous.dictType)) throw new ApiError('house.code.notFound');
      if (values.dictType !== previous.dictType) throw new ApiError('house.code.typeFixed');
      if (values.dictValue === previous.dictValue) return;
      if (previous.dictType === FIXED_VALUES) throw new ApiError('house.code.statusFixed');
      const same = [eq(d.dictType, values.dictType), eq(d.dictValue, values.dictValue)];
      if (await otherRowExists(db, d, d.dictCode, same, id)) throw valueTaken(values.dictValue, t);
      await renameValue(db, previous.dictType, previous.dictValue, values.dictValue);
    },
    decorateList: async (rows, { db }) =>
      Promise.all(
        rows.map(async (row) => ({
          ...row,
          usedBy: isCodeTable(row.dictType) ? await housesUsing(db, row.dictType, row.dictValue) : 0,
        })),
      ),
    decorateOne: async (row) => {
      // The kit reads by id alone: a code of another dictionary is not this screen's.
      if (!isCodeTable(row.dictType)) throw new ApiError('house.code.notFound');
      return row;
    },
  },
  extraRoutes: deleteRoute,
});
