import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { sysCaptcha } from '../db/schema/auth-state';
import { drawCaptcha, newMathChallenge } from './captcha-image';
import { newId } from './tokens';

/** A captcha answer lives 2 minutes (RuoYi's CAPTCHA_EXPIRATION). */
export const captchaTtlMs = 2 * 60_000;

export async function createCaptcha(db: Queryable, now = new Date()): Promise<{ uuid: string; img: string }> {
  const challenge = newMathChallenge();
  const uuid = newId();
  await db
    .insert(sysCaptcha)
    .values({ uuid, answer: challenge.answer, expireTime: new Date(now.getTime() + captchaTtlMs) });
  return { uuid, img: drawCaptcha(challenge.text) };
}

export type CaptchaCheck = 'ok' | 'expired' | 'wrong';

/** Checks an answer; the captcha is deleted whatever the outcome (single use). */
export async function checkCaptcha(
  db: Queryable,
  uuid: string | undefined,
  code: string | undefined,
  now = new Date(),
): Promise<CaptchaCheck> {
  if (!uuid) return 'expired';
  const [row] = await db.delete(sysCaptcha).where(eq(sysCaptcha.uuid, uuid)).returning();
  if (!row || row.expireTime <= now) return 'expired';
  return (code ?? '').trim() === row.answer ? 'ok' : 'wrong';
}
