#!/usr/bin/env node
// The RuoYi-Vue3 trial (issue 10): an unmodified RuoYi-Vue3 production build, pointed at
// our /web-api, opens every system and monitor screen. Not a test of the suite: RuoYi-Vue3
// is not part of the repository. Fetch and build it once, outside the repository:
//   git clone https://github.com/yangzongzhuan/RuoYi-Vue3 && cd RuoYi-Vue3 && npm install && npx vite build
// then: RUOYI_VUE3_DIR=/path/to/RuoYi-Vue3 node scripts/ruoyi-trial.mjs
// It starts our built server on a fresh embedded database (captcha off), serves RuoYi's
// dist/ with its API base (/prod-api, from its .env.production) proxied to /web-api,
// signs in through RuoYi's own login form as admin, opens each screen from RuoYi's menu
// routes and records, per screen: API calls that failed (HTTP or an envelope code other
// than 200), console errors, and whether the screen shows a table with rows or a form.
// Writes docs/ruoyi-vue3-trial.json and prints a summary; screenshots go to TRIAL_SHOTS.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ruoyiApiBase, startRuoyiFront } from './lib/ruoyi-static-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const ruoyi = process.env.RUOYI_VUE3_DIR;
if (!ruoyi || !existsSync(join(ruoyi, 'dist', 'index.html'))) {
  console.log(
    'ruoyi-trial: skipped: set RUOYI_VUE3_DIR to a RuoYi-Vue3 checkout with a production build (dist/)',
  );
  process.exit(0);
}
const apiBase = ruoyiApiBase(ruoyi);
const shots = process.env.TRIAL_SHOTS;
if (shots) mkdirSync(shots, { recursive: true });
const requireE2e = createRequire(join(root, 'e2e', 'package.json'));
const { chromium } = requireE2e('@playwright/test');

const SCREENS = [
  '/system/user',
  '/system/role',
  '/system/menu',
  '/system/dept',
  '/system/post',
  '/system/dict',
  '/system/config',
  '/system/notice',
  '/monitor/online',
  '/monitor/job',
  '/monitor/druid',
  '/monitor/server',
  '/monitor/cache',
  '/monitor/cacheList',
  '/monitor/logininfor',
  '/monitor/operlog',
];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const freePort = () =>
  new Promise((resolve) => {
    const probe = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const serverPort = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'agency-ruoyi-trial-'));
const server = spawn(process.execPath, [join(root, 'server', 'dist', 'main.js')], {
  env: {
    ...process.env,
    PORT: String(serverPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    CAPTCHA_ENABLED: 'false',
    LOG_LEVEL: 'warn',
  },
  stdio: 'ignore',
});
// RuoYi's dist/ with its API base proxied to our server (scripts/lib/ruoyi-static-server.mjs).
const front = await startRuoyiFront({ ruoyiDir: ruoyi, apiPort: serverPort });
const frontPort = front.port;

const results = [];
let browser;
try {
  for (let i = 0; ; i += 1) {
    const ok = await fetch(`http://127.0.0.1:${serverPort}/web-api/public/modules`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (i > 240) throw new Error('the server did not start');
    await sleep(500);
  }
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  let current = { failures: [], errors: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') current.errors.push(message.text().slice(0, 300));
  });
  page.on('pageerror', (error) => current.errors.push(String(error).slice(0, 300)));
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith(apiBase)) return;
    const call = `${response.request().method()} ${url.pathname.slice(apiBase.length)}${url.search}`;
    if (response.status() >= 400) return current.failures.push(`${call}: HTTP ${response.status()}`);
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    const body = await response.json().catch(() => null);
    if (body && typeof body.code === 'number' && body.code !== 200)
      current.failures.push(`${call}: ${body.code} ${body.msg}`);
  });

  const base = `http://127.0.0.1:${frontPort}`;
  await page.goto(`${base}/login`);
  await page.locator('input[type="password"]').waitFor();
  await page.locator('input[type="text"]').first().fill('admin');
  await page.locator('input[type="password"]').fill('admin123');
  await page
    .locator('button')
    .filter({ hasText: /登\s*录/ })
    .click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
  results.push({ screen: '/login', ...current });

  for (const screen of SCREENS) {
    current = { failures: [], errors: [] };
    await page.goto(`${base}${screen}`);
    await sleep(2500);
    const shown = await page.evaluate(() => ({
      rows: document.querySelectorAll('.el-table__body tr').length,
      forms: document.querySelectorAll('.el-form').length,
      cards: document.querySelectorAll('.el-card').length,
      // RuoYi's 404 view takes the whole page (no .app-main) when no menu route matches.
      notFound:
        document.querySelector('.wscn-http404-container') !== null ||
        /404|找不到/.test(document.querySelector('.app-main')?.textContent ?? ''),
    }));
    if (shots) await page.screenshot({ path: join(shots, `${screen.replace(/\//g, '_').slice(1)}.png`) });
    results.push({ screen, ...shown, ...current });
  }
} finally {
  await browser?.close();
  await front.close();
  server.kill('SIGTERM');
  await sleep(1000);
  rmSync(dataDir, { recursive: true, force: true });
}

const commit = JSON.parse(readFileSync(join(ruoyi, 'package.json'), 'utf8')).version;
writeFileSync(
  join(root, 'docs', 'ruoyi-vue3-trial.json'),
  `${JSON.stringify({ date: new Date().toISOString(), ruoyiVue3Version: commit, apiBase, results }, null, 2)}\n`,
);
for (const result of results) {
  const state = result.failures.length || result.errors.length || result.notFound ? 'PROBLEMS' : 'ok';
  console.log(`${state.padEnd(8)} ${result.screen} rows=${result.rows ?? '-'} forms=${result.forms ?? '-'}`);
  for (const failure of result.failures) console.log(`         api: ${failure}`);
  for (const error of result.errors) console.log(`         console: ${error}`);
}
