import { Flex, Skeleton } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useCacheInfoQuery } from '../api/cache-api';
import { CacheLoadFailed } from '../components/cache-load-failed';
import { CacheNamesCard } from '../components/cache-names-card';
import { CacheOverview } from '../components/cache-overview';

/**
 * `monitor/cache/index` (RuoYi's 缓存监控): the server's short-lived stores: a summary
 * of the process, each store with its size; a store opens in the cache list.
 */
export default function CacheMonitorPage() {
  const navigate = useNavigate();
  const { data, isError, isFetching, refetch } = useCacheInfoQuery();
  if (isError && !data) return <CacheLoadFailed onRetry={() => void refetch()} />;
  if (!data) return <Skeleton active />;
  return (
    <Flex vertical gap={16} className="monitor-cache-page">
      <CacheOverview info={data} />
      <CacheNamesCard
        caches={data.caches}
        selected={undefined}
        refreshing={isFetching}
        onRefresh={() => void refetch()}
        onSelect={(name) => navigate(`/monitor/cacheList?${new URLSearchParams({ cacheName: name })}`)}
      />
    </Flex>
  );
}
