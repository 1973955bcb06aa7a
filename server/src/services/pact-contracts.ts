import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { pactContract } from '../db/schema/pact';
import { today } from './car-status';

/** Contract statuses (dict `pact_contract_status`). */
export const ContractStatus = { draft: 0, signed: 1, expired: 2 } as const;

/** Only drafts change: a signed or expired contract is a record; a new version is a new draft. */
export function isEditable(status: number): boolean {
  return status === ContractStatus.draft;
}

/**
 * Signed contracts whose end date has passed become expired (recorded as done by
 * `system`). One UPDATE, so several processes running it at once do no harm.
 * Answers how many expired.
 */
export async function expireContracts(db: Queryable, now = new Date()): Promise<number> {
  const rows = await db
    .update(pactContract)
    .set({ status: ContractStatus.expired, updateBy: 'system', updateTime: now })
    .where(and(eq(pactContract.status, ContractStatus.signed), lt(pactContract.endDate, today(now))))
    .returning({ id: pactContract.id });
  return rows.length;
}

/** A new share token: 256 random bits, URL-safe (43 characters). */
export function newShareToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored of a share token: its SHA-256 (hex). */
export function hashShareToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Share tokens have exactly the shape {@link newShareToken} makes; anything else is not looked up. */
export const SHARE_TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';
