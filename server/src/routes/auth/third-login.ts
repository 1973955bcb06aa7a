import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { passwordLogin, requireCaptcha } from '../../services/login-flow';
import { TokenResponse } from './login';

const ThirdLoginBody = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 100, description: 'user name, e-mail or phone number' }),
  password: Type.String({ minLength: 1, maxLength: 100 }),
  code: Type.Optional(
    Type.String({ maxLength: 16, description: 'captcha answer (required when captcha is on)' }),
  ),
  uuid: Type.Optional(Type.String({ maxLength: 64, description: 'captcha id from /captchaImage' })),
});

/**
 * POST /api/thirdLogin: login for other programs with the same rules as /login: the
 * captcha when it is on (issue 15, finding 2), the lockout and the per-address limits.
 */
export const thirdLoginRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/thirdLogin',
    {
      config: { permission: '@public', operLog: false },
      schema: {
        tags: ['auth'],
        summary: 'Log in from another program',
        body: ThirdLoginBody,
        response: { 200: TokenResponse },
      },
    },
    async (request) => {
      const { username, password, code, uuid } = request.body;
      await requireCaptcha(request, username, code, uuid);
      const token = await passwordLogin(request, username, password);
      return { code: 200, msg: request.t('login.success'), token };
    },
  );
};
