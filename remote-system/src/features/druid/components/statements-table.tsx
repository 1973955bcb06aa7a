import { formatTime } from '@agency/shared/features/date/utils/format-time';
import { CompactTable } from '@agency/shared/features/resource/components/compact-table';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DruidInfo } from '../types/druid';

/** One statement's statistics (`lastAt`: ISO time of the last run). */
type StatementStats = DruidInfo['statements'][number];

/** The statements, as the server ordered them (Druid's SQL list). */
export function StatementsTable({ rows, loading }: { rows: readonly StatementStats[]; loading: boolean }) {
  const { t } = useTranslation('system');
  return (
    <CompactTable<StatementStats>
      rowKey="sql"
      loading={loading}
      scroll={{ x: 900 }}
      dataSource={rows}
      locale={{ emptyText: t('druid.empty') }}
      columns={[
        {
          key: 'sql',
          title: t('druid.sql'),
          render: (_value, row) => (
            <Typography.Paragraph
              className="druid-sql"
              style={{ margin: 0, fontFamily: 'monospace', fontSize: 12 }}
              ellipsis={{ rows: 2, expandable: true, symbol: t('druid.more') }}
            >
              {row.sql}
            </Typography.Paragraph>
          ),
        },
        { key: 'count', dataIndex: 'count', title: t('druid.executions'), width: 90, align: 'right' },
        { key: 'errors', dataIndex: 'errors', title: t('druid.errors'), width: 80, align: 'right' },
        { key: 'avgMs', dataIndex: 'avgMs', title: t('druid.averageMs'), width: 100, align: 'right' },
        { key: 'maxMs', dataIndex: 'maxMs', title: t('druid.maxMs'), width: 100, align: 'right' },
        { key: 'totalMs', dataIndex: 'totalMs', title: t('druid.totalMs'), width: 110, align: 'right' },
        {
          key: 'lastAt',
          title: t('druid.lastAt'),
          width: 170,
          render: (_value, row) => formatTime(row.lastAt),
        },
      ]}
    />
  );
}
