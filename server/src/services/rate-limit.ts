import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { sysLoginFailure } from '../db/schema/auth-state';
import { sha256 } from './tokens';

/*
 * Abuse counters in the database, so they hold across server processes (DESIGN.md 5).
 * They share the sys_login_failure table with the per-account login failures, whose
 * keys are user names or what someone typed as one: always trimmed (authenticate), and
 * user names hold no white space. Every counter key starts with a space, which no such
 * name can, then its kind and its subject encoded without ":" (issue 32, finding 8):
 * no typed name or address can be read as another counter's key, whatever it holds.
 * `fail_count` / `last_fail_time` count hits in a window that starts again once no hit
 * came for `windowMs`.
 */

/** What every counter key begins with (the cache monitor tells counters apart by it). */
export const COUNTER_KEY_PREFIX = ' ';

/** ` <kind>:<subject>`: the subject URL-encoded (no ":"), or hashed when long. */
export function counterKey(kind: string, subject: string): string {
  const encoded = encodeURIComponent(subject);
  return `${COUNTER_KEY_PREFIX}${kind}:${encoded.length <= 64 ? encoded : sha256(subject).slice(0, 48)}`;
}

export const limits = {
  /** Failed logins from one address (any account) before that address waits. */
  loginFailuresPerIp: 20,
  /** E-mail code requests from one address per window. */
  mailPerIp: 10,
  /** E-mail code requests for one address (account) per window, beside the 60 s resend gap. */
  mailPerAddress: 5,
  /** Upload quota of one user a day (megabytes; issue 15, finding 9). */
  uploadMbPerDay: 500,
  /** Registrations tried from one address per window (issue 32, finding 10). */
  registerPerIp: 20,
  /** Failed registrations with one valid invitation code per window (account enumeration). */
  registerFailuresPerCode: 5,
  windowMinutes: 10,
  mailWindowMinutes: 60,
} as const;

export const counterKeys = {
  loginIp: (ip: string) => counterKey('login-ip', ip),
  /** Failures of one account from one address: a lock holds only against addresses that failed. */
  loginPair: (account: string, ip: string) => counterKey('login-pair', sha256(`${account}\n${ip}`)),
  mailIp: (ip: string) => counterKey('mail-ip', ip),
  uploadKb: (userId: number | string) => counterKey('upload', String(userId)),
  mailAddress: (email: string) => counterKey('mail', sha256(email.trim().toLowerCase())),
  registerIp: (ip: string) => counterKey('register-ip', ip),
  registerCode: (code: string) => counterKey('invite', sha256(code)),
  /** Public reviews and feedback from one address. */
  reviewIp: (ip: string) => counterKey('review-ip', ip),
  feedbackIp: (ip: string) => counterKey('feedback-ip', ip),
};

/** Counts one hit atomically and returns the count in the current window. */
export async function hitCounter(db: Queryable, key: string, windowMs: number, now = new Date()) {
  return addToCounter(db, key, 1, windowMs, now);
}

/** Adds `amount` atomically and returns the total in the current window. */
export async function addToCounter(
  db: Queryable,
  key: string,
  amount: number,
  windowMs: number,
  now = new Date(),
) {
  const windowStart = new Date(now.getTime() - windowMs);
  const [row] = await db
    .insert(sysLoginFailure)
    .values({ userName: key, failCount: amount, lastFailTime: now, lockUntil: null })
    .onConflictDoUpdate({
      target: sysLoginFailure.userName,
      set: {
        failCount: sql`CASE WHEN ${sysLoginFailure.lastFailTime} < ${windowStart} THEN ${amount}
          ELSE ${sysLoginFailure.failCount} + ${amount} END`,
        lastFailTime: now,
      },
    })
    .returning({ failCount: sysLoginFailure.failCount });
  return row?.failCount ?? amount;
}

/** The count of a counter in its window (0 when it has none or its window has passed). */
export async function counterValue(db: Queryable, key: string, windowMs: number, now = new Date()) {
  const [row] = await db.select().from(sysLoginFailure).where(eq(sysLoginFailure.userName, key));
  if (!row || row.lastFailTime.getTime() < now.getTime() - windowMs) return 0;
  return row.failCount;
}

export async function clearCounter(db: Queryable, key: string): Promise<void> {
  await db.delete(sysLoginFailure).where(eq(sysLoginFailure.userName, key));
}
