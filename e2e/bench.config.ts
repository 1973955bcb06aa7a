import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';
import { serverEnv } from './support/server-env';

/**
 * `npm run bench` (scripts/bench.mjs): measurements, not tests. The built
 * server on its own port and a fresh embedded database, Debian's Chromium.
 * With BENCH_RUOYI_DIR (a RuoYi-Vue3 checkout with its dist/, set by the script),
 * RuoYi-Vue3's build is served next to it, its API base proxied to that server,
 * so its login page is measured in the same run (tests find it in `metadata.ruoyiURL`).
 */
const port = Number(process.env.BENCH_PORT ?? 8182);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'agency-bench-'));
const ruoyiDir = process.env.BENCH_RUOYI_DIR;
const ruoyiPort = Number(process.env.BENCH_RUOYI_PORT ?? port + 1);
const ruoyiURL = `http://127.0.0.1:${ruoyiPort}`;

const ourServer = {
  command: 'node ../server/dist/main.js',
  url: `${baseURL}/web-api/public/modules`,
  timeout: 120_000,
  reuseExistingServer: false,
  stdout: 'pipe' as const,
  env: serverEnv(port, dataDir),
};
const ruoyiServer = ruoyiDir && {
  command: `node ../scripts/lib/ruoyi-static-server.mjs ${JSON.stringify(ruoyiDir)} ${ruoyiPort} ${port}`,
  url: `${ruoyiURL}/login`,
  timeout: 30_000,
  reuseExistingServer: false,
};

export default defineConfig({
  testDir: './bench',
  testMatch: /.*\.bench\.ts$/,
  timeout: 15 * 60_000,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  outputDir: 'test-results/bench',
  use: {
    baseURL,
    trace: 'off',
    screenshot: 'off',
    launchOptions: chromiumLaunchOptions,
  },
  metadata: { ruoyiURL: ruoyiServer ? ruoyiURL : undefined },
  webServer: ruoyiServer ? [ourServer, ruoyiServer] : ourServer,
});
