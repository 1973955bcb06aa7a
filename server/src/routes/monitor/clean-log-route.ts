import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { PgTable } from 'drizzle-orm/pg-core';
import { FailSchema } from '../../plugins/envelope';
import { BusinessType } from '../../types/auth';

/**
 * `DELETE <base>/clean` (RuoYi's 清空): empties a whole log table, with the log's remove
 * permission, recorded as a "clean" in the operation log.
 */
export function cleanLogRoute(options: {
  basePath: string;
  table: PgTable;
  permission: string;
  title: string;
  tag: string;
}): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.delete(
      `${options.basePath}/clean`,
      {
        config: {
          permission: options.permission,
          operLog: { title: options.title, businessType: BusinessType.clean },
        },
        schema: {
          tags: [options.tag],
          summary: `Empty the ${options.title.toLowerCase()}`,
          response: { 200: FailSchema },
        },
      },
      async (request) => {
        await app.db.delete(options.table);
        return { code: 200, msg: request.t('monitor.log.cleaned') };
      },
    );
  };
}
