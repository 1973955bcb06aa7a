import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FailSchema } from '../../plugins/envelope';
import { recordLogin } from '../../services/login-log';
import { clientInfo } from '../../services/request-info';
import { deleteSession, findSession, readBearerToken } from '../../services/sessions';

/** POST /logout: ends the session of the token if there is one; always answers success. */
export const logoutRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/logout',
    {
      // Public so an expired token can still log out cleanly; recorded in sys_logininfor.
      config: { permission: '@public', operLog: false },
      schema: { tags: ['auth'], summary: 'Log out', response: { 200: FailSchema } },
    },
    async (request) => {
      const token = readBearerToken(request);
      const session = token ? await findSession(app.db, token) : null;
      const msg = request.t('logout.success');
      if (session) {
        await deleteSession(app.db, session.sessionId);
        await recordLogin(app.db, {
          userName: session.userName,
          client: clientInfo(request),
          success: true,
          msg,
        });
      }
      return { code: 200, msg };
    },
  );
};
