import { DataDirLockedError } from './db/data-dir-lock';
import { generateHouses } from './db/demo/generate-houses';
import { DemoRefusedError } from './db/demo/load-demo';
import { withPreparedDatabase } from './db/with-prepared-database';

/**
 * `node dist/generate-houses.js [count]` (default 100000): migrates and seeds the
 * configured database (DATA_DIR or DATABASE_URL), then generates that many houses in
 * 20 villages, for the benchmark (`scripts/bench-api.mjs`). Refuses a database that
 * already has houses. Run it while the server is stopped (PGlite's folder is locked).
 */
const total = Number(process.argv[2] ?? 100_000);
if (!Number.isInteger(total) || total < 1 || total > 10_000_000) {
  console.error('Usage: node dist/generate-houses.js [count from 1 to 10000000]');
  process.exit(2);
}

withPreparedDatabase(async ({ opened, where }) => {
  const started = performance.now();
  const counts = await generateHouses(opened.db, total);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${total} houses generated into ${where} in ${seconds} s (${JSON.stringify(counts)}).`);
}).catch((error: unknown) => {
  if (error instanceof DemoRefusedError || error instanceof DataDirLockedError) console.error(error.message);
  else console.error('The houses could not be generated:', error);
  process.exit(1);
});
