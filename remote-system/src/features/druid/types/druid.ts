/** How the statements are ordered (`orderBy`). */
export type StatementOrder = 'maxMs' | 'totalMs' | 'avgMs' | 'count' | 'errors';

export interface StatementStats {
  sql: string;
  count: number;
  errors: number;
  totalMs: number;
  avgMs: number;
  maxMs: number;
  lastMs: number;
  /** ISO time of the last run. */
  lastAt: string;
}

/** `GET /monitor/druid`: the pool and this server process's SQL statistics. */
export interface DruidInfo {
  kind: 'pglite' | 'postgres';
  pool: { max: number; total: number; idle: number; waiting: number } | null;
  summary: {
    since: string;
    statements: number;
    count: number;
    errors: number;
    slow: number;
    slowMs: number;
    totalMs: number;
    avgMs: number;
  };
  statements: StatementStats[];
}
