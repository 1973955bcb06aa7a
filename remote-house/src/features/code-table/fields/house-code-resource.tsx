import { wireLimits } from '@agency/shared/api/generated/wire-limits';
import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { fieldMaker } from '@agency/shared/features/resource/utils/field-maker';
import { remarkField } from '@agency/shared/features/resource/utils/remark-field';
import { resourceTexts } from '@agency/shared/features/resource/utils/resource-texts';
import { houseCodeApi } from '../api/house-code-api';
import type { HouseCode, HouseCodeInput } from '../types/house-code';

const limits = wireLimits['/system/houseCode'].post.body;

/** The house module's code tables, in the order of the house form (the server's list). */
const CODE_TABLES = limits.dictType.enum;

const TAG_COLOURS = limits.listClass.enum;

const { field, input } = fieldMaker<HouseCode>('codeTable');

/**
 * The code tables as a declaration: one list of the house dictionaries' entries with
 * labels in zh, en and lo, filtered by table, and the kit's form. The server keeps
 * houses consistent (a renamed value follows into them; a used value stays).
 */
export const houseCodeResource: ResourceDefinition<HouseCode, HouseCodeInput> = {
  key: 'house.codeTable',
  // Required, lengths, ranges and patterns come from the server's schema.
  limits,
  ns: 'house',
  api: houseCodeApi,
  permission: 'house:code',
  titleKey: 'dictValue',
  actions: { export: false },
  defaultSort: { column: 'dictType', order: 'asc' },
  texts: resourceTexts('codeTable', ['add', 'edit', 'delete', 'deleteMany', 'empty'], { grouped: true }),
  fields: [
    field('dictType', {
      type: 'select',
      options: CODE_TABLES.map((value) => ({ value, label: `codeTable.tables.${value}` })),
      card: true,
      column: { width: 150, sortable: true },
      search: true,
      form: { readOnlyOnEdit: true, initialValue: 'house_type' },
    }),
    input('dictValue', {
      card: 'title',
      column: { width: 140, sortable: true },
      search: true,
      form: {
        extra: 'codeTable.placeholders.valueHint',
        messages: { pattern: 'codeTable.rules.valueFormat' },
      },
    }),
    field('dictLabelLo', {
      card: true,
      column: { width: 160 },
      search: { param: 'dictLabel', placeholder: 'codeTable.placeholders.label' },
    }),
    field('dictLabelEn', {
      card: true,
      column: { width: 160 },
    }),
    field('dictLabel', {
      card: true,
      column: { width: 140 },
    }),
    field('dictSort', {
      type: 'integer',
      column: { width: 90, align: 'center', sortable: true },
      form: { initialValue: 0 },
    }),
    field('listClass', {
      type: 'select',
      options: TAG_COLOURS.map((value) => ({ value, label: `codeTable.colours.${value}` })),
      column: { hidden: true },
      form: { initialValue: 'default' },
    }),
    field('status', {
      type: 'dict',
      dict: 'sys_normal_disable',
      card: true,
      column: { width: 100, align: 'center' },
      search: { advanced: true },
      form: { radio: true, initialValue: '0' },
    }),
    field('usedBy', {
      type: 'integer',
      card: true,
      column: { width: 110, align: 'center' },
      form: false,
    }),
    remarkField('codeTable.fields.remark'),
  ],
};
