import type { WireData } from '@agency/shared/api/wire';

/** One of the server's stores with its size (`GET /monitor/cache`). */
export interface CacheSummary {
  cacheName: string;
  remark: string;
  count: number;
}

export interface CacheInfo {
  caches: CacheSummary[];
  dbSize: number;
  process: {
    nodeVersion: string;
    uptimeSeconds: number;
    rssMb: number;
    heapUsedMb: number;
    heapTotalMb: number;
    authCacheMs: number;
  };
}

/** One entry (`GET /monitor/cache/getValue/...`): its value is JSON text. */
export type CacheEntry = WireData<'/monitor/cache/getValue/{cacheName}/{cacheKey}', 'get'>;
