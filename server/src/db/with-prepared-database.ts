import path from 'node:path';
import { type AppConfig, loadConfig } from '../config';
import { type OpenedDatabase, openDatabase } from './client';
import { acquireDataDirLock } from './data-dir-lock';
import { prepareDatabase } from './prepare';

export interface PreparedDatabase {
  opened: OpenedDatabase;
  config: AppConfig;
  /** Where the data is, for messages: the PGlite folder or "PostgreSQL (DATABASE_URL)". */
  where: string;
}

/**
 * For the command-line tools (`npm run demo`, the house generator): takes the data
 * folder's lock (PGlite), opens the configured database, migrates and seeds it, runs
 * `work`, then closes and releases everything, whatever `work` did.
 */
export async function withPreparedDatabase<T>(work: (database: PreparedDatabase) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const lock = config.databaseUrl
    ? undefined
    : await acquireDataDirLock(config.dataDir, () => process.exit(1));
  const pgliteDir = path.join(config.dataDir, 'pglite');
  const opened = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir });
  try {
    await prepareDatabase(opened, { captchaEnabled: config.captchaEnabled });
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : pgliteDir;
    return await work({ opened, config, where });
  } finally {
    await opened.close();
    await lock?.release().catch(() => undefined);
  }
}
