import { DataDirLockedError } from './db/data-dir-lock';
import { DemoRefusedError, loadDemo } from './db/demo/load-demo';
import { withPreparedDatabase } from './db/with-prepared-database';

/**
 * `npm run demo`: migrates and seeds the configured database (DATA_DIR or
 * DATABASE_URL), then loads the sample villages and houses. Refuses a database that
 * already has houses; never runs on its own (the server never loads it).
 */
withPreparedDatabase(async ({ opened, config, where }) => {
  const counts = await loadDemo(opened.db, config.uploadDir);
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  console.log(`Sample data loaded into ${where}: ${total} houses (${JSON.stringify(counts)}).`);
  console.log('Start the product with `npm start` and sign in as admin / admin123.');
}).catch((error: unknown) => {
  if (error instanceof DemoRefusedError || error instanceof DataDirLockedError) console.error(error.message);
  else console.error('The sample data could not be loaded:', error);
  process.exit(1);
});
