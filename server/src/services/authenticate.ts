import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { sysLoginFailure } from '../db/schema/auth-state';
import { sysDept } from '../db/schema/sys-dept';
import { sysUser } from '../db/schema/sys-user';
import type { MessageKey } from '../locales/en';
import type { MessageParams } from '../locales/language';
import { burnPasswordCheck, verifyPassword } from './passwords';
import { clearCounter, counterKeys, counterValue, hitCounter, limits } from './rate-limit';

/** RuoYi's defaults: 5 wrong passwords lock the user name for 10 minutes. */
export const maxLoginFailures = 5;
export const lockMinutes = 10;

export interface AuthenticatedUser {
  userId: number;
  userName: string;
  deptName: string;
}

export type AuthenticateResult =
  | { ok: true; user: AuthenticatedUser }
  | { ok: false; userName: string; messageKey: MessageKey; params?: MessageParams };

/**
 * Finds the user an identifier names: user name first, then e-mail (case-insensitive),
 * then phone number. Deleted and disabled users are found too, so they get their own message.
 */
async function findUser(db: Queryable, identifier: string) {
  const rows = await db
    .select({
      userId: sysUser.userId,
      userName: sysUser.userName,
      password: sysUser.password,
      status: sysUser.status,
      delFlag: sysUser.delFlag,
      email: sysUser.email,
      deptName: sysDept.deptName,
    })
    .from(sysUser)
    .leftJoin(sysDept, eq(sysDept.deptId, sysUser.deptId))
    .where(
      or(
        eq(sysUser.userName, identifier),
        and(ne(sysUser.email, ''), sql`lower(${sysUser.email}) = ${identifier.toLowerCase()}`),
        and(ne(sysUser.phonenumber, ''), eq(sysUser.phonenumber, identifier)),
      ),
    );
  const rank = (row: (typeof rows)[number]) =>
    (row.userName === identifier ? 0 : row.email.toLowerCase() === identifier.toLowerCase() ? 2 : 4) +
    (row.delFlag === '0' ? 0 : 1);
  return rows.sort((a, b) => rank(a) - rank(b))[0];
}

/** Counts a failure atomically (several processes may see failures of one name at once). */
async function recordFailure(db: Queryable, userName: string, now: Date): Promise<number> {
  const windowStart = new Date(now.getTime() - lockMinutes * 60_000);
  const [row] = await db
    .insert(sysLoginFailure)
    .values({ userName, failCount: 1, lastFailTime: now, lockUntil: null })
    .onConflictDoUpdate({
      target: sysLoginFailure.userName,
      // A lock that has ended, or failures older than the window, start the count again.
      // A lock still running is kept (a failure from another address must not lift it).
      set: {
        failCount: sql`CASE WHEN (${sysLoginFailure.lockUntil} IS NOT NULL AND ${sysLoginFailure.lockUntil} <= ${now})
            OR ${sysLoginFailure.lastFailTime} < ${windowStart} THEN 1
          ELSE ${sysLoginFailure.failCount} + 1 END`,
        lockUntil: sql`CASE WHEN ${sysLoginFailure.lockUntil} > ${now} THEN ${sysLoginFailure.lockUntil} ELSE NULL END`,
        lastFailTime: now,
      },
    })
    .returning({ failCount: sysLoginFailure.failCount });
  const count = row?.failCount ?? 1;
  if (count >= maxLoginFailures) {
    await db
      .update(sysLoginFailure)
      .set({ lockUntil: new Date(now.getTime() + lockMinutes * 60_000) })
      .where(eq(sysLoginFailure.userName, userName));
  }
  return count;
}

/**
 * Checks a user name / e-mail / phone and password, applying the lockout rules:
 * - an address with {@link limits.loginFailuresPerIp} failures (any accounts) in 10 minutes
 *   waits (password spraying across names);
 * - 5 failures lock the account for 10 minutes, but the lock holds only against the
 *   addresses those failures came from: whoever keeps `admin` locked does not lock out
 *   its owner signing in from elsewhere (issue 15, finding 3). An admin can unlock.
 */
export async function authenticate(
  db: Queryable,
  identifier: string,
  password: string,
  now = new Date(),
  ip = '',
): Promise<AuthenticateResult> {
  const id = identifier.trim();
  const user = await findUser(db, id);
  const failureKey = (user?.userName ?? id).slice(0, 100);
  const windowMs = limits.windowMinutes * 60_000;

  if ((await counterValue(db, counterKeys.loginIp(ip), windowMs, now)) >= limits.loginFailuresPerIp) {
    return {
      ok: false,
      userName: failureKey,
      messageKey: 'login.ipLocked',
      params: { minutes: limits.windowMinutes },
    };
  }

  const [failure] = await db.select().from(sysLoginFailure).where(eq(sysLoginFailure.userName, failureKey));
  if (failure?.lockUntil && failure.lockUntil > now) {
    const failedHere = (await counterValue(db, counterKeys.loginPair(failureKey, ip), windowMs, now)) > 0;
    if (failedHere) {
      const minutes = Math.max(1, Math.ceil((failure.lockUntil.getTime() - now.getTime()) / 60_000));
      return { ok: false, userName: failureKey, messageKey: 'login.locked', params: { minutes } };
    }
  }

  const passwordOk = user ? await verifyPassword(password, user.password) : await burnPasswordCheck(password);
  if (!user || !passwordOk) {
    await hitCounter(db, counterKeys.loginIp(ip), windowMs, now);
    await hitCounter(db, counterKeys.loginPair(failureKey, ip), windowMs, now);
    const count = await recordFailure(db, failureKey, now);
    if (count >= maxLoginFailures) {
      return {
        ok: false,
        userName: failureKey,
        messageKey: 'login.lockedNow',
        params: { count, minutes: lockMinutes },
      };
    }
    return { ok: false, userName: failureKey, messageKey: 'login.badCredentials' };
  }

  if (user.delFlag !== '0') {
    return {
      ok: false,
      userName: user.userName,
      messageKey: 'login.deleted',
      params: { user: user.userName },
    };
  }
  if (user.status !== '0') {
    return {
      ok: false,
      userName: user.userName,
      messageKey: 'login.disabled',
      params: { user: user.userName },
    };
  }
  await db.delete(sysLoginFailure).where(eq(sysLoginFailure.userName, user.userName));
  await clearCounter(db, counterKeys.loginPair(user.userName, ip));
  return { ok: true, user: { userId: user.userId, userName: user.userName, deptName: user.deptName ?? '' } };
}
