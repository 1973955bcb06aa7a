import { wireLimits } from '@agency/shared/api/generated/wire-limits';
import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { createdTimeField } from '@agency/shared/features/resource/utils/created-time-field';
import { Link } from 'react-router-dom';
import { dictTypeApi } from '../api/dict-api';
import { NORMAL_DISABLE_DICT } from '../config/common-dicts';
import type { DictTypeInput, DictTypeRow } from '../types/dict';

/** The dictionary type screen as a declaration (RuoYi `system/dict/index`); names in three languages. */
export const dictTypeResource: ResourceDefinition<DictTypeRow, DictTypeInput> = {
  key: 'system.dictType',
  // Required, lengths, ranges and patterns come from the server's schema.
  limits: wireLimits['/system/dict/type'].post.body,
  ns: 'system',
  api: dictTypeApi,
  permission: 'system:dict',
  titleKey: 'dictName',
  form: { width: 600 },
  texts: {
    addTitle: 'dict.type.addTitle',
    editTitle: 'dict.type.editTitle',
    addSuccess: 'dict.addSuccess',
    editSuccess: 'dict.editSuccess',
    deleteOne: 'dict.type.deleteOne',
    deleteMany: 'dict.type.deleteMany',
    deleteSuccess: 'dict.deleteSuccess',
    selectToDelete: 'dict.type.selectToDelete',
    loadFailed: 'dict.type.loadFailed',
    exportFileName: 'dict.type.exportFileName',
  },
  fields: [
    { key: 'dictId', label: 'dict.fields.dictId', column: { width: 90 }, form: false },
    {
      key: 'dictName',
      label: 'dict.fields.dictName',
      card: 'title',
      column: { ellipsis: true },
      search: { placeholder: 'dict.placeholder.dictName' },
      form: {
        requiredMessage: 'dict.rules.dictNameRequired',
        placeholder: 'dict.placeholder.dictName',
      },
    },
    {
      key: 'dictNameEn',
      label: 'dict.fields.dictNameEn',
      column: { ellipsis: true },
      form: {},
    },
    {
      key: 'dictNameLo',
      label: 'dict.fields.dictNameLo',
      column: { ellipsis: true },
      form: {},
    },
    {
      key: 'dictType',
      label: 'dict.fields.dictType',
      card: true,
      // The entries of a type are on their own page, as in RuoYi.
      column: {
        ellipsis: true,
        render: (row) => <Link to={`/system/dict-data/index/${row.dictId}`}>{row.dictType}</Link>,
      },
      search: { placeholder: 'dict.placeholder.dictType' },
      form: {
        requiredMessage: 'dict.rules.dictTypeRequired',
        placeholder: 'dict.placeholder.dictType',
        messages: { pattern: 'dict.rules.dictTypePattern' },
      },
    },
    {
      key: 'status',
      label: 'dict.fields.status',
      type: 'dict',
      dict: NORMAL_DISABLE_DICT,
      card: true,
      column: { width: 100 },
      search: true,
      form: { initialValue: '0', radio: true },
    },
    {
      key: 'remark',
      label: 'dict.fields.remark',
      type: 'textarea',
      column: { ellipsis: true },
      form: { props: { rows: 2 } },
    },
    createdTimeField('dict.fields.createTime', { search: { mode: 'dateRange' } }),
  ],
};
