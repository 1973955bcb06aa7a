import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { eq, inArray } from 'drizzle-orm';
import { sysLoginFailure } from '../../db/schema/auth-state';
import { sysUser } from '../../db/schema/sys-user';
import { ApiError } from '../../plugins/api-error';
import { checkEmailCode, consumeEmailCode } from '../../services/email-codes';
import { isStrongPassword } from '../../services/password-policy';
import { hashPassword } from '../../services/passwords';
import { deleteUserSessions } from '../../services/sessions';
import { findUsersByEmail } from '../../services/users';
import { EmailCodeField, EmailField, MessageResponse } from './auth-schemas';

const RetrieveBody = Type.Object({
  email: EmailField,
  code: EmailCodeField,
  password: Type.String({ minLength: 1, maxLength: 20 }),
  confirmPassword: Type.Optional(
    Type.String({ maxLength: 20, description: 'when given, must equal password' }),
  ),
});

/**
 * PUT /email/retrievePwd {email, code, password, confirmPassword?} (public): sets a
 * new password (8-20 characters, letters, digits and a special character), uses the
 * code up, ends the account's sessions and clears a login lock.
 */
export const retrievePasswordRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/email/retrievePwd',
    {
      config: { permission: '@public', operLog: { title: 'retrievePwd', businessType: 2 } },
      schema: {
        tags: ['auth'],
        summary: 'Reset the password with an e-mail code',
        body: RetrieveBody,
        response: { 200: MessageResponse },
      },
    },
    async (request) => {
      const { email, code, password, confirmPassword } = request.body;
      if (confirmPassword !== undefined && confirmPassword !== password) {
        throw new ApiError('register.passwordMismatch');
      }
      if (!isStrongPassword(password)) throw new ApiError('password.weak');
      const codeId = await checkEmailCode(app.db, email, 'reset', code);
      if (codeId === null) throw new ApiError('emailCode.invalid');
      const accounts = (await findUsersByEmail(app.db, email)).filter((account) => account.status === '0');
      if (accounts.length === 0) throw new ApiError('emailCode.invalid');
      const passwordHash = await hashPassword(password);
      await app.db.transaction(async (tx) => {
        if (!(await consumeEmailCode(tx, codeId))) throw new ApiError('emailCode.invalid');
        const now = new Date();
        for (const account of accounts) {
          await tx
            .update(sysUser)
            .set({ password: passwordHash, pwdUpdateDate: now, updateBy: account.userName, updateTime: now })
            .where(eq(sysUser.userId, account.userId));
          await deleteUserSessions(tx, account.userId);
        }
        await tx.delete(sysLoginFailure).where(
          inArray(
            sysLoginFailure.userName,
            accounts.map((account) => account.userName),
          ),
        );
      });
      return { code: 200, msg: request.t('password.resetSuccess') };
    },
  );
};
