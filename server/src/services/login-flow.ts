import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { sysUser } from '../db/schema/sys-user';
import { ApiError } from '../plugins/api-error';
import { type AuthenticatedUser, authenticate } from './authenticate';
import { checkCaptcha } from './captcha';
import { configKeys, isConfigOn } from './config-values';
import { recordLogin } from './login-log';
import { clientInfo } from './request-info';
import { createSession } from './sessions';

/**
 * Shared by /login and /api/thirdLogin: checks the credentials, records the attempt in
 * sys_logininfor and opens a session. Throws an ApiError with the translated reason.
 */
export async function passwordLogin(
  request: FastifyRequest,
  identifier: string,
  password: string,
): Promise<string> {
  const { db } = request.server;
  const client = clientInfo(request);
  const result = await authenticate(db, identifier, password, new Date(), client.ip);
  if (!result.ok) {
    await recordLogin(db, {
      userName: result.userName,
      client,
      success: false,
      msg: request.t(result.messageKey, result.params),
    });
    throw new ApiError(result.messageKey, result.params);
  }
  return openSession(request, result.user);
}

export async function openSession(request: FastifyRequest, user: AuthenticatedUser): Promise<string> {
  const { db, config } = request.server;
  const client = clientInfo(request);
  const { token } = await createSession(db, user, client, config.sessionTimeoutMinutes);
  await db
    .update(sysUser)
    .set({ loginIp: client.ip, loginDate: new Date() })
    .where(eq(sysUser.userId, user.userId));
  await recordLogin(db, { userName: user.userName, client, success: true, msg: request.t('login.success') });
  return token;
}

/** Records a refused login that never reached the password check (captcha). */
export async function recordRefusedLogin(
  request: FastifyRequest,
  userName: string,
  msg: string,
): Promise<void> {
  await recordLogin(request.server.db, { userName, client: clientInfo(request), success: false, msg });
}

/**
 * When captcha is on (sys.account.captchaEnabled), the answer must match the single-use
 * captcha `uuid`; refusals are recorded as failed logins. Every password login route calls
 * it (/login and /api/thirdLogin), so no route hands out a token without the captcha.
 */
export async function requireCaptcha(
  request: FastifyRequest,
  identifier: string,
  code: string | undefined,
  uuid: string | undefined,
): Promise<void> {
  const { db } = request.server;
  if (!(await isConfigOn(db, configKeys.captchaEnabled, true))) return;
  const check = await checkCaptcha(db, uuid, code);
  if (check === 'ok') return;
  const key = check === 'expired' ? 'captcha.expired' : 'captcha.wrong';
  await recordRefusedLogin(request, identifier, request.t(key));
  throw new ApiError(key);
}
