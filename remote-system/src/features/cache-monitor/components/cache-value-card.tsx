import { skipToken } from '@reduxjs/toolkit/query';
import { Alert, Card, Descriptions, Empty, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCacheValueQuery } from '../api/cache-api';

/** The picked entry (RuoYi's 缓存内容): its store, key and value. */
export function CacheValueCard({ cacheName, cacheKey }: { cacheName?: string; cacheKey?: string }) {
  const { t } = useTranslation('system');
  const { data, isFetching, isError } = useCacheValueQuery(
    cacheName && cacheKey ? { cacheName, cacheKey } : skipToken,
  );
  let body = <Empty description={t('cacheMonitor.pickKey')} />;
  if (cacheName && cacheKey) {
    if (isError) body = <Alert type="warning" showIcon title={t('cacheMonitor.valueGone')} />;
    else if (data)
      body = (
        <Descriptions size="small" column={1} bordered>
          <Descriptions.Item label={t('cacheMonitor.cacheName')}>{data.cacheName}</Descriptions.Item>
          <Descriptions.Item label={t('cacheMonitor.cacheKey')}>
            <Typography.Text style={{ wordBreak: 'break-all' }}>{data.cacheKey}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('cacheMonitor.cacheValue')}>
            <pre
              className="cache-value"
              style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
            >
              {data.cacheValue}
            </pre>
          </Descriptions.Item>
        </Descriptions>
      );
  }
  return (
    <Card size="small" title={t('cacheMonitor.value')}>
      <Spin spinning={isFetching}>{body}</Spin>
    </Card>
  );
}
