import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { ApiError } from '../../plugins/api-error';
import { configKeys, isConfigOn } from '../../services/config-values';
import { emailCodeTtlMinutes, issueEmailCode } from '../../services/email-codes';
import { counterKeys, hitCounter, limits } from '../../services/rate-limit';
import { clientInfo } from '../../services/request-info';
import { findUsersByEmail } from '../../services/users';
import { EmailField, MessageResponse, PurposeField } from './auth-schemas';

const EmailCodeQuery = Type.Object({ email: EmailField, purpose: PurposeField });

/**
 * GET /email/code?email=...&purpose=register|reset (public): mails a 6-digit code,
 * valid 5 minutes, single use, at most one per address and purpose per minute.
 * The answer never depends on whether an account uses the address (issue 15, finding 4):
 * the resend gap and the limits apply to every address, and the mail goes only where it
 * makes sense (reset: a real, enabled account; register: an address no account uses).
 * Limits in the database: per requesting address and per e-mail address an hour.
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
      if (purpose === 'register' && !(await isConfigOn(app.db, configKeys.registerUser, false)))
        throw new ApiError('register.disabled');
      const windowMs = limits.mailWindowMinutes * 60_000;
      const ip = clientInfo(request).ip;
      if ((await hitCounter(app.db, counterKeys.mailIp(ip), windowMs)) > limits.mailPerIp) {
        throw new ApiError('rateLimit.tooMany', { minutes: limits.mailWindowMinutes });
      }
      const issued = await issueEmailCode(app.db, email, purpose);
      if (!issued.ok) throw new ApiError('emailCode.tooSoon', { seconds: issued.waitSeconds });
      if ((await hitCounter(app.db, counterKeys.mailAddress(email), windowMs)) > limits.mailPerAddress) {
        throw new ApiError('rateLimit.tooMany', { minutes: limits.mailWindowMinutes });
      }
      const accounts = await findUsersByEmail(app.db, email);
      const deliver =
        purpose === 'register' ? accounts.length === 0 : accounts.some((account) => account.status === '0');
      if (deliver) {
        await app.mailer.send({
          to: email,
          subject: request.t('email.subject'),
          text: request.t(purpose === 'register' ? 'email.registerBody' : 'email.resetBody', {
            code: issued.code,
            minutes: emailCodeTtlMinutes,
          }),
        });
      }
      return { code: 200, msg: request.t('emailCode.sent') };
    },
  );
};
