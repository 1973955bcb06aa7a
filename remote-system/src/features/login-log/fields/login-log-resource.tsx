import { ClearAllButton } from '@agency/shared/features/resource/components/clear-all-button';
import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { COMMON_STATUS_DICT } from '../../dict/config/common-dicts';
import { loginLogApi } from '../api/login-log-api';
import { UnlockButton } from '../components/unlock-button';
import type { LoginLog } from '../types/login-log';

/** The login log as a declaration (RuoYi `monitor/logininfor/index`): read, export, delete, empty, unlock. */
export const loginLogResource: ResourceDefinition<LoginLog, never> = {
  key: 'monitor.logininfor',
  ns: 'system',
  api: loginLogApi,
  permission: 'monitor:logininfor',
  titleKey: 'userName',
  defaultSort: { column: 'loginTime', order: 'desc' },
  actions: { add: false, edit: false, delete: true, export: true },
  texts: {
    deleteTitle: 'loginLog.deleteTitle',
    deleteOne: 'loginLog.deleteOne',
    deleteMany: 'loginLog.deleteMany',
    deleteSuccess: 'loginLog.deleteSuccess',
    selectToDelete: 'loginLog.selectToDelete',
    loadFailed: 'loginLog.loadFailed',
    exportFileName: 'loginLog.exportFileName',
    empty: 'loginLog.empty',
  },
  rowActions: (row) => <UnlockButton row={row} />,
  toolbar: (context) => (
    <>
      <ClearAllButton
        url="/monitor/logininfor/clean"
        permission="monitor:logininfor:remove"
        onCleared={context.refetch}
      />
    </>
  ),
  fields: [
    { key: 'infoId', label: 'loginLog.fields.infoId', column: { width: 100, sortable: true }, form: false },
    {
      key: 'userName',
      label: 'loginLog.fields.userName',
      card: 'title',
      column: { width: 140, sortable: true },
      search: { placeholder: 'loginLog.placeholder.userName' },
      form: false,
    },
    {
      key: 'ipaddr',
      label: 'loginLog.fields.ipaddr',
      card: true,
      column: { width: 150, sortable: true },
      search: { placeholder: 'loginLog.placeholder.ipaddr' },
      form: false,
    },
    {
      key: 'loginLocation',
      label: 'loginLog.fields.loginLocation',
      column: { width: 140, ellipsis: true },
      form: false,
    },
    { key: 'browser', label: 'loginLog.fields.browser', column: { width: 130, ellipsis: true }, form: false },
    { key: 'os', label: 'loginLog.fields.os', column: { width: 130, ellipsis: true }, form: false },
    {
      key: 'status',
      label: 'loginLog.fields.status',
      type: 'dict',
      dict: COMMON_STATUS_DICT,
      card: true,
      column: { width: 100, sortable: true },
      search: true,
      form: false,
    },
    { key: 'msg', label: 'loginLog.fields.msg', card: true, column: { ellipsis: true }, form: false },
    {
      key: 'loginTime',
      label: 'loginLog.fields.loginTime',
      type: 'datetime',
      card: true,
      column: { width: 180, sortable: true },
      search: { mode: 'dateRange' },
      form: false,
    },
  ],
};
