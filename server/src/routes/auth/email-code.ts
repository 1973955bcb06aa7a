import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { ApiError } from '../../plugins/api-error';
import { configKeys, isConfigOn } from '../../services/config-values';
import { emailCodeTtlMinutes, issueEmailCode } from '../../services/email-codes';
import { findUsersByEmail } from '../../services/users';
import { EmailField, MessageResponse, PurposeField } from './auth-schemas';

const EmailCodeQuery = Type.Object({ email: EmailField, purpose: PurposeField });

/**
 * GET /email/code?email=...&purpose=register|reset (public): mails a 6-digit code,
 * valid 5 minutes, single use, at most one per address and purpose per minute.
 * - register: refused when registration is off or the address is already used.
 * - reset: answers the same whether or not an account uses the address, so the
 *   endpoint cannot be used to discover accounts; mail goes only to real accounts.
 */
export const emailCodeRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/email/code',
    {
      config: { permission: '@public' },
      schema: {
        tags: ['auth'],
        summary: 'Send an e-mail verification code',
        querystring: EmailCodeQuery,
        response: { 200: MessageResponse },
      },
    },
    async (request) => {
      const email = request.query.email.trim().toLowerCase();
      const purpose = request.query.purpose;
      const accounts = await findUsersByEmail(app.db, email);
      if (purpose === 'register') {
        if (!(await isConfigOn(app.db, configKeys.registerUser, false)))
          throw new ApiError('register.disabled');
        if (accounts.length > 0) throw new ApiError('register.emailExists');
      } else if (!accounts.some((account) => account.status === '0')) {
        return { code: 200, msg: request.t('emailCode.sent') };
      }
      const issued = await issueEmailCode(app.db, email, purpose);
      if (!issued.ok) throw new ApiError('emailCode.tooSoon', { seconds: issued.waitSeconds });
      await app.mailer.send({
        to: email,
        subject: request.t('email.subject'),
        text: request.t(purpose === 'register' ? 'email.registerBody' : 'email.resetBody', {
          code: issued.code,
          minutes: emailCodeTtlMinutes,
        }),
      });
      return { code: 200, msg: request.t('emailCode.sent') };
    },
  );
};
