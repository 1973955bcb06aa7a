import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { OkSchema } from '../../plugins/envelope';
import { activeModules } from '../../services/module-deploy/active-modules';

const ModuleOut = Type.Object({
  name: Type.String(),
  version: Type.String(),
  entry: Type.String(),
  prefixes: Type.Array(Type.String()),
});

/**
 * GET /public/modules (public): the active version of each remote, read by the host at
 * start to register the remotes at run time (docs/architecture.md, Federation).
 */
export const moduleRegistryRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/public/modules',
    {
      config: { permission: '@public' },
      schema: {
        tags: ['public'],
        summary: 'Active remote modules (module registry)',
        response: { 200: OkSchema(Type.Array(ModuleOut)) },
      },
    },
    async (request, reply) => {
      const rows = await activeModules(app.db);
      // A rollback must reach browsers at once.
      reply.header('Cache-Control', 'no-cache');
      return { code: 200, msg: request.t('success'), data: rows };
    },
  );
};
