import { CompactTable } from '@agency/shared/features/resource/components/compact-table';
import { useIsBelowWidth } from '@agency/shared/features/responsive/hooks/use-window-width';
import { NARROW_BREAKPOINT } from '@agency/shared/features/responsive/utils/breakpoints';
import { Alert, Card, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useListModuleEventsQuery } from '../api/module-history-api';
import type { ModuleEvent } from '../types/module-event';

const ACTION_COLOR: Record<ModuleEvent['action'], string> = {
  publish: 'blue',
  refuse: 'error',
  activate: 'success',
  rollback: 'warning',
};

/** Who published, refused, switched or rolled back which version, and when (the latest 50). */
export function ModuleHistoryCard() {
  const { t } = useTranslation('system');
  const { data, isFetching, isError } = useListModuleEventsQuery();
  // A phone shows when, which module, what happened and the version; who and why from a tablet up.
  const narrow = useIsBelowWidth(NARROW_BREAKPOINT);
  return (
    <Card title={t('module.history.title')}>
      {isError ? (
        <Alert type="error" showIcon title={t('module.loadFailed')} style={{ marginBottom: 16 }} />
      ) : null}
      <CompactTable<ModuleEvent>
        rowKey="eventId"
        loading={isFetching}
        dataSource={data ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('module.history.empty') }}
        columns={[
          { key: 'time', dataIndex: 'time', title: t('module.history.time'), width: 170 },
          { key: 'moduleName', dataIndex: 'moduleName', title: t('module.fields.name') },
          {
            key: 'action',
            title: t('module.history.action'),
            render: (_: unknown, row) => (
              <Tag color={ACTION_COLOR[row.action]}>
                {t(`module.history.actions.${row.action}`, { from: row.fromVersion ?? '-' })}
              </Tag>
            ),
          },
          { key: 'version', dataIndex: 'version', title: t('module.fields.version') },
          { key: 'operator', dataIndex: 'operator', title: t('module.history.operator'), hidden: narrow },
          {
            key: 'messages',
            hidden: narrow,
            title: t('module.history.messages'),
            render: (_: unknown, row) =>
              row.messages.length > 0 ? (
                <Typography.Text type={row.action === 'refuse' ? 'danger' : 'secondary'}>
                  {row.messages.join('; ')}
                </Typography.Text>
              ) : null,
          },
        ]}
      />
    </Card>
  );
}
