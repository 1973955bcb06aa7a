// The Playwright web server: deploys a second version of the house remote (a copy of
// its build, for the module rollback test), then runs the real server in this process.
// The copy and a temporary data folder are removed when the server stops.
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const { E2E_REPO_ROOT, E2E_HOUSE_VERSION, E2E_ROLLBACK_VERSION, DATA_DIR, E2E_DATA_DIR_TEMPORARY } =
  process.env;
if (!E2E_REPO_ROOT || !E2E_HOUSE_VERSION || !E2E_ROLLBACK_VERSION || !DATA_DIR) {
  console.error('serve-e2e: start it through playwright.config.ts');
  process.exit(1);
}

const houseDist = path.join(E2E_REPO_ROOT, 'remote-house', 'dist');
const built = path.join(houseDist, E2E_HOUSE_VERSION);
const copy = path.join(houseDist, E2E_ROLLBACK_VERSION);
if (!existsSync(path.join(built, 'remoteEntry.js'))) {
  console.error(`serve-e2e: ${built} has no remoteEntry.js; build the remotes first`);
  process.exit(1);
}
rmSync(copy, { recursive: true, force: true });
cpSync(built, copy, { recursive: true });

process.on('exit', () => {
  rmSync(copy, { recursive: true, force: true });
  if (E2E_DATA_DIR_TEMPORARY === '1' && !process.env.E2E_KEEP_DATA) {
    rmSync(DATA_DIR, { recursive: true, force: true });
  }
});

await import(pathToFileURL(path.join(E2E_REPO_ROOT, 'server', 'dist', 'main.js')).href);
