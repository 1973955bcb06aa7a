import { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';
import type { Database } from '../db/client';
import type { QueryStats } from '../db/query-stats';

export const STATEMENT_ORDERS = ['maxMs', 'totalMs', 'avgMs', 'count', 'errors'] as const;
export type StatementOrder = (typeof STATEMENT_ORDERS)[number];

const round = (ms: number) => Math.round(ms * 100) / 100;

/** The data-source monitor's figures: the engine and its pool, the totals, the statements in the order asked. */
export function druidFigures(db: Database, stats: QueryStats, order: StatementOrder, limit: number) {
  const client = (db as unknown as { $client?: object }).$client;
  const kind: 'pglite' | 'postgres' = client instanceof PGlite ? 'pglite' : 'postgres';
  const pool = kind === 'postgres' ? (client as Pool) : undefined;
  const statements = stats
    .list()
    .map((entry) => ({
      sql: entry.sql,
      count: entry.count,
      errors: entry.errors,
      totalMs: round(entry.totalMs),
      avgMs: round(entry.totalMs / entry.count),
      maxMs: round(entry.maxMs),
      lastMs: round(entry.lastMs),
      lastAt: new Date(entry.lastAt).toISOString(),
    }))
    .sort((a, b) => b[order] - a[order])
    .slice(0, limit);
  const summary = stats.summary();
  return {
    kind,
    pool: pool
      ? {
          max: pool.options.max ?? 10,
          total: pool.totalCount,
          idle: pool.idleCount,
          waiting: pool.waitingCount,
        }
      : null,
    summary: {
      since: new Date(summary.since).toISOString(),
      statements: summary.statements,
      count: summary.count,
      errors: summary.errors,
      slow: summary.slow,
      slowMs: summary.slowMs,
      totalMs: round(summary.totalMs),
      avgMs: summary.count ? round(summary.totalMs / summary.count) : 0,
    },
    statements,
  };
}
