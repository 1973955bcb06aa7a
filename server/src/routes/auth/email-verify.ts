import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { ApiError } from '../../plugins/api-error';
import { checkEmailCode } from '../../services/email-codes';
import { EmailCodeField, EmailField, MessageResponse, PurposeField } from './auth-schemas';

const VerifyBody = Type.Object({
  email: EmailField,
  code: EmailCodeField,
  purpose: Type.Optional(PurposeField),
});

/**
 * POST /email/verify {email, code, purpose = reset} (public): step 1 of password
 * recovery. Checks the code without using it up (step 2 sends it again with the new
 * password); wrong guesses count, five kill the code.
 */
export const emailVerifyRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/email/verify',
    {
      config: { permission: '@public' },
      schema: {
        tags: ['auth'],
        summary: 'Check an e-mail code',
        body: VerifyBody,
        response: { 200: MessageResponse },
      },
    },
    async (request) => {
      const { email, code, purpose = 'reset' } = request.body;
      const id = await checkEmailCode(app.db, email, purpose, code);
      if (id === null) throw new ApiError('emailCode.invalid');
      return { code: 200, msg: request.t('emailCode.verified') };
    },
  );
};
