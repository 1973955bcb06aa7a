import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { passwordLogin } from '../../services/login-flow';
import { TokenResponse } from './login';

const ThirdLoginBody = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 100, description: 'user name, e-mail or phone number' }),
  password: Type.String({ minLength: 1, maxLength: 100 }),
});

/** POST /api/thirdLogin: login for other programs, without captcha; same lockout rules. */
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
      const token = await passwordLogin(request, request.body.username, request.body.password);
      return { code: 200, msg: request.t('login.success'), token };
    },
  );
};
