import type { WireData } from '@agency/shared/api/wire';

/** The stores with their sizes and the process's figures (`GET /monitor/cache`). */
export type CacheInfo = WireData<'/monitor/cache', 'get'>;
