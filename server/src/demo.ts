import path from 'node:path';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { acquireDataDirLock, DataDirLockedError } from './db/data-dir-lock';
import { DemoRefusedError, loadDemo } from './db/demo/load-demo';
import { prepareDatabase } from './db/prepare';

/**
 * `npm run demo`: migrates and seeds the configured database (DATA_DIR or
 * DATABASE_URL), then loads the sample villages and houses. Refuses a database that
 * already has houses; never runs on its own (the server never loads it).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const lock = config.databaseUrl
    ? undefined
    : await acquireDataDirLock(config.dataDir, () => process.exit(1));
  const opened = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  try {
    await prepareDatabase(opened, { captchaEnabled: config.captchaEnabled });
    const counts = await loadDemo(opened.db, config.uploadDir);
    const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : path.join(config.dataDir, 'pglite');
    console.log(`Sample data loaded into ${where}: ${total} houses (${JSON.stringify(counts)}).`);
    console.log('Start the product with `npm start` and sign in as admin / admin123.');
  } finally {
    await opened.close();
    await lock?.release().catch(() => undefined);
  }
}

main().catch((error: unknown) => {
  if (error instanceof DemoRefusedError || error instanceof DataDirLockedError) console.error(error.message);
  else console.error('The sample data could not be loaded:', error);
  process.exit(1);
});
