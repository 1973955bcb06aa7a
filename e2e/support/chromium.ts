import type { LaunchOptions } from '@playwright/test';

/**
 * The browser both configurations launch (tests and bench): Debian's Chromium, since
 * Playwright's own browser download cannot work here, quiet and without a sandbox.
 */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
