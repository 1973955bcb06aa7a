#!/usr/bin/env node
// `npm run demo`: loads the sample data (villages of Vientiane, about 60 houses in every
// status with generated pictures) into the configured database (DATA_DIR or
// DATABASE_URL). It refuses a database that already has houses and is never run by
// `npm start`. Stop the server first when it uses the embedded database (the data
// folder is locked by one process at a time).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const run = (args, cwd = root) => {
  const r = spawnSync(process.execPath, args, { cwd, stdio: 'inherit', env: process.env });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

if (!existsSync(join(root, 'server', 'node_modules'))) {
  console.log('» installing dependencies (pnpm, pinned in package.json)');
  run([join(root, 'scripts/pnpm.mjs'), 'install', '--frozen-lockfile']);
}
console.log('» building the server');
run([join(root, 'scripts/pnpm.mjs'), 'run', 'build'], join(root, 'server'));
console.log('» loading the sample data');
run([join(root, 'server/dist/demo.js')]);
