import { wireLimits } from '@agency/shared/api/generated/wire-limits';
import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { createdTimeField } from '@agency/shared/features/resource/utils/created-time-field';
import { YES_NO_DICT } from '../../dict/config/common-dicts';
import { configApi } from '../api/config-api';
import type { SysConfig, SysConfigInput } from '../types/config';

/** The parameter screen as a declaration (RuoYi `system/config/index`). */
export const configResource: ResourceDefinition<SysConfig, SysConfigInput> = {
  key: 'system.config',
  // Required, lengths, ranges and patterns come from the server's schema.
  limits: wireLimits['/system/config'].post.body,
  ns: 'system',
  api: configApi,
  permission: 'system:config',
  titleKey: 'configName',
  form: { width: 600 },
  // Built-in parameters (type Y) are the product's switches: they can be edited, not deleted.
  canDeleteRow: (row) => row.configType !== 'Y',
  texts: {
    addTitle: 'config.addTitle',
    editTitle: 'config.editTitle',
    addSuccess: 'config.addSuccess',
    editSuccess: 'config.editSuccess',
    deleteTitle: 'config.deleteTitle',
    deleteOne: 'config.deleteOne',
    deleteMany: 'config.deleteMany',
    deleteSuccess: 'config.deleteSuccess',
    selectToDelete: 'config.selectToDelete',
    loadFailed: 'config.loadFailed',
    exportFileName: 'config.exportFileName',
  },
  fields: [
    { key: 'configId', label: 'config.fields.configId', column: { width: 90 }, form: false },
    {
      key: 'configName',
      label: 'config.fields.configName',
      card: 'title',
      column: { ellipsis: true },
      search: { placeholder: 'config.placeholder.configName' },
      form: {
        requiredMessage: 'config.rules.configNameRequired',
        placeholder: 'config.placeholder.configName',
      },
    },
    {
      key: 'configKey',
      label: 'config.fields.configKey',
      card: true,
      column: { ellipsis: true },
      search: { placeholder: 'config.placeholder.configKey' },
      form: {
        requiredMessage: 'config.rules.configKeyRequired',
        placeholder: 'config.placeholder.configKey',
        messages: { pattern: 'config.rules.configKeyPattern' },
      },
    },
    {
      key: 'configValue',
      label: 'config.fields.configValue',
      type: 'textarea',
      card: true,
      column: { ellipsis: true },
      form: {
        requiredMessage: 'config.rules.configValueRequired',
        placeholder: 'config.placeholder.configValue',
        props: { rows: 2 },
      },
    },
    {
      key: 'configType',
      label: 'config.fields.configType',
      type: 'dict',
      dict: YES_NO_DICT,
      card: true,
      column: { width: 110 },
      search: true,
      form: { initialValue: 'N', radio: true },
    },
    {
      key: 'remark',
      label: 'config.fields.remark',
      type: 'textarea',
      column: { ellipsis: true },
      form: { props: { rows: 2 } },
    },
    createdTimeField('config.fields.createTime', { search: { mode: 'dateRange' } }),
  ],
};
