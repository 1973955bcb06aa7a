import { usePermission } from '@agency/shared/features/permission/hooks/use-permission';
import { useColumnPreferences } from '@agency/shared/features/resource/hooks/use-column-preferences';
import { useResourceColumns } from '@agency/shared/features/resource/hooks/use-resource-columns';
import type { ListState } from '@agency/shared/features/resource/types/list-state';
import { arrangeColumns } from '@agency/shared/features/resource/utils/merge-columns';
import { TableToolbar } from '@agency/shared/features/table/components/table-toolbar';
import { Alert, Card, Table } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useListModulesQuery } from '../api/module-api';
import { ActivateButton } from '../components/activate-button';
import { moduleFields } from '../fields/module-fields';
import type { ModuleVersion } from '../types/module';
import { nameRowSpan, sortModules } from '../utils/module-order';

// The registry is one short list, unpaged and unsorted by the server.
const WHOLE_LIST: ListState = { pageNum: 1, pageSize: 1000, filters: {} };

const activateCell = (row: ModuleVersion) => (row.active ? null : <ActivateButton row={row} />);

/**
 * `system/module/index`: every deployed version of each remote, with the
 * active one marked; activating another version switches (or rolls back) that
 * module for everyone on their next load. Not a paged list: the kit gives the
 * typed columns and the column choices, the page keeps its grouping by module.
 */
export default function ModuleListPage() {
  const { t } = useTranslation('system');
  const { hasPermi } = usePermission();
  const { data, isFetching, isError, refetch } = useListModulesQuery();
  const rows = useMemo(() => sortModules(data?.rows ?? []), [data]);
  const { settings, columns } = useResourceColumns({
    fields: moduleFields,
    ns: 'system',
    state: WHOLE_LIST,
    actions: hasPermi('system:module:edit') ? activateCell : undefined,
    actionsWidth: 130,
  });
  const preferences = useColumnPreferences('system.module', settings);
  // One name cell per module across its versions.
  const grouped = columns.map((column) =>
    column.key === 'name'
      ? { ...column, onCell: (_row: ModuleVersion, index = 0) => ({ rowSpan: nameRowSpan(rows, index) }) }
      : column,
  );

  return (
    <Card
      className="system-module-page"
      title={t('module.pageTitle')}
      extra={
        <TableToolbar
          onRefresh={() => void refetch()}
          columns={preferences.columns}
          onColumnsChange={preferences.setColumns}
          onColumnsReset={preferences.resetColumns}
          sortableColumns
        />
      }
    >
      {isError ? (
        <Alert type="error" showIcon title={t('module.loadFailed')} style={{ marginBottom: 16 }} />
      ) : null}
      <Table<ModuleVersion>
        rowKey="moduleId"
        size="middle"
        bordered
        columns={arrangeColumns(grouped, preferences.columns)}
        dataSource={rows}
        loading={isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('module.empty') }}
      />
    </Card>
  );
}
