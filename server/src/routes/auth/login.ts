import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { ApiError } from '../../plugins/api-error';
import { passwordLogin, requireCaptcha } from '../../services/login-flow';

const LoginBody = Type.Object({
  identifier: Type.Optional(
    Type.String({ minLength: 1, maxLength: 100, description: 'user name, e-mail or phone number' }),
  ),
  // RuoYi's own clients send `username`; accepted so an unmodified RuoYi-Vue3 build can log in.
  username: Type.Optional(
    Type.String({ minLength: 1, maxLength: 100, description: 'alias of identifier (RuoYi clients)' }),
  ),
  password: Type.String({ minLength: 1, maxLength: 100 }),
  code: Type.Optional(Type.String({ maxLength: 16, description: 'captcha answer' })),
  uuid: Type.Optional(Type.String({ maxLength: 64, description: 'captcha id from /captchaImage' })),
});

export const TokenResponse = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  token: Type.Optional(Type.String()),
});

/**
 * POST /login -> `{code, msg, token}`. Distinct messages for an expired captcha, a
 * wrong captcha and wrong credentials; 5 wrong passwords lock the name for 10 minutes.
 */
export const loginRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/login',
    {
      // Recorded in sys_logininfor, not in the operation log.
      config: { permission: '@public', operLog: false },
      schema: { tags: ['auth'], summary: 'Log in', body: LoginBody, response: { 200: TokenResponse } },
    },
    async (request) => {
      const { password, code, uuid } = request.body;
      const identifier = request.body.identifier ?? request.body.username;
      if (!identifier)
        throw new ApiError('validation.failed', {
          detail: request.t('validation.required', { field: 'identifier' }),
        });
      await requireCaptcha(request, identifier, code, uuid);
      const token = await passwordLogin(request, identifier, password);
      return { code: 200, msg: request.t('login.success'), token };
    },
  );
};
