import { ClearAllButton } from '@agency/shared/features/resource/components/clear-all-button';
import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { fieldMaker } from '@agency/shared/features/resource/utils/field-maker';
import { resourceTexts } from '@agency/shared/features/resource/utils/resource-texts';
import { COMMON_STATUS_DICT } from '../../dict/config/common-dicts';
import { operLogApi } from '../api/oper-log-api';
import { OperLogDetail } from '../components/oper-log-detail';
import { OPER_TYPE_DICT } from '../config/oper-log-dicts';
import type { OperLog } from '../types/oper-log';

const { field, input } = fieldMaker<OperLog>('operLog', 'operLog.placeholder');

/** The operation log as a declaration (RuoYi `monitor/operlog/index`): read, detail, export, delete, empty. */
export const operLogResource: ResourceDefinition<OperLog, never> = {
  key: 'monitor.operlog',
  ns: 'system',
  api: operLogApi,
  permission: 'monitor:operlog',
  titleKey: 'title',
  defaultSort: { column: 'operTime', order: 'desc' },
  actions: { add: false, edit: false, delete: true, export: true },
  texts: resourceTexts('operLog', ['delete', 'deleteMany', 'deleteTitle', 'export', 'empty']),
  toolbar: (context) => (
    <ClearAllButton
      url="/monitor/operlog/clean"
      permission="monitor:operlog:remove"
      onCleared={context.refetch}
    />
  ),
  rowActions: (row) => <OperLogDetail row={row} />,
  fields: [
    field('operId', { column: { width: 100, sortable: true }, form: false }),
    input('title', {
      card: 'title',
      column: { width: 150, sortable: true, ellipsis: true },
      search: true,
      form: false,
    }),
    field('businessType', {
      type: 'dict',
      dict: OPER_TYPE_DICT,
      card: true,
      column: { width: 110, sortable: true },
      search: true,
      form: false,
    }),
    input('operName', {
      card: true,
      column: { width: 130, sortable: true },
      search: true,
      form: false,
    }),
    input('operIp', {
      column: { width: 140 },
      search: { advanced: true },
      form: false,
    }),
    field('operUrl', { column: { ellipsis: true }, form: false }),
    field('status', {
      type: 'dict',
      dict: COMMON_STATUS_DICT,
      card: true,
      column: { width: 100, sortable: true },
      search: { advanced: true },
      form: false,
    }),
    field('operTime', {
      type: 'datetime',
      card: true,
      column: { width: 180, sortable: true },
      search: { mode: 'dateRange' },
      form: false,
    }),
    field('costTime', {
      type: 'integer',
      column: { width: 120, sortable: true },
      form: false,
    }),
  ],
};
