import { and, eq, gt, lte, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/client';
import { sysSession } from '../db/schema/sys-session';
import type { SessionInfo } from '../types/auth';
import type { ClientInfo } from './request-info';
import { newId, newToken, sha256 } from './tokens';

const minutes = (count: number) => count * 60_000;

/** The token from `Authorization: Bearer <token>` (RuoYi clients send exactly this). */
export function readBearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}

/** RuoYi's cookie of the token (`Admin-Token`), for the few pages a browser opens itself. */
export function readCookieToken(request: FastifyRequest): string | undefined {
  const cookie = request.headers.cookie;
  if (!cookie) return undefined;
  const match = /(?:^|;\s*)Admin-Token=([^;\s]+)/.exec(cookie);
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
}

export interface NewSession {
  token: string;
  sessionId: string;
}

export async function createSession(
  db: Queryable,
  user: { userId: number; userName: string; deptName: string },
  client: ClientInfo,
  timeoutMinutes: number,
): Promise<NewSession> {
  const token = newToken();
  const sessionId = newId();
  const now = new Date();
  await db.insert(sysSession).values({
    sessionId,
    tokenHash: sha256(token),
    userId: user.userId,
    userName: user.userName,
    deptName: user.deptName,
    ipaddr: client.ip,
    loginLocation: client.location,
    browser: client.browser,
    os: client.os,
    loginTime: now,
    lastAccessTime: now,
    expireTime: new Date(now.getTime() + minutes(timeoutMinutes)),
  });
  return { token, sessionId };
}

/**
 * How close to a full timeout a session may be before a request slides it again:
 * within this slack a request only reads its session, so a busy client does not
 * write (and flush) the session row on every call.
 */
const SLIDE_SLACK_MS = 30_000;

const SESSION_FIELDS = {
  sessionId: sysSession.sessionId,
  userId: sysSession.userId,
  loginTime: sysSession.loginTime,
  expireTime: sysSession.expireTime,
};

/**
 * Finds the live session of a token and slides its expiry forward when it is more
 * than {@link SLIDE_SLACK_MS} short of a full timeout. The slide is one conditional
 * statement, so concurrent requests in several processes never resurrect an
 * expired session; a session deleted (forced logout) or expired is never found.
 */
export async function touchSession(
  db: Queryable,
  token: string,
  timeoutMinutes: number,
): Promise<SessionInfo | null> {
  const now = new Date();
  const tokenHash = sha256(token);
  const live = and(eq(sysSession.tokenHash, tokenHash), gt(sysSession.expireTime, now));
  const [found] = await db.select(SESSION_FIELDS).from(sysSession).where(live);
  if (!found) return null;
  const fullExpiry = now.getTime() + minutes(timeoutMinutes);
  if (found.expireTime.getTime() >= fullExpiry - SLIDE_SLACK_MS) return found;
  const [row] = await db
    .update(sysSession)
    .set({ lastAccessTime: now, expireTime: new Date(fullExpiry) })
    .where(live)
    .returning(SESSION_FIELDS);
  return row ?? null;
}

/** Looks a token up without sliding it (logout reads who is leaving). */
export async function findSession(db: Queryable, token: string) {
  const [row] = await db
    .select()
    .from(sysSession)
    .where(eq(sysSession.tokenHash, sha256(token)));
  return row ?? null;
}

export async function deleteSession(db: Queryable, sessionId: string): Promise<void> {
  await db.delete(sysSession).where(eq(sysSession.sessionId, sessionId));
}

/**
 * Ends every session of a user (password reset by an administrator or by e-mail, disabled
 * or deleted account), or every one but `keepSessionId` (the user changed their own password
 * and stays signed in where they did it). The auth caches are emptied by the write request.
 */
export async function deleteUserSessions(
  db: Queryable,
  userId: number,
  keepSessionId?: string,
): Promise<void> {
  await db
    .delete(sysSession)
    .where(
      and(
        eq(sysSession.userId, userId),
        keepSessionId === undefined ? undefined : ne(sysSession.sessionId, keepSessionId),
      ),
    );
}

export async function deleteExpiredSessions(db: Queryable, now = new Date()): Promise<void> {
  await db.delete(sysSession).where(lte(sysSession.expireTime, now));
}
