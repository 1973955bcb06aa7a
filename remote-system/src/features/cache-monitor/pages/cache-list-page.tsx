import { Col, Row, Skeleton } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCacheInfoQuery } from '../api/cache-api';
import { CacheKeysCard } from '../components/cache-keys-card';
import { CacheLoadFailed } from '../components/cache-load-failed';
import { CacheNamesCard } from '../components/cache-names-card';
import { CacheValueCard } from '../components/cache-value-card';

/**
 * `monitor/cache/list` (RuoYi's 缓存列表): the stores, the keys of the one picked
 * (`?cacheName=` opens one) and the value of the key picked; clear a key, a store or all.
 */
export default function CacheListPage() {
  const [params] = useSearchParams();
  const { data, isError, isFetching, refetch } = useCacheInfoQuery();
  const [cacheName, setCacheName] = useState<string | undefined>(params.get('cacheName') ?? undefined);
  const [cacheKey, setCacheKey] = useState<string | undefined>(undefined);
  if (isError && !data) return <CacheLoadFailed onRetry={() => void refetch()} />;
  if (!data) return <Skeleton active />;
  const known = data.caches.some((cache) => cache.cacheName === cacheName) ? cacheName : undefined;
  return (
    <Row gutter={[16, 16]} className="monitor-cache-list-page">
      <Col xs={24} lg={9}>
        <CacheNamesCard
          caches={data.caches}
          selected={known}
          refreshing={isFetching}
          onRefresh={() => void refetch()}
          onSelect={(name) => {
            setCacheName(name);
            setCacheKey(undefined);
          }}
        />
      </Col>
      <Col xs={24} lg={7}>
        <CacheKeysCard cacheName={known} selected={cacheKey} onSelect={setCacheKey} />
      </Col>
      <Col xs={24} lg={8}>
        <CacheValueCard cacheName={known} cacheKey={cacheKey} />
      </Col>
    </Row>
  );
}
