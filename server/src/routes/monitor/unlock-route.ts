import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { sysLoginFailure } from '../../db/schema/auth-state';
import { OkSchema } from '../../plugins/envelope';
import { BusinessType } from '../../types/auth';

/**
 * `GET /monitor/logininfor/unlock/{userName}` (RuoYi SysLogininforController.unlock):
 * lifts the login lock of an account at once. The per-address counters stay.
 */
export const unlockRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/monitor/logininfor/unlock/:userName',
    {
      config: {
        permission: 'monitor:logininfor:unlock',
        operLog: { title: 'monitor/logininfor', businessType: BusinessType.other },
      },
      schema: {
        tags: ['monitor: login log'],
        summary: 'Unlock an account locked by failed logins',
        params: Type.Object({ userName: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: { 200: OkSchema(Type.Null()) },
      },
    },
    async (request) => {
      await app.db.delete(sysLoginFailure).where(eq(sysLoginFailure.userName, request.params.userName));
      return { code: 200, msg: request.t('success') };
    },
  );
};
