import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { sysEmailCode } from '../db/schema/auth-state';
import { sha256 } from './tokens';

export type EmailCodePurpose = 'register' | 'reset';

export const emailCodeTtlMinutes = 5;
/** One new code per address and purpose per minute. */
export const emailCodeResendSeconds = 60;
/** Wrong guesses before a code dies (a 6-digit code must not be brute-forced). */
export const emailCodeMaxAttempts = 5;

export type IssueResult = { ok: true; code: string } | { ok: false; waitSeconds: number };

const normalise = (email: string) => email.trim().toLowerCase();

/** Creates a 6-digit code; earlier unused codes of the same address and purpose stop working. */
export async function issueEmailCode(
  db: Queryable,
  email: string,
  purpose: EmailCodePurpose,
  now = new Date(),
): Promise<IssueResult> {
  const address = normalise(email);
  const [latest] = await db
    .select({ createTime: sysEmailCode.createTime })
    .from(sysEmailCode)
    .where(and(eq(sysEmailCode.email, address), eq(sysEmailCode.purpose, purpose)))
    .orderBy(desc(sysEmailCode.createTime))
    .limit(1);
  const elapsed = latest ? (now.getTime() - latest.createTime.getTime()) / 1000 : Number.POSITIVE_INFINITY;
  if (elapsed < emailCodeResendSeconds) {
    return { ok: false, waitSeconds: Math.ceil(emailCodeResendSeconds - elapsed) };
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db
    .update(sysEmailCode)
    .set({ used: true })
    .where(
      and(eq(sysEmailCode.email, address), eq(sysEmailCode.purpose, purpose), eq(sysEmailCode.used, false)),
    );
  await db.insert(sysEmailCode).values({
    email: address,
    purpose,
    codeHash: sha256(code),
    createTime: now,
    expireTime: new Date(now.getTime() + emailCodeTtlMinutes * 60_000),
  });
  return { ok: true, code };
}

/**
 * Checks a code without using it up (the recovery screen verifies first and resets
 * later). A wrong guess counts against the live code. Returns the code's row id.
 */
export async function checkEmailCode(
  db: Queryable,
  email: string,
  purpose: EmailCodePurpose,
  code: string,
  now = new Date(),
): Promise<number | null> {
  const [live] = await db
    .select()
    .from(sysEmailCode)
    .where(
      and(
        eq(sysEmailCode.email, normalise(email)),
        eq(sysEmailCode.purpose, purpose),
        eq(sysEmailCode.used, false),
        gt(sysEmailCode.expireTime, now),
      ),
    )
    .orderBy(desc(sysEmailCode.createTime))
    .limit(1);
  if (!live || live.attempts >= emailCodeMaxAttempts) return null;
  if (live.codeHash === sha256(code.trim())) return live.id;
  await db
    .update(sysEmailCode)
    .set({ attempts: sql`${sysEmailCode.attempts} + 1` })
    .where(eq(sysEmailCode.id, live.id));
  return null;
}

/** Uses a checked code up; false when another request used it first. */
export async function consumeEmailCode(db: Queryable, id: number): Promise<boolean> {
  const rows = await db
    .update(sysEmailCode)
    .set({ used: true })
    .where(and(eq(sysEmailCode.id, id), eq(sysEmailCode.used, false)))
    .returning({ id: sysEmailCode.id });
  return rows.length === 1;
}
