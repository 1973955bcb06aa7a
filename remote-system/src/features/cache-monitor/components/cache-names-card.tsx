import { ActionButton } from '@agency/shared/features/resource/components/action-button';
import { CompactTable } from '@agency/shared/features/resource/components/compact-table';
import { ClearOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCacheClearAllMutation, useCacheClearNameMutation } from '../api/cache-api';
import type { CacheInfo } from '../types/cache';
import { ClearEntryButton } from './clear-entry-button';

/** One of the server's stores with its size. */
type CacheSummary = CacheInfo['caches'][number];

interface CacheNamesCardProps {
  caches: readonly CacheSummary[];
  selected: string | undefined;
  onSelect: (cacheName: string) => void;
  onRefresh: () => void;
  refreshing: boolean;
}

/** The stores (RuoYi's 缓存列表): name, what it holds, size; pick one, empty one or all. */
export function CacheNamesCard({ caches, selected, onSelect, onRefresh, refreshing }: CacheNamesCardProps) {
  const { t } = useTranslation('system');
  const [clearName] = useCacheClearNameMutation();
  const [clearAll] = useCacheClearAllMutation();
  return (
    <Card
      size="small"
      title={t('cacheMonitor.names')}
      extra={
        <Space size={4}>
          <Button size="small" icon={<ReloadOutlined />} loading={refreshing} onClick={onRefresh}>
            {t('cacheMonitor.refresh')}
          </Button>
          <ActionButton
            size="small"
            danger
            icon={<ClearOutlined />}
            confirm={{ title: t('cacheMonitor.clearAll'), content: t('cacheMonitor.clearAllConfirm') }}
            action={async () => (await clearAll().unwrap()).msg}
          >
            {t('cacheMonitor.clearAll')}
          </ActionButton>
        </Space>
      }
    >
      <CompactTable<CacheSummary>
        rowKey="cacheName"
        dataSource={caches}
        rowClassName={(row) => (row.cacheName === selected ? 'ant-table-row-selected' : '')}
        onRow={(row) => ({ onClick: () => onSelect(row.cacheName), style: { cursor: 'pointer' } })}
        columns={[
          {
            key: 'cacheName',
            title: t('cacheMonitor.cacheName'),
            render: (_value, row) => (
              <Flex vertical>
                <Typography.Text code>{row.cacheName}</Typography.Text>
                <Typography.Text type="secondary">{row.remark}</Typography.Text>
              </Flex>
            ),
          },
          { key: 'count', dataIndex: 'count', title: t('cacheMonitor.count'), width: 70, align: 'right' },
          {
            key: 'clear',
            width: 48,
            render: (_value, row) => (
              <ClearEntryButton
                label={t('cacheMonitor.clearName', { name: row.cacheName })}
                question={t('cacheMonitor.clearNameConfirm', { name: row.remark })}
                clear={() => clearName(row.cacheName).unwrap()}
              />
            ),
          },
        ]}
      />
    </Card>
  );
}
