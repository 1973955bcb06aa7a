import type { WireData } from '@agency/shared/api/wire';

/** The stores with their sizes and the process's figures (`GET /monitor/cache`). */
export type CacheInfo = WireData<'/monitor/cache', 'get'>;

/** One of the server's stores with its size. */
export type CacheSummary = CacheInfo['caches'][number];
