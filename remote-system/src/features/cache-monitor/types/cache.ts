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
export interface CacheEntry {
  cacheName: string;
  cacheKey: string;
  cacheValue: string;
  remark: string;
}
