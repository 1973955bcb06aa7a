import { skipToken } from '@reduxjs/toolkit/query';
import { Card, Empty, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCacheClearKeyMutation, useCacheKeysQuery } from '../api/cache-api';
import { ClearEntryButton } from './clear-entry-button';

interface CacheKeysCardProps {
  cacheName: string | undefined;
  selected: string | undefined;
  onSelect: (cacheKey: string) => void;
}

/** The keys of the picked store (RuoYi's 键名列表): pick one to read it, or remove it. */
export function CacheKeysCard({ cacheName, selected, onSelect }: CacheKeysCardProps) {
  const { t } = useTranslation('system');
  const { data, isFetching } = useCacheKeysQuery(cacheName ?? skipToken);
  const [clearKey] = useCacheClearKeyMutation();
  return (
    <Card size="small" title={t('cacheMonitor.keys')}>
      {!cacheName ? (
        <Empty description={t('cacheMonitor.pickName')} />
      ) : (
        <Table<{ key: string }>
          rowKey="key"
          size="small"
          loading={isFetching}
          pagination={{ pageSize: 20, size: 'small', hideOnSinglePage: true }}
          dataSource={(data ?? []).map((key) => ({ key }))}
          locale={{ emptyText: t('cacheMonitor.noKeys') }}
          rowClassName={(row) => (row.key === selected ? 'ant-table-row-selected' : '')}
          onRow={(row) => ({ onClick: () => onSelect(row.key), style: { cursor: 'pointer' } })}
          columns={[
            {
              key: 'key',
              title: t('cacheMonitor.cacheKey'),
              ellipsis: true,
              render: (_value, row) => (
                <Typography.Text style={{ fontFamily: 'monospace' }}>
                  {row.key.slice(cacheName.length)}
                </Typography.Text>
              ),
            },
            {
              key: 'clear',
              width: 48,
              render: (_value, row) => (
                <ClearEntryButton
                  label={t('cacheMonitor.clearKey')}
                  question={t('cacheMonitor.clearKeyConfirm')}
                  clear={() => clearKey(row.key).unwrap()}
                />
              ),
            },
          ]}
        />
      )}
    </Card>
  );
}
