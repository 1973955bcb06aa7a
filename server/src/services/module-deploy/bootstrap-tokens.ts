import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { sysModuleToken } from '../../db/schema/sys-module-deploy';
import { hashDeployToken, looksLikeDeployToken, newDeployToken } from './deploy-tokens';

export const BOOTSTRAP_TOKEN_LABEL = 'container start (DEPLOY_TOKEN_DIR)';

/** `<dir>/<module>.token`: where a module's container finds the token it publishes itself with. */
export function bootstrapTokenFile(dir: string, moduleName: string): string {
  return path.join(dir, `${moduleName}.token`);
}

async function readToken(file: string): Promise<string | null> {
  try {
    const text = (await fs.readFile(file, 'utf8')).trim();
    return looksLikeDeployToken(text) ? text : null;
  } catch {
    return null;
  }
}

/**
 * For a stack whose remote containers publish themselves on start (docker compose):
 * one live deploy token per module in `dir`, readable only through the volume the
 * server shares with those containers. A file whose token is still live is kept (a
 * restart changes nothing); a missing file, or one whose token an admin revoked,
 * gets a new token. Like every token, only its hash is stored, and an admin sees
 * and revokes it on the module screen. Answers the modules that got a new token.
 */
export async function ensureBootstrapTokens(
  db: Queryable,
  dir: string,
  moduleNames: readonly string[],
): Promise<string[]> {
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const created: string[] = [];
  for (const moduleName of moduleNames) {
    const file = bootstrapTokenFile(dir, moduleName);
    const existing = await readToken(file);
    if (existing) {
      const [live] = await db
        .select({ tokenId: sysModuleToken.tokenId })
        .from(sysModuleToken)
        .where(
          and(
            eq(sysModuleToken.tokenHash, hashDeployToken(existing)),
            eq(sysModuleToken.moduleName, moduleName),
            isNull(sysModuleToken.revokedTime),
          ),
        );
      if (live) continue;
    }
    const token = newDeployToken();
    await db.insert(sysModuleToken).values({
      moduleName,
      label: BOOTSTRAP_TOKEN_LABEL,
      tokenHash: hashDeployToken(token),
      createBy: 'system',
    });
    // Written whole then renamed, so a container never reads half a token.
    const temporary = `${file}.${process.pid}.tmp`;
    await fs.writeFile(temporary, `${token}\n`, { mode: 0o600 });
    await fs.rename(temporary, file);
    created.push(moduleName);
  }
  return created;
}
