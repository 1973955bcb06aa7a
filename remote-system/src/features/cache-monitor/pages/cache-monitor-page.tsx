import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Flex, Row, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCacheInfoQuery } from '../api/cache-api';
import { CacheKeysCard } from '../components/cache-keys-card';
import { CacheNamesCard } from '../components/cache-names-card';
import { CacheOverview } from '../components/cache-overview';
import { CacheValueCard } from '../components/cache-value-card';

/**
 * `monitor/cache/index`: the server's short-lived stores (RuoYi's cache monitor and cache
 * list on one screen): a summary, the stores, the keys of the one picked and the value
 * of the key picked; clear a key, a store or all.
 */
export default function CacheMonitorPage() {
  const { t } = useTranslation('system');
  const { data, isError, isFetching, refetch } = useCacheInfoQuery();
  const [cacheName, setCacheName] = useState<string | undefined>(undefined);
  const [cacheKey, setCacheKey] = useState<string | undefined>(undefined);
  if (isError && !data)
    return (
      <Alert
        type="error"
        showIcon
        title={t('cacheMonitor.loadFailed')}
        action={
          <Button icon={<ReloadOutlined />} onClick={() => void refetch()}>
            {t('cacheMonitor.refresh')}
          </Button>
        }
      />
    );
  if (!data) return <Skeleton active />;
  return (
    <Flex vertical gap={16} className="monitor-cache-page">
      <CacheOverview info={data} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={9}>
          <CacheNamesCard
            caches={data.caches}
            selected={cacheName}
            refreshing={isFetching}
            onRefresh={() => void refetch()}
            onSelect={(name) => {
              setCacheName(name);
              setCacheKey(undefined);
            }}
          />
        </Col>
        <Col xs={24} lg={7}>
          <CacheKeysCard cacheName={cacheName} selected={cacheKey} onSelect={setCacheKey} />
        </Col>
        <Col xs={24} lg={8}>
          <CacheValueCard cacheName={cacheName} cacheKey={cacheKey} />
        </Col>
      </Row>
    </Flex>
  );
}
