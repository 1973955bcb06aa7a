import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { sysConfig } from '../db/schema/sys-config';

export const configKeys = {
  captchaEnabled: 'sys.account.captchaEnabled',
  registerUser: 'sys.account.registerUser',
  initPassword: 'sys.user.initPassword',
} as const;

/**
 * Reads a sys_config value straight from the database. No process-local cache, so a
 * change made through one server process is seen by all of them at once.
 */
export async function getConfigValue(db: Queryable, key: string): Promise<string | undefined> {
  const [row] = await db
    .select({ value: sysConfig.configValue })
    .from(sysConfig)
    .where(eq(sysConfig.configKey, key));
  return row?.value;
}

export async function isConfigOn(db: Queryable, key: string, fallback: boolean): Promise<boolean> {
  const value = (await getConfigValue(db, key))?.trim().toLowerCase();
  if (value === undefined || value === '') return fallback;
  return value === 'true';
}
