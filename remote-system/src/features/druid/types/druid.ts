import type { Narrowed, WireData } from '@agency/shared/api/wire';

/** How the statements are ordered (`orderBy`). */
export type StatementOrder = 'maxMs' | 'totalMs' | 'avgMs' | 'count' | 'errors';

/** `GET /monitor/druid`: the pool and this server process's SQL statistics. */
export type DruidInfo = Narrowed<WireData<'/monitor/druid', 'get'>, { kind: 'pglite' | 'postgres' }>;
