import { ClearAllButton } from '@agency/shared/features/resource/components/clear-all-button';
import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { fieldMaker } from '@agency/shared/features/resource/utils/field-maker';
import { resourceTexts } from '@agency/shared/features/resource/utils/resource-texts';
import { COMMON_STATUS_DICT } from '../../dict/config/common-dicts';
import { loginLogApi } from '../api/login-log-api';
import { UnlockButton } from '../components/unlock-button';
import type { LoginLog } from '../types/login-log';

const { field, input } = fieldMaker<LoginLog>('loginLog', 'loginLog.placeholder');

/** The login log as a declaration (RuoYi `monitor/logininfor/index`): read, export, delete, empty, unlock. */
export const loginLogResource: ResourceDefinition<LoginLog, never> = {
  key: 'monitor.logininfor',
  ns: 'system',
  api: loginLogApi,
  permission: 'monitor:logininfor',
  titleKey: 'userName',
  defaultSort: { column: 'loginTime', order: 'desc' },
  actions: { add: false, edit: false, delete: true, export: true },
  texts: resourceTexts('loginLog', ['delete', 'deleteMany', 'deleteTitle', 'export', 'empty']),
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
    field('infoId', { column: { width: 100, sortable: true }, form: false }),
    input('userName', {
      card: 'title',
      column: { width: 140, sortable: true },
      search: true,
      form: false,
    }),
    input('ipaddr', {
      card: true,
      column: { width: 150, sortable: true },
      search: true,
      form: false,
    }),
    field('loginLocation', {
      column: { width: 140, ellipsis: true },
      form: false,
    }),
    field('browser', { column: { width: 130, ellipsis: true }, form: false }),
    field('os', { column: { width: 130, ellipsis: true }, form: false }),
    field('status', {
      type: 'dict',
      dict: COMMON_STATUS_DICT,
      card: true,
      column: { width: 100, sortable: true },
      search: true,
      form: false,
    }),
    field('msg', { card: true, column: { ellipsis: true }, form: false }),
    field('loginTime', {
      type: 'datetime',
      card: true,
      column: { width: 180, sortable: true },
      search: { mode: 'dateRange' },
      form: false,
    }),
  ],
};
