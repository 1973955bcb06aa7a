import { ClearAllButton } from '@agency/shared/features/resource/components/clear-all-button';
import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { COMMON_STATUS_DICT } from '../../dict/config/common-dicts';
import { operLogApi } from '../api/oper-log-api';
import { OperLogDetail } from '../components/oper-log-detail';
import { OPER_TYPE_DICT } from '../config/oper-log-dicts';
import type { OperLog } from '../types/oper-log';

/** The operation log as a declaration (RuoYi `monitor/operlog/index`): read, detail, export, delete, empty. */
export const operLogResource: ResourceDefinition<OperLog, never> = {
  key: 'monitor.operlog',
  ns: 'system',
  api: operLogApi,
  permission: 'monitor:operlog',
  titleKey: 'title',
  defaultSort: { column: 'operTime', order: 'desc' },
  actions: { add: false, edit: false, delete: true, export: true },
  texts: {
    deleteTitle: 'operLog.deleteTitle',
    deleteOne: 'operLog.deleteOne',
    deleteMany: 'operLog.deleteMany',
    deleteSuccess: 'operLog.deleteSuccess',
    selectToDelete: 'operLog.selectToDelete',
    loadFailed: 'operLog.loadFailed',
    exportFileName: 'operLog.exportFileName',
    empty: 'operLog.empty',
  },
  toolbar: (context) => (
    <ClearAllButton
      url="/monitor/operlog/clean"
      permission="monitor:operlog:remove"
      onCleared={context.refetch}
    />
  ),
  rowActions: (row) => <OperLogDetail row={row} />,
  fields: [
    { key: 'operId', label: 'operLog.fields.operId', column: { width: 100, sortable: true }, form: false },
    {
      key: 'title',
      label: 'operLog.fields.title',
      card: 'title',
      column: { width: 150, sortable: true, ellipsis: true },
      search: { placeholder: 'operLog.placeholder.title' },
      form: false,
    },
    {
      key: 'businessType',
      label: 'operLog.fields.businessType',
      type: 'dict',
      dict: OPER_TYPE_DICT,
      card: true,
      column: { width: 110, sortable: true },
      search: true,
      form: false,
    },
    {
      key: 'operName',
      label: 'operLog.fields.operName',
      card: true,
      column: { width: 130, sortable: true },
      search: { placeholder: 'operLog.placeholder.operName' },
      form: false,
    },
    {
      key: 'operIp',
      label: 'operLog.fields.operIp',
      column: { width: 140 },
      search: { placeholder: 'operLog.placeholder.operIp', advanced: true },
      form: false,
    },
    { key: 'operUrl', label: 'operLog.fields.operUrl', column: { ellipsis: true }, form: false },
    {
      key: 'status',
      label: 'operLog.fields.status',
      type: 'dict',
      dict: COMMON_STATUS_DICT,
      card: true,
      column: { width: 100, sortable: true },
      search: { advanced: true },
      form: false,
    },
    {
      key: 'operTime',
      label: 'operLog.fields.operTime',
      type: 'datetime',
      card: true,
      column: { width: 180, sortable: true },
      search: { mode: 'dateRange' },
      form: false,
    },
    {
      key: 'costTime',
      label: 'operLog.fields.costTime',
      type: 'integer',
      column: { width: 120, sortable: true },
      form: false,
    },
  ],
};
