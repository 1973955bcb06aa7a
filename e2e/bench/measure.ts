import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from '@playwright/test';

/**
 * One JavaScript file as downloaded: its body size, the size of that body gzipped at
 * level 9 (comparable across servers and runs) and the bytes of the body on the wire
 * (what the server sent: our server the brotli twins its build writes, RuoYi-Vue3's
 * static server the gzip twins of its build).
 */
export interface ScriptFile {
  url: string;
  bytes: number;
  gzipBytes: number;
  transferBytes: number;
}

/** A script's resource-timing entry (ms since the page's time origin). */
interface ScriptTiming {
  url: string;
  startTime: number;
  responseEnd: number;
}

/** A JavaScript file by its URL (`.js` or `.mjs`, with or without a query). */
const isScriptUrl = (url: string) => /\.m?js(\?|$)/.test(url);

/** Records every script response of a page with its body, gzip and transferred sizes. */
export class ScriptRecorder {
  private readonly files = new Map<string, Promise<ScriptFile | null>>();

  constructor(page: Page) {
    page.on('response', (response) => {
      const url = response.url();
      // Scripts, and modules fetched by `<link rel="modulepreload">` (Vite's builds, RuoYi-Vue3's):
      // the same files `scriptTimings` counts.
      if (response.request().resourceType() !== 'script' && !isScriptUrl(url)) return;
      if (this.files.has(url)) return;
      this.files.set(
        url,
        Promise.all([response.body(), response.request().sizes()]).then(
          ([body, sizes]) => ({
            url,
            bytes: body.length,
            gzipBytes: gzipSync(body, { level: 9 }).length,
            transferBytes: sizes.responseBodySize,
          }),
          () => null,
        ),
      );
    });
  }

  /** The recorded files among `urls` (in that order; unknown ones are skipped). */
  async filesFor(urls: readonly string[]): Promise<ScriptFile[]> {
    const out: ScriptFile[] = [];
    for (const url of urls) {
      const file = await this.files.get(url);
      if (file) out.push(file);
    }
    return out;
  }
}

/** Our login page's form; `coldContext` takes another login form's selector (RuoYi-Vue3's). */
export const LOGIN_FORM = '[data-testid="login-form"]';
/**
 * Our login form once it can be used: the prerendered form's button is disabled until
 * React has hydrated the page (host/src/hooks/use-hydrated.ts).
 */
export const LOGIN_READY = '[data-testid="login-submit"]:not([disabled])';

/**
 * In the page from its first script on: a larger resource-timing buffer, and
 * `__benchWatch(selector)`, which resolves with the `performance.now()` of the
 * first animation frame in which the selector matches a visible element (and,
 * if given, `notSelector` matches nothing). On `/login`, `__benchFormVisible` is
 * that watch for `loginForm`, and `__benchFormReady` for `loginReady` (the form usable),
 * both started before any script of the page runs.
 */
const pageProbe = (loginForm: string, loginReady: string) => `
  performance.setResourceTimingBufferSize(5000);
  window.__benchVisible = (selector) => {
    const el = document.querySelector(selector);
    if (!el) return false;
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  window.__benchWatch = (selector, notSelector, timeoutMs = 60000) =>
    new Promise((resolve, reject) => {
      const start = performance.now();
      const check = () => {
        if (window.__benchVisible(selector) && !(notSelector && document.querySelector(notSelector))) {
          resolve(performance.now());
        } else if (performance.now() - start > timeoutMs) {
          reject(new Error('not visible in time: ' + selector));
        } else {
          requestAnimationFrame(check);
        }
      };
      check();
    });
  if (location.pathname === '/login') {
    window.__benchFormVisible = window.__benchWatch(${JSON.stringify(loginForm)}, null);
    window.__benchFormVisible.catch(() => {});
    window.__benchFormReady = window.__benchWatch(${JSON.stringify(loginReady)}, null);
    window.__benchFormReady.catch(() => {});
  }
`;

/** Script timings of the page (resource timing), for choosing which recorded files count. */
export async function scriptTimings(page: Page): Promise<ScriptTiming[]> {
  return page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.initiatorType === 'script' || /\.m?js(\?|$)/.test(entry.name))
      .map((entry) => ({ url: entry.name, startTime: entry.startTime, responseEnd: entry.responseEnd })),
  );
}

export function sum(files: readonly ScriptFile[], key: 'bytes' | 'gzipBytes' | 'transferBytes'): number {
  return files.reduce((total, file) => total + file[key], 0);
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (index: number) => sorted[index] ?? Number.NaN;
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

/** A fresh context: its own empty HTTP cache (cold), no service workers. */
export async function coldContext(
  browser: Browser,
  baseURL: string,
  loginForm: string = LOGIN_FORM,
  loginReady: string = LOGIN_READY,
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block', locale: 'en-US' });
  await context.addInitScript(pageProbe(loginForm, loginReady));
  return context;
}

/** Signs in through the login page and waits until `landing` has settled. */
export async function signIn(page: Page, landing: string): Promise<void> {
  await page.goto(`/login?redirect=${encodeURIComponent(landing)}`);
  const form = page.getByTestId('login-form');
  await form.locator('input').first().fill('admin');
  await form.locator('input[type="password"]').fill('admin123');
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => url.pathname === landing, { timeout: 60_000 });
  await page.getByTestId('sidebar-menu').waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
}
