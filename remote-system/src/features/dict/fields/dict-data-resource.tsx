import { wireLimits } from '@agency/shared/api/generated/wire-limits';
import type { ResourceApi } from '@agency/shared/features/resource/api/create-resource-api';
import type { ListQuery } from '@agency/shared/features/resource/types/list-state';
import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { createdTimeField } from '@agency/shared/features/resource/utils/created-time-field';
import { statusField } from '@agency/shared/features/resource/utils/status-field';
import { Tag } from 'antd';
import { dictDataApi } from '../api/dict-api';
import { NORMAL_DISABLE_DICT, YES_NO_DICT } from '../config/common-dicts';
import { LIST_CLASSES } from '../config/list-classes';
import type { DictDataInput, DictDataRow } from '../types/dict';

/** antd tag colours of RuoYi's list classes. */
const TAG_COLORS: Record<string, string | undefined> = {
  primary: 'blue',
  success: 'green',
  info: 'default',
  warning: 'orange',
  danger: 'red',
};

/** The entries API with the page's type fixed into every list and export. */
function entriesOf(dictType: string): ResourceApi<DictDataRow, DictDataInput> {
  return {
    ...dictDataApi,
    useList: ((query: ListQuery, options?: Parameters<typeof dictDataApi.useList>[1]) =>
      dictDataApi.useList({ ...query, dictType }, options)) as typeof dictDataApi.useList,
    exportRows: (filters, filename) => dictDataApi.exportRows({ ...filters, dictType }, filename),
  };
}

/** The entries of one dictionary type as a declaration (RuoYi `system/dict/data`); labels in three languages. */
export function dictDataResource(dictType: string): ResourceDefinition<DictDataRow, DictDataInput> {
  return {
    key: 'system.dictData',
    // Required, lengths, ranges and patterns come from the server's schema.
    limits: wireLimits['/system/dict/data'].post.body,
    ns: 'system',
    api: entriesOf(dictType),
    permission: 'system:dict',
    titleKey: 'dictLabel',
    defaultSort: { column: 'dictSort', order: 'asc' },
    form: { width: 640, toInput: (values) => ({ ...(values as DictDataInput), dictType }) },
    texts: {
      addTitle: 'dict.data.addTitle',
      editTitle: 'dict.data.editTitle',
      addSuccess: 'dict.addSuccess',
      editSuccess: 'dict.editSuccess',
      deleteOne: 'dict.data.deleteOne',
      deleteMany: 'dict.data.deleteMany',
      deleteSuccess: 'dict.deleteSuccess',
      selectToDelete: 'dict.data.selectToDelete',
      loadFailed: 'dict.data.loadFailed',
      exportFileName: 'dict.data.exportFileName',
    },
    fields: [
      { key: 'dictCode', label: 'dict.fields.dictCode', column: { width: 90 }, form: false },
      {
        key: 'dictLabel',
        label: 'dict.fields.dictLabel',
        card: 'title',
        column: {
          render: (row) => (
            <Tag color={TAG_COLORS[row.listClass]} className={row.cssClass || undefined}>
              {row.dictLabel}
            </Tag>
          ),
        },
        search: { placeholder: 'dict.placeholder.dictLabel' },
        form: {
          requiredMessage: 'dict.rules.dictLabelRequired',
          placeholder: 'dict.placeholder.dictLabel',
        },
      },
      {
        key: 'dictLabelEn',
        label: 'dict.fields.dictLabelEn',
        column: { ellipsis: true },
        form: {},
      },
      {
        key: 'dictLabelLo',
        label: 'dict.fields.dictLabelLo',
        column: { ellipsis: true },
        form: {},
      },
      {
        key: 'dictValue',
        label: 'dict.fields.dictValue',
        card: true,
        column: { width: 140 },
        form: {
          requiredMessage: 'dict.rules.dictValueRequired',
          placeholder: 'dict.placeholder.dictValue',
        },
      },
      {
        key: 'dictSort',
        label: 'dict.fields.dictSort',
        type: 'integer',
        column: { width: 90, sortable: true },
        form: { initialValue: 0 },
      },
      {
        key: 'listClass',
        label: 'dict.fields.listClass',
        type: 'select',
        options: LIST_CLASSES.map((value) => ({ value, label: `dict.listClass.${value}` })),
        column: { hidden: true },
        form: { initialValue: 'default' },
      },
      { key: 'cssClass', label: 'dict.fields.cssClass', column: { hidden: true }, form: {} },
      {
        key: 'isDefault',
        label: 'dict.fields.isDefault',
        type: 'dict',
        dict: YES_NO_DICT,
        column: { width: 100 },
        form: { initialValue: 'N', radio: true },
      },
      statusField('dict.fields.status', NORMAL_DISABLE_DICT),
      {
        key: 'remark',
        label: 'dict.fields.remark',
        type: 'textarea',
        column: { hidden: true },
        form: { props: { rows: 2 } },
      },
      createdTimeField('dict.fields.createTime'),
    ],
  };
}
