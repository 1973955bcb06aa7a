import { wireLimits } from '@agency/shared/api/generated/wire-limits';
import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { createdTimeField } from '@agency/shared/features/resource/utils/created-time-field';
import { fieldMaker } from '@agency/shared/features/resource/utils/field-maker';
import { remarkField } from '@agency/shared/features/resource/utils/remark-field';
import { resourceNames } from '@agency/shared/features/resource/utils/resource-names';
import { resourceTexts } from '@agency/shared/features/resource/utils/resource-texts';
import { YES_NO_DICT } from '../../dict/config/common-dicts';
import { configApi } from '../api/config-api';
import type { SysConfig, SysConfigInput } from '../types/config';

const { field, input } = fieldMaker<SysConfig>('config', 'config.placeholder');

/** The parameter screen as a declaration (RuoYi `system/config/index`). */
export const configResource: ResourceDefinition<SysConfig, SysConfigInput> = {
  ...resourceNames('system', 'config'),
  // Required, lengths, ranges and patterns come from the server's schema.
  limits: wireLimits['/system/config'].post.body,
  api: configApi,
  titleKey: 'configName',
  form: { width: 600 },
  // Built-in parameters (type Y) are the product's switches: they can be edited, not deleted.
  canDeleteRow: (row) => row.configType !== 'Y',
  texts: resourceTexts('config', ['add', 'edit', 'delete', 'deleteMany', 'deleteTitle', 'export']),
  fields: [
    field('configId', { column: { width: 90 }, form: false }),
    input('configName', {
      card: 'title',
      column: { ellipsis: true },
      search: true,
      form: { requiredMessage: 'config.rules.configNameRequired' },
    }),
    input('configKey', {
      card: true,
      column: { ellipsis: true },
      search: true,
      form: {
        requiredMessage: 'config.rules.configKeyRequired',
        messages: { pattern: 'config.rules.configKeyPattern' },
      },
    }),
    input('configValue', {
      type: 'textarea',
      card: true,
      column: { ellipsis: true },
      form: {
        requiredMessage: 'config.rules.configValueRequired',
        props: { rows: 2 },
      },
    }),
    field('configType', {
      type: 'dict',
      dict: YES_NO_DICT,
      card: true,
      column: { width: 110 },
      search: true,
      form: { initialValue: 'N', radio: true },
    }),
    remarkField('config.fields.remark', { column: { ellipsis: true } }),
    createdTimeField('config.fields.createTime', { search: { mode: 'dateRange' } }),
  ],
};
