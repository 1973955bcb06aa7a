import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';
import { baseURL, dataDir, houseVersion, port, repoRoot, rollbackVersion } from './support/e2e-env';
import { serverEnv } from './support/server-env';

export { baseURL };

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  globalTeardown: './support/global-teardown.ts',
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/report.json' }],
  ],
  use: {
    baseURL,
    // The browser's language decides the first language (stored, else browser, else lo):
    // English unless a test asks for another.
    locale: 'en-US',
    viewport: { width: 1440, height: 900 },
    // The app honours the system's "reduce motion" (antd animates nothing): a click never
    // lands on a dialog still zooming in, which once made a confirm's OK miss on a loaded CI.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    // The real server, after deploying a second house remote version (see the script).
    command: 'node support/serve-e2e.mjs',
    url: `${baseURL}/web-api/public/modules`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      ...serverEnv(port, dataDir),
      E2E_REPO_ROOT: repoRoot,
      E2E_HOUSE_VERSION: houseVersion,
      E2E_ROLLBACK_VERSION: rollbackVersion,
    },
  },
});
