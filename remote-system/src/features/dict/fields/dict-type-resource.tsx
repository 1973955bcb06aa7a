import { wireLimits } from '@agency/shared/api/generated/wire-limits';
import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { createdTimeField } from '@agency/shared/features/resource/utils/created-time-field';
import { fieldMaker } from '@agency/shared/features/resource/utils/field-maker';
import { remarkField } from '@agency/shared/features/resource/utils/remark-field';
import { resourceTexts } from '@agency/shared/features/resource/utils/resource-texts';
import { statusField } from '@agency/shared/features/resource/utils/status-field';
import { Link } from 'react-router-dom';
import { dictTypeApi } from '../api/dict-api';
import { NORMAL_DISABLE_DICT } from '../config/common-dicts';
import type { DictTypeInput, DictTypeRow } from '../types/dict';

const { field, input } = fieldMaker<DictTypeRow>('dict', 'dict.placeholder');

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
  // Saved and deleted read the same for types and data.
  texts: resourceTexts('dict.type', ['add', 'edit', 'delete', 'deleteMany', 'export'], {
    own: {
      addSuccess: 'dict.addSuccess',
      editSuccess: 'dict.editSuccess',
      deleteSuccess: 'dict.deleteSuccess',
    },
  }),
  fields: [
    field('dictId', { column: { width: 90 }, form: false }),
    input('dictName', {
      card: 'title',
      column: { ellipsis: true },
      search: true,
      form: { requiredMessage: 'dict.rules.dictNameRequired' },
    }),
    field('dictNameEn', {
      column: { ellipsis: true },
      form: {},
    }),
    field('dictNameLo', {
      column: { ellipsis: true },
      form: {},
    }),
    input('dictType', {
      card: true,
      // The entries of a type are on their own page, as in RuoYi.
      column: {
        ellipsis: true,
        render: (row) => <Link to={`/system/dict-data/index/${row.dictId}`}>{row.dictType}</Link>,
      },
      search: true,
      form: {
        requiredMessage: 'dict.rules.dictTypeRequired',
        messages: { pattern: 'dict.rules.dictTypePattern' },
      },
    }),
    statusField('dict.fields.status', NORMAL_DISABLE_DICT),
    remarkField('dict.fields.remark', { column: { ellipsis: true } }),
    createdTimeField('dict.fields.createTime', { search: { mode: 'dateRange' } }),
  ],
};
