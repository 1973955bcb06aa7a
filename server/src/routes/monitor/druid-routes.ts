import { PGlite } from '@electric-sql/pglite';
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import type { Pool } from 'pg';
import { FailSchema, OkSchema } from '../../plugins/envelope';
import { BusinessType } from '../../types/auth';

const tags = ['monitor: data source'];
const ORDERS = ['maxMs', 'totalMs', 'avgMs', 'count', 'errors'] as const;
type Order = (typeof ORDERS)[number];

const Statement = Type.Object({
  sql: Type.String(),
  count: Type.Integer(),
  errors: Type.Integer(),
  totalMs: Type.Number(),
  avgMs: Type.Number(),
  maxMs: Type.Number(),
  lastMs: Type.Number(),
  lastAt: Type.String(),
});

const round = (ms: number) => Math.round(ms * 100) / 100;

/**
 * `monitor/druid`: RuoYi's Druid data-source monitor for this server: the connection
 * pool (PostgreSQL) or the embedded engine, and the statistics of this process's SQL
 * statements since it started or was reset (count, errors, total, average, slowest),
 * sorted as asked. Statements are drizzle's parameterised text: values never show.
 */
export const druidRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const client = (app.db as unknown as { $client?: object }).$client;
  const kind = client instanceof PGlite ? 'pglite' : 'postgres';

  app.get(
    '/monitor/druid',
    {
      config: { permission: 'monitor:druid:list' },
      schema: {
        tags,
        summary: 'The pool and the SQL statistics of this process',
        querystring: Type.Object({
          orderBy: Type.Optional(Type.Union(ORDERS.map((order) => Type.Literal(order)))),
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
        }),
        response: {
          200: OkSchema(
            Type.Object({
              kind: Type.String(),
              pool: Type.Union([
                Type.Object({
                  max: Type.Integer(),
                  total: Type.Integer(),
                  idle: Type.Integer(),
                  waiting: Type.Integer(),
                }),
                Type.Null(),
              ]),
              summary: Type.Object({
                since: Type.String(),
                statements: Type.Integer(),
                count: Type.Integer(),
                errors: Type.Integer(),
                slow: Type.Integer(),
                slowMs: Type.Integer(),
                totalMs: Type.Number(),
                avgMs: Type.Number(),
              }),
              statements: Type.Array(Statement),
            }),
          ),
        },
      },
    },
    async (request) => {
      const order: Order = request.query.orderBy ?? 'maxMs';
      const limit = request.query.limit ?? 50;
      const statements = app.queryStats
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
      const summary = app.queryStats.summary();
      const pool = kind === 'postgres' ? (client as Pool) : undefined;
      return {
        code: 200,
        msg: request.t('success'),
        data: {
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
        },
      };
    },
  );

  app.delete(
    '/monitor/druid/reset',
    {
      config: {
        permission: 'monitor:druid:list',
        operLog: { title: 'Data source', businessType: BusinessType.clean },
      },
      schema: { tags, summary: "Start this process's SQL statistics again", response: { 200: FailSchema } },
    },
    async (request) => {
      app.queryStats.reset();
      return { code: 200, msg: request.t('success') };
    },
  );
};
