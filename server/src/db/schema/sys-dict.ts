import { char, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, statusColumn } from './columns';

/**
 * Dictionary types. Like menus, the readable name is stored per language:
 * `dict_name` Chinese, `dict_name_en` English, `dict_name_lo` Lao.
 */
export const sysDictType = pgTable(
  'sys_dict_type',
  {
    dictId: idColumn('dict_id'),
    dictName: varchar('dict_name', { length: 100 }).notNull(),
    dictNameEn: varchar('dict_name_en', { length: 100 }).notNull().default(''),
    dictNameLo: varchar('dict_name_lo', { length: 100 }).notNull().default(''),
    dictType: varchar('dict_type', { length: 100 }).notNull(),
    status: statusColumn(),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('sys_dict_type_dict_type_key').on(t.dictType)],
);

/**
 * Dictionary entries. `dict_label` is Chinese, `dict_label_en` English and
 * `dict_label_lo` Lao; `/system/dict/data/type/{dictType}` answers `dictLabel` in the
 * request's language. `dict_value` is the stable code the business tables store.
 */
export const sysDictData = pgTable(
  'sys_dict_data',
  {
    dictCode: idColumn('dict_code'),
    dictSort: integer('dict_sort').notNull().default(0),
    dictLabel: varchar('dict_label', { length: 100 }).notNull(),
    dictLabelEn: varchar('dict_label_en', { length: 100 }).notNull().default(''),
    dictLabelLo: varchar('dict_label_lo', { length: 100 }).notNull().default(''),
    dictValue: varchar('dict_value', { length: 100 }).notNull(),
    dictType: varchar('dict_type', { length: 100 }).notNull(),
    cssClass: varchar('css_class', { length: 100 }).notNull().default(''),
    listClass: varchar('list_class', { length: 100 }).notNull().default('default'),
    /** 'Y' default choice, 'N' otherwise. */
    isDefault: char('is_default', { length: 1 }).notNull().default('N'),
    status: statusColumn(),
    ...auditColumns(),
  },
  (t) => [
    index('sys_dict_data_type_idx').on(t.dictType),
    uniqueIndex('sys_dict_data_type_value_key').on(t.dictType, t.dictValue),
  ],
);
