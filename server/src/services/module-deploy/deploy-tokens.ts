import crypto from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { sysModuleToken } from '../../db/schema/sys-module-deploy';

/** Deploy tokens say what they are (`mdt_`), so a leaked one is easy to recognise. */
const PREFIX = 'mdt_';

export function newDeployToken(): string {
  return `${PREFIX}${crypto.randomBytes(32).toString('base64url')}`;
}

export function hashDeployToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export function looksLikeDeployToken(token: string): boolean {
  return token.startsWith(PREFIX) && token.length < 100;
}

/** The module a live (not revoked) deploy token may publish, and marks it used. */
export async function moduleOfDeployToken(db: Queryable, token: string): Promise<string | null> {
  if (!looksLikeDeployToken(token)) return null;
  const [row] = await db
    .select({ tokenId: sysModuleToken.tokenId, moduleName: sysModuleToken.moduleName })
    .from(sysModuleToken)
    .where(and(eq(sysModuleToken.tokenHash, hashDeployToken(token)), isNull(sysModuleToken.revokedTime)));
  if (!row) return null;
  await db
    .update(sysModuleToken)
    .set({ lastUsedTime: new Date() })
    .where(eq(sysModuleToken.tokenId, row.tokenId));
  return row.moduleName;
}
