import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { acquireDataDirLock, type DataDirLock, DataDirLockedError } from './db/data-dir-lock';
import { prepareDatabase } from './db/prepare';

/** config -> data-folder lock -> database -> migrations -> seed -> listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  let lock: DataDirLock | undefined;
  if (!config.databaseUrl) {
    // PGlite must never be opened by two processes: take the lock before touching anything.
    lock = await acquireDataDirLock(config.dataDir, (error) => {
      console.error(`Lost the lock on ${config.dataDir}: ${error.message}. Stopping.`);
      process.exit(1);
    });
  }
  const opened = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  await prepareDatabase(opened, { captchaEnabled: config.captchaEnabled });
  const app = await buildApp({ db: opened.db, config, queryStats: opened.stats });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: shutting down`);
    try {
      await app.close();
      await opened.close();
    } finally {
      await lock?.release().catch(() => undefined);
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const database =
    opened.kind === 'pglite' ? `PGlite in ${path.join(config.dataDir, 'pglite')}` : 'PostgreSQL';
  console.log(
    [
      '',
      `  Agency back office is running at http://localhost:${port}/`,
      `  API: http://localhost:${port}/web-api   OpenAPI: http://localhost:${port}/web-api/docs`,
      `  Database: ${database}`,
      '  Default account: admin / admin123 (staff / staff123 for an ordinary user)',
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
