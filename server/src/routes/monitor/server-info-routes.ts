import { PGlite } from '@electric-sql/pglite';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OkSchema } from '../../plugins/envelope';
import { serverInfo } from '../../services/server-info';
import { ServerInfoOut } from './server-info-schema';

/** `GET /monitor/server` (RuoYi ServerController): the server monitor's figures, read on each call. */
export const serverInfoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The engine from the client Drizzle wraps (tests hand the app a database, not a URL).
  const client = (app.db as unknown as { $client?: object }).$client;
  const kind = client instanceof PGlite ? 'pglite' : 'postgres';
  app.get(
    '/monitor/server',
    {
      config: { permission: 'monitor:server:list' },
      schema: {
        tags: ['monitor: server'],
        summary: 'CPU, memory, host, disks, the Node process (as RuoYi `jvm`) and the database',
        response: { 200: OkSchema(ServerInfoOut) },
      },
    },
    async (request) => ({
      code: 200,
      msg: request.t('success'),
      data: await serverInfo(app.db, kind, app.config.dataDir),
    }),
  );
};
