import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { sysModule } from '../../db/schema/sys-module';
import { sysModuleToken } from '../../db/schema/sys-module-deploy';
import { registerMessages } from '../../locales/language';
import { ApiError } from '../../plugins/api-error';
import { requireUser } from '../../plugins/auth';
import { FailSchema, TableSchema } from '../../plugins/envelope';
import { formatDateTime } from '../../services/date-format';
import { equalsFilter } from '../../services/list-filters';
import { hashDeployToken, newDeployToken } from '../../services/module-deploy/deploy-tokens';
import { moduleMessages } from './module-messages';

registerMessages(moduleMessages);

const TokenOut = Type.Object({
  tokenId: Type.Integer(),
  moduleName: Type.String(),
  label: Type.String(),
  createBy: Type.String(),
  createTime: Type.Union([Type.String(), Type.Null()]),
  lastUsedTime: Type.Union([Type.String(), Type.Null()]),
  revoked: Type.Boolean(),
  revokedBy: Type.Union([Type.String(), Type.Null()]),
  revokedTime: Type.Union([Type.String(), Type.Null()]),
});

/**
 * Deploy tokens of the module screen: an admin creates one for a module's pipeline
 * (shown once, stored hashed), sees when each was last used, and revokes it.
 */
export const moduleTokenRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/system/module/token/list',
    {
      config: { permission: 'system:module:list' },
      schema: {
        tags: ['system'],
        summary: 'Deploy tokens (never the tokens themselves)',
        querystring: Type.Object({ moduleName: Type.Optional(Type.String({ maxLength: 64 })) }),
        response: { 200: TableSchema(TokenOut) },
      },
    },
    async (request) => {
      const { moduleName } = request.query;
      const rows = await app.db
        .select()
        .from(sysModuleToken)
        .where(equalsFilter(sysModuleToken.moduleName, moduleName))
        .orderBy(desc(sysModuleToken.tokenId))
        .limit(500);
      return {
        code: 200,
        msg: request.t('querySuccess'),
        total: rows.length,
        rows: rows.map((row) => ({
          tokenId: row.tokenId,
          moduleName: row.moduleName,
          label: row.label,
          createBy: row.createBy,
          createTime: formatDateTime(row.createTime),
          lastUsedTime: formatDateTime(row.lastUsedTime),
          revoked: row.revokedTime !== null,
          revokedBy: row.revokedBy,
          revokedTime: formatDateTime(row.revokedTime),
        })),
      };
    },
  );

  app.post(
    '/system/module/token',
    {
      config: {
        permission: 'system:module:edit',
        operLog: { title: 'module deploy token', businessType: 1 },
      },
      schema: {
        tags: ['system'],
        summary: 'Create a deploy token for one module (the answer is the only time it is shown)',
        body: Type.Object(
          {
            moduleName: Type.String({ minLength: 1, maxLength: 64 }),
            label: Type.String({ maxLength: 100 }),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({
            code: Type.Integer(),
            msg: Type.String(),
            data: Type.Optional(Type.Object({ tokenId: Type.Integer(), token: Type.String() })),
          }),
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { moduleName, label } = request.body;
      const [known] = await app.db
        .select({ moduleId: sysModule.moduleId })
        .from(sysModule)
        .where(eq(sysModule.name, moduleName))
        .limit(1);
      if (!known) throw new ApiError('recordNotFound');
      const token = newDeployToken();
      const [row] = await app.db
        .insert(sysModuleToken)
        .values({
          moduleName,
          label: label.trim(),
          tokenHash: hashDeployToken(token),
          createBy: user.userName,
        })
        .returning({ tokenId: sysModuleToken.tokenId });
      return {
        code: 200,
        msg: request.t('module.tokenCreated'),
        data: { tokenId: row?.tokenId ?? 0, token },
      };
    },
  );

  app.delete(
    '/system/module/token/:tokenId',
    {
      config: {
        permission: 'system:module:edit',
        operLog: { title: 'module deploy token', businessType: 3 },
      },
      schema: {
        tags: ['system'],
        summary: 'Revoke a deploy token',
        params: Type.Object({ tokenId: Type.Integer({ minimum: 1 }) }),
        response: { 200: FailSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const revoked = await app.db
        .update(sysModuleToken)
        .set({ revokedBy: user.userName, revokedTime: new Date() })
        .where(and(eq(sysModuleToken.tokenId, request.params.tokenId), isNull(sysModuleToken.revokedTime)))
        .returning({ tokenId: sysModuleToken.tokenId });
      if (revoked.length === 0) throw new ApiError('recordNotFound');
      return { code: 200, msg: request.t('success') };
    },
  );
};
