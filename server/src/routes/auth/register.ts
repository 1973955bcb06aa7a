import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { houseInviteCode } from '../../db/schema/house-invite-code';
import { sysUserRole } from '../../db/schema/sys-links';
import { sysUser } from '../../db/schema/sys-user';
import { registerMessages as addMessages } from '../../locales/language';
import { ApiError } from '../../plugins/api-error';
import { configKeys, isConfigOn } from '../../services/config-values';
import { checkEmailCode, consumeEmailCode } from '../../services/email-codes';
import { inviteRoleIdsToGrant } from '../../services/invite-roles';
import { hashPassword } from '../../services/passwords';
import { counterKeys, counterValue, hitCounter, limits } from '../../services/rate-limit';
import { clientInfo } from '../../services/request-info';
import { findUsersByEmail, phoneTaken, userNameTaken } from '../../services/users';
import { EmailCodeField, EmailField, MessageResponse } from './auth-schemas';
import { registerMessages } from './register-messages';

const windowMs = limits.windowMinutes * 60_000;

const RegisterBody = Type.Object({
  username: Type.String({ minLength: 2, maxLength: 20 }),
  password: Type.String({ minLength: 5, maxLength: 20 }),
  confirmPassword: Type.Optional(
    Type.String({ maxLength: 20, description: 'when given, must equal password' }),
  ),
  phonenumber: Type.String({ minLength: 5, maxLength: 20, pattern: '^\\+?[0-9][0-9 -]*$' }),
  email: EmailField,
  inviteCode: Type.String({ minLength: 1, maxLength: 32 }),
  emailCode: EmailCodeField,
});

/**
 * Why an invitation code cannot be used, or undefined when it can. Takes the
 * transaction when called inside one: PGlite has a single connection, so a query on
 * `app.db` while a transaction is open would wait for ever.
 */
async function inviteProblem(db: Queryable, code: string, now: Date): Promise<ApiError | undefined> {
  const [row] = await db.select().from(houseInviteCode).where(eq(houseInviteCode.code, code));
  if (!row) return new ApiError('invite.notFound');
  if (row.status === 'used') return new ApiError('invite.used');
  if (row.status !== 'unused' || (row.expireTime && row.expireTime <= now))
    return new ApiError('invite.expired');
  return undefined;
}

/**
 * POST /register (public). Needs an unused invitation code and the code mailed by
 * `GET /email/code?purpose=register`. The invitation code is claimed, the e-mail code
 * used and the user created in one transaction: either all happen or none.
 */
export const registerRoute: FastifyPluginAsyncTypebox = async (app) => {
  addMessages(registerMessages);
  const tooMany = () => new ApiError('register.tooMany', { minutes: limits.windowMinutes });
  app.post(
    '/register',
    {
      config: { permission: '@public', operLog: { title: 'register', businessType: 1 } },
      schema: {
        tags: ['auth'],
        summary: 'Register with an invitation code',
        body: RegisterBody,
        response: { 200: MessageResponse },
      },
    },
    async (request) => {
      const body = request.body;
      const userName = body.username.trim();
      const email = body.email.trim().toLowerCase();
      const phone = body.phonenumber.trim();
      const inviteCode = body.inviteCode.trim();
      if (!(await isConfigOn(app.db, configKeys.registerUser, false)))
        throw new ApiError('register.disabled');
      if (body.confirmPassword !== undefined && body.confirmPassword !== body.password) {
        throw new ApiError('register.passwordMismatch');
      }
      // Every try counts against its address, and the failures with one code against
      // that code: one valid code no longer enumerates accounts (issue 32, finding 10).
      const ip = clientInfo(request).ip;
      if ((await hitCounter(app.db, counterKeys.registerIp(ip), windowMs)) > limits.registerPerIp)
        throw tooMany();
      // The invitation code first: without a valid one nobody learns which names,
      // addresses or phone numbers are taken (issue 15, finding 4).
      const problem = await inviteProblem(app.db, inviteCode, new Date());
      if (problem) throw problem;
      const codeKey = counterKeys.registerCode(inviteCode);
      if ((await counterValue(app.db, codeKey, windowMs)) >= limits.registerFailuresPerCode) throw tooMany();

      let emailCodeId: number;
      try {
        if (await userNameTaken(app.db, userName))
          throw new ApiError('register.userExists', { user: userName });
        if ((await findUsersByEmail(app.db, email)).length > 0) throw new ApiError('register.emailExists');
        if (await phoneTaken(app.db, phone)) throw new ApiError('register.phoneExists');
        // Checked outside the transaction: a wrong guess must count even though we stop.
        const checked = await checkEmailCode(app.db, email, 'register', body.emailCode);
        if (checked === null) throw new ApiError('emailCode.invalid');
        emailCodeId = checked;
      } catch (error) {
        await hitCounter(app.db, codeKey, windowMs);
        throw error;
      }

      const passwordHash = await hashPassword(body.password);
      const now = new Date();
      await app.db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(houseInviteCode)
          .set({ status: 'used', usedBy: userName, usedTime: now })
          .where(
            and(
              eq(houseInviteCode.code, inviteCode),
              eq(houseInviteCode.status, 'unused'),
              or(isNull(houseInviteCode.expireTime), gt(houseInviteCode.expireTime, now)),
            ),
          )
          .returning({ codeType: houseInviteCode.codeType, creator: houseInviteCode.creator });
        if (!claimed) throw (await inviteProblem(tx, inviteCode, now)) ?? new ApiError('invite.used');
        if (!(await consumeEmailCode(tx, emailCodeId))) throw new ApiError('emailCode.invalid');
        const [user] = await tx
          .insert(sysUser)
          .values({
            userName,
            nickName: userName,
            password: passwordHash,
            email,
            phonenumber: phone,
            pwdUpdateDate: now,
            createBy: 'register',
            remark: `invitation code ${inviteCode}`,
          })
          .returning({ userId: sysUser.userId });
        if (!user) throw new Error('user insert returned no row');
        // Only what the code's creator may grant (issue 32, finding 3).
        const roleIds = await inviteRoleIdsToGrant(tx, claimed.creator, claimed.codeType);
        if (roleIds.length)
          await tx.insert(sysUserRole).values(roleIds.map((roleId) => ({ userId: user.userId, roleId })));
      });
      return { code: 200, msg: request.t('register.success') };
    },
  );
};
