#!/usr/bin/env node
// `npm start`: install with the pinned pnpm, build whatever changed, then run the whole
// product (API, host and every remote) on one port with the embedded database.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pnpm = (args, cwd = root) => {
  const r = spawnSync(process.execPath, [join(root, 'scripts/pnpm.mjs'), ...args], { cwd, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

/** Newest modification time below a folder, skipping build output and dependencies. */
function newest(dir) {
  let max = 0;
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    const full = join(dir, entry);
    const st = statSync(full);
    max = Math.max(max, st.isDirectory() ? newest(full) : st.mtimeMs);
  }
  return max;
}

const stampFile = join(root, 'node_modules/.build-stamps.json');
const stamps = existsSync(stampFile) ? JSON.parse(readFileSync(stampFile, 'utf8')) : {};

console.log('» installing dependencies (pnpm, pinned in package.json)');
pnpm(['install', '--frozen-lockfile']);

const sharedNewest = newest(join(root, 'shared'));
const apps = ['server', 'host', 'remote-house', 'remote-vehicle', 'remote-contracts', 'remote-system'];
for (const app of apps) {
  const dir = join(root, app);
  const source = Math.max(newest(dir), app === 'server' ? 0 : sharedNewest);
  const built = existsSync(join(dir, 'dist'));
  if (built && stamps[app] && stamps[app] >= source && !process.env.FORCE_BUILD) {
    console.log(`» ${app}: up to date`);
    continue;
  }
  console.log(`» building ${app}`);
  pnpm(['run', 'build'], dir);
  stamps[app] = source;
  mkdirSync(dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, JSON.stringify(stamps, null, 2));
}

console.log('» starting the server');
const child = spawn(process.execPath, [join(root, 'server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
