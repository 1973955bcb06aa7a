import { usePermission } from '@agency/shared/features/permission/hooks/use-permission';
import { ResourceCards } from '@agency/shared/features/resource/components/resource-cards';
import { useColumnPreferences } from '@agency/shared/features/resource/hooks/use-column-preferences';
import { useResourceColumns } from '@agency/shared/features/resource/hooks/use-resource-columns';
import type { ListState } from '@agency/shared/features/resource/types/list-state';
import { arrangeColumns } from '@agency/shared/features/resource/utils/merge-columns';
import { useIsBelowWidth } from '@agency/shared/features/responsive/hooks/use-window-width';
import { NARROW_BREAKPOINT } from '@agency/shared/features/responsive/utils/breakpoints';
import { TableToolbar } from '@agency/shared/features/table/components/table-toolbar';
import { Alert, Card, Flex, Table } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useListModulesQuery } from '../api/module-api';
import { ActivateButton } from '../components/activate-button';
import { DeployTokensCard } from '../components/deploy-tokens-card';
import { ModuleHistoryCard } from '../components/module-history-card';
import { RollbackButton } from '../components/rollback-button';
import { moduleFields } from '../fields/module-fields';
import type { ModuleVersion } from '../types/module';
import { nameRowSpan, sortModules } from '../utils/module-order';

// The registry is one short list, unpaged and unsorted by the server.
const WHOLE_LIST: ListState = { pageNum: 1, pageSize: 1000, filters: {} };

/** Inactive versions can be activated; the active one rolls back when its module has others. */
const actionCell = (rows: readonly ModuleVersion[]) => (row: ModuleVersion) => {
  if (!row.active) return <ActivateButton row={row} />;
  return rows.some((other) => other.name === row.name && other.moduleId !== row.moduleId) ? (
    <RollbackButton row={row} />
  ) : null;
};

/**
 * `system/module/index`: every deployed version of each remote, with the
 * active one marked, where it came from, its size and its checks; activating
 * another version switches that module for everyone on their next load, and the
 * active one rolls back in one click. Below: the deploy tokens teams publish with,
 * and the history. Not a paged list: the kit gives the typed columns and the
 * column choices, the page keeps its grouping by module.
 */
export default function ModuleListPage() {
  const { t } = useTranslation('system');
  const { hasPermi } = usePermission();
  const narrow = useIsBelowWidth(NARROW_BREAKPOINT);
  const { data, isFetching, isError, refetch } = useListModulesQuery();
  const rows = useMemo(() => sortModules(data?.rows ?? []), [data]);
  const actions = hasPermi('system:module:edit') ? actionCell(rows) : undefined;
  const { settings, columns } = useResourceColumns({
    fields: moduleFields,
    ns: 'system',
    state: WHOLE_LIST,
    actions,
    actionsWidth: 130,
  });
  const preferences = useColumnPreferences('system.module', settings);
  // One name cell per module across its versions.
  const grouped = columns.map((column) =>
    column.key === 'name'
      ? { ...column, onCell: (_row: ModuleVersion, index = 0) => ({ rowSpan: nameRowSpan(rows, index) }) }
      : column,
  );

  const moduleNames = useMemo(() => [...new Set(rows.map((row) => row.name))], [rows]);

  return (
    <Flex vertical gap={16}>
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
        {narrow ? (
          // A phone gets one card per version instead of a table scrolled sideways.
          <ResourceCards<ModuleVersion>
            rows={rows}
            rowKey={(row) => String(row.moduleId)}
            fields={moduleFields}
            ns="system"
            loading={isFetching}
            actions={(row) => actions?.(row) ?? null}
            list={WHOLE_LIST}
            empty={t('module.empty')}
          />
        ) : (
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
        )}
      </Card>
      <DeployTokensCard modules={moduleNames} />
      <ModuleHistoryCard />
    </Flex>
  );
}
