import { DataDirLockedError } from './db/data-dir-lock';
import { generateCars, generateContracts, generateCustomers } from './db/demo/generate-records';
import { DemoRefusedError } from './db/demo/load-demo';
import { withPreparedDatabase } from './db/with-prepared-database';

/**
 * `node dist/generate-records.js cars|customers|contracts [count]` (default 100000):
 * migrates and seeds the configured database (DATA_DIR or DATABASE_URL), then generates
 * that many vehicles, customers or contracts for the benchmark, beside
 * `generate-houses.js`. Refuses a table that already has rows. Run it while the server
 * is stopped (PGlite's folder is locked).
 */
const generators = { cars: generateCars, customers: generateCustomers, contracts: generateContracts };
const kind = process.argv[2] as keyof typeof generators;
const total = Number(process.argv[3] ?? 100_000);
if (!Object.hasOwn(generators, kind) || !Number.isInteger(total) || total < 1 || total > 10_000_000) {
  console.error('Usage: node dist/generate-records.js cars|customers|contracts [count from 1 to 10000000]');
  process.exit(2);
}

withPreparedDatabase(async ({ opened, where }) => {
  const started = performance.now();
  await generators[kind](opened.db, total);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${total} ${kind} generated into ${where} in ${seconds} s.`);
}).catch((error: unknown) => {
  if (error instanceof DemoRefusedError || error instanceof DataDirLockedError) console.error(error.message);
  else console.error(`The ${kind} could not be generated:`, error);
  process.exit(1);
});
