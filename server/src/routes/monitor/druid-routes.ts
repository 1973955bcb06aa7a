import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { FailSchema, OkSchema } from '../../plugins/envelope';
import { druidFigures, STATEMENT_ORDERS } from '../../services/druid-figures';
import { BusinessType } from '../../types/auth';
import { druidPageRoute } from './druid-page-route';

const tags = ['monitor: data source'];

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

/**
 * `monitor/druid`: RuoYi's Druid data-source monitor for this server: the connection
 * pool (PostgreSQL) or the embedded engine, and the statistics of this process's SQL
 * statements since it started or was reset (count, errors, total, average, slowest),
 * sorted as asked. Statements are drizzle's parameterised text: values never show.
 */
export const druidRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/monitor/druid',
    {
      config: { permission: 'monitor:druid:list' },
      schema: {
        tags,
        summary: 'The pool and the SQL statistics of this process',
        querystring: Type.Object({
          orderBy: Type.Optional(Type.Union(STATEMENT_ORDERS.map((order) => Type.Literal(order)))),
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
    async (request) => ({
      code: 200,
      msg: request.t('success'),
      data: druidFigures(app.db, app.queryStats, request.query.orderBy ?? 'maxMs', request.query.limit ?? 50),
    }),
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

  await app.register(druidPageRoute);
};
