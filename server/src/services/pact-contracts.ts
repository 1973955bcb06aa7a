import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, lt, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { pactContract, pactTemplate } from '../db/schema/pact';
import { ApiError } from '../plugins/api-error';
import { today } from './car-status';
import { idsOrThrow, rowByIdOrThrow } from './crud-queries';
import { removeStoredDocx } from './pact-files';

/** Contract statuses (dict `pact_contract_status`). */
/** Contract `id` within `scope` (a vehicle or a house screen's part of the table); "not found" otherwise. */
export function contractOrThrow(db: Queryable, id: number, scope?: SQL) {
  return rowByIdOrThrow(db, pactContract, pactContract.id, id, 'pact.contractNotFound', scope);
}

/** Template `id`; "not found" otherwise. */
export function templateOrThrow(db: Queryable, id: number) {
  return rowByIdOrThrow(db, pactTemplate, pactTemplate.id, id, 'pact.templateNotFound');
}

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

/**
 * Deletes contracts (comma-separated ids, within `scope`) and then their Word
 * documents; `pact.contractNotFound` when none was there.
 */
export async function deleteContracts(
  db: Queryable,
  uploadDir: string,
  idsText: string,
  scope?: SQL,
): Promise<void> {
  const ids = idsOrThrow(idsText, 'pact.contractNotFound');
  const deleted = await db
    .delete(pactContract)
    .where(and(inArray(pactContract.id, ids), scope))
    .returning({ docxFile: pactContract.docxFile });
  if (deleted.length === 0) throw new ApiError('pact.contractNotFound');
  await removeStoredDocx(
    uploadDir,
    deleted.map((row) => row.docxFile),
  );
}
