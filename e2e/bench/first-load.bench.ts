import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, type Browser, test } from '@playwright/test';
import { LISTED_HOUSE_FIELDS } from '../support/listed-house';
import {
  coldContext,
  LOGIN_FORM,
  LOGIN_READY,
  median,
  type ScriptFile,
  ScriptRecorder,
  scriptTimings,
  signIn,
  sum,
} from './measure';

/**
 * `npm run bench`: first-load JavaScript and timings in Chromium, every run in a
 * fresh browser context (cold HTTP cache), the median of `BENCH_RUNS` runs.
 * Measurements only: nothing here fails on a number.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const OUTPUT =
  process.env.BENCH_OUTPUT ?? path.join(__dirname, '..', 'test-results', 'bench', 'results.json');
const LANDING = '/user/profile';

/** One page of each remote, opened from the sidebar menu after login (from the profile page). */
const REMOTE_PAGES = [
  { remote: 'remote_house', path: '/house/village', menu: '/house' },
  { remote: 'remote_vehicle', path: '/vehicle/car', menu: '/vehicle' },
  { remote: 'remote_contracts', path: '/pact/template', menu: '/pact' },
  { remote: 'remote_system', path: '/system/notice', menu: '/system' },
] as const;

/** The layout's container of the page at `path` (pages left open stay mounted, hidden, in theirs). */
const pageAt = (path: string) => `.app-page[data-page="${path}"]`;
/** What the host shows in a remote page's place: its loading placeholders, its error screens. */
const HOST_PLACEHOLDERS =
  '[data-testid="remote-page-loading"], [data-testid="full-page-loading"], [data-testid="page-not-available"], [data-testid="remote-error-card"]';
/**
 * First paint of a remote page: its container holds none of the host's placeholders and
 * its first element (the remote page's own root, e.g. a list's search form and toolbar,
 * drawn on the page's first render before any data) is visible. Every remote page has one.
 */
const pageFirstPaint = (path: string) => `${pageAt(path)}:not(:has(${HOST_PLACEHOLDERS})) > *`;
/** A remote page is ready when its table shows and nothing in the page is loading. */
const pageReady = (path: string) => `${pageAt(path)} .ant-table`;
const pageBusy = (path: string) =>
  `${pageAt(path)} .ant-spin-spinning, [data-testid="remote-page-loading"], [data-testid="full-page-loading"]`;

/** RuoYi-Vue3's login form (src/views/login.vue, Element Plus): its user name input. */
const RUOYI_LOGIN_FORM = '.login-form input[type="text"]';

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const ms = (value: number) => Math.round(value);
const relative = (url: string) => new URL(url).pathname;

interface FileRow {
  file: string;
  kb: number;
  gzipKb: number;
  transferKb: number;
}
const rows = (files: readonly ScriptFile[]): FileRow[] =>
  [...files]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((file) => ({
      file: relative(file.url),
      kb: kb(file.bytes),
      gzipKb: kb(file.gzipBytes),
      transferKb: kb(file.transferBytes),
    }));

const results: {
  chromium?: string;
  runs?: number;
  login?: unknown;
  ruoyiLogin?: unknown;
  remotes: Record<string, unknown>;
  publicPages: Record<string, unknown>;
} = { remotes: {}, publicPages: {} };

test.describe.configure({ mode: 'serial' });

test.afterAll(async ({ browser }) => {
  results.chromium = browser.version();
  results.runs = RUNS;
  mkdirSync(path.dirname(OUTPUT), { recursive: true });
  writeFileSync(OUTPUT, `${JSON.stringify(results, null, 2)}\n`);
});

/**
 * A login page at `${baseURL}/login`, `RUNS` times in a cold context: the time until
 * `loginForm` was first visible and until `loginReady` showed the form usable (ours is
 * prerendered, then hydrated; RuoYi-Vue3's is usable once drawn), the scripts whose response
 * ended before the form was usable (count, gzip, transferred), and every script by network
 * idle. The same method for our login and RuoYi-Vue3's.
 */
async function measureLoginPage(browser: Browser, baseURL: string, loginForm: string, loginReady: string) {
  const runs: {
    gzip: number;
    bytes: number;
    transfer: number;
    files: number;
    visibleMs: number;
    readyMs: number;
    idleGzip: number;
  }[] = [];
  let sample: { untilReady: FileRow[]; afterReady: FileRow[] } | undefined;
  for (let run = 0; run < RUNS; run++) {
    const context = await coldContext(browser, baseURL, loginForm, loginReady);
    const page = await context.newPage();
    const recorder = new ScriptRecorder(page);
    await page.goto('/login');
    const [visibleAt, readyAt] = await page.evaluate(() => {
      const probe = window as unknown as {
        __benchFormVisible: Promise<number>;
        __benchFormReady: Promise<number>;
      };
      return Promise.all([probe.__benchFormVisible, probe.__benchFormReady]);
    });
    await page.waitForLoadState('networkidle');
    const timings = await scriptTimings(page);
    const untilReady = await recorder.filesFor(
      timings.filter((t) => t.responseEnd <= readyAt).map((t) => t.url),
    );
    const all = await recorder.filesFor(timings.map((t) => t.url));
    runs.push({
      gzip: sum(untilReady, 'gzipBytes'),
      bytes: sum(untilReady, 'bytes'),
      transfer: sum(untilReady, 'transferBytes'),
      files: untilReady.length,
      visibleMs: visibleAt,
      readyMs: readyAt,
      idleGzip: sum(all, 'gzipBytes'),
    });
    if (!sample) {
      const seen = new Set(untilReady.map((file) => file.url));
      sample = {
        untilReady: rows(untilReady),
        afterReady: rows(all.filter((file) => !seen.has(file.url))),
      };
    }
    await context.close();
  }
  return {
    firstLoadJsGzipKb: kb(median(runs.map((r) => r.gzip))),
    firstLoadJsKb: kb(median(runs.map((r) => r.bytes))),
    firstLoadJsTransferKb: kb(median(runs.map((r) => r.transfer))),
    firstLoadJsFiles: median(runs.map((r) => r.files)),
    formVisibleMs: ms(median(runs.map((r) => r.visibleMs))),
    formReadyMs: ms(median(runs.map((r) => r.readyMs))),
    jsByNetworkIdleGzipKb: kb(median(runs.map((r) => r.idleGzip))),
    runs: runs.map((r) => ({
      gzipKb: kb(r.gzip),
      formVisibleMs: ms(r.visibleMs),
      formReadyMs: ms(r.readyMs),
      idleGzipKb: kb(r.idleGzip),
    })),
    files: sample,
  };
}

test('login page: first-load JavaScript and time until the form is visible', async ({ browser, baseURL }) => {
  results.login = await measureLoginPage(browser, baseURL!, LOGIN_FORM, LOGIN_READY);
});

/**
 * RuoYi-Vue3's login, measured the same way right after ours (served by
 * scripts/lib/ruoyi-static-server.mjs, see bench.config.ts). Its login page asks our
 * server for a captcha first: checked once, so the comparison is of a working page.
 */
test('RuoYi-Vue3 login page: the same figures, for comparison', async ({ browser }, testInfo) => {
  const ruoyiURL = testInfo.config.metadata.ruoyiURL as string | undefined;
  test.skip(!ruoyiURL, 'no RuoYi-Vue3 build to compare with (BENCH_RUOYI_DIR)');
  const context = await coldContext(browser, ruoyiURL!, RUOYI_LOGIN_FORM, RUOYI_LOGIN_FORM);
  const page = await context.newPage();
  const [captcha] = await Promise.all([
    page.waitForResponse((response) => response.url().includes('/captchaImage')),
    page.goto('/login'),
  ]);
  const answer = (await captcha.json()) as { code?: number; captchaEnabled?: boolean };
  await context.close();
  if (answer.code !== 200)
    throw new Error(`RuoYi-Vue3's captcha call to our server: ${JSON.stringify(answer)}`);
  results.ruoyiLogin = {
    ...(await measureLoginPage(browser, ruoyiURL!, RUOYI_LOGIN_FORM, RUOYI_LOGIN_FORM)),
    captchaCall: {
      url: relative(captcha.url()),
      status: captcha.status(),
      captchaEnabled: answer.captchaEnabled,
    },
  };
});

/** The public pages (no login): a listed house and a car on offer, added through the API. */
const PUBLIC_PAGES = [
  { name: 'house', path: '/house/detail/' },
  { name: 'car', path: '/car/detail/' },
] as const;
/** A public page is there when its content (not the loading or error state) shows. */
const PUBLIC_READY = '[data-testid="public-page-content"]';

async function createPublicRecords(request: APIRequestContext): Promise<Record<'house' | 'car', number>> {
  const login = await request.post('/web-api/login', { data: { identifier: 'admin', password: 'admin123' } });
  const token = ((await login.json()) as { token: string }).token;
  const headers = { Authorization: `Bearer ${token}` };
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, data?: unknown) => {
    const response = await request.fetch(`/web-api${url}`, { method, headers, data });
    const body = (await response.json()) as { code: number; msg: string; rows?: { id: number }[] };
    if (body.code !== 200) throw new Error(`${method} ${url}: ${body.msg}`);
    return body;
  };
  const stamp = `bench ${Date.now()}`;
  await call('POST', '/system/houseRoom', { ...LISTED_HOUSE_FIELDS, location: stamp });
  const house = (await call('GET', `/system/houseRoom/list?location=${encodeURIComponent(stamp)}`)).rows?.[0]
    ?.id;
  await call('PUT', `/system/houseRoom/handleAudit/${house}`);
  const plate = `B ${Date.now() % 100000}`;
  await call('POST', '/system/car', {
    plateNumber: plate,
    brand: 'Toyota',
    model: 'Fortuner',
    vehicleType: 'suv',
    rentPerDay: 350000,
  });
  const car = (await call('GET', `/system/car/list?plateNumber=${encodeURIComponent(plate)}`)).rows?.[0]?.id;
  if (!house || !car) throw new Error('bench: the public records were not created');
  return { house, car };
}

test('public pages: first-load JavaScript and time until the content is visible', async ({
  browser,
  baseURL,
  playwright,
}) => {
  const request = await playwright.request.newContext({ baseURL });
  const ids = await createPublicRecords(request);
  await request.dispose();
  for (const target of PUBLIC_PAGES) {
    const runs: { gzip: number; bytes: number; transfer: number; files: number; visibleMs: number }[] = [];
    let sample: FileRow[] | undefined;
    for (let run = 0; run < RUNS; run++) {
      const context = await coldContext(browser, baseURL!);
      const page = await context.newPage();
      const recorder = new ScriptRecorder(page);
      await page.goto(`${target.path}${ids[target.name]}`);
      const visibleAt = await page.evaluate(
        (ready) =>
          (
            window as unknown as { __benchWatch: (selector: string, not: null) => Promise<number> }
          ).__benchWatch(ready, null),
        PUBLIC_READY,
      );
      await page.waitForLoadState('networkidle');
      const untilVisible = await recorder.filesFor(
        (await scriptTimings(page)).filter((t) => t.responseEnd <= visibleAt).map((t) => t.url),
      );
      runs.push({
        gzip: sum(untilVisible, 'gzipBytes'),
        bytes: sum(untilVisible, 'bytes'),
        transfer: sum(untilVisible, 'transferBytes'),
        files: untilVisible.length,
        visibleMs: visibleAt,
      });
      sample ??= rows(untilVisible);
      await context.close();
    }
    results.publicPages[target.name] = {
      page: target.path,
      firstLoadJsGzipKb: kb(median(runs.map((r) => r.gzip))),
      firstLoadJsKb: kb(median(runs.map((r) => r.bytes))),
      firstLoadJsTransferKb: kb(median(runs.map((r) => r.transfer))),
      firstLoadJsFiles: median(runs.map((r) => r.files)),
      contentVisibleMs: ms(median(runs.map((r) => r.visibleMs))),
      runs: runs.map((r) => ({ gzipKb: kb(r.gzip), contentVisibleMs: ms(r.visibleMs) })),
      files: sample,
    };
  }
});

for (const target of REMOTE_PAGES) {
  test(`${target.remote}: menu click to ${target.path} and its first-load JavaScript`, async ({
    browser,
    baseURL,
  }) => {
    const runs: {
      clickToFirstPaintMs: number;
      clickToPageMs: number;
      gzip: number;
      bytes: number;
      transfer: number;
      idleGzip: number;
    }[] = [];
    let sample: FileRow[] | undefined;
    for (let run = 0; run < RUNS; run++) {
      const context = await coldContext(browser, baseURL!);
      const page = await context.newPage();
      const recorder = new ScriptRecorder(page);
      await signIn(page, LANDING);
      const item = `li[data-menu-id$="-${target.path}"]`;
      if (!(await page.locator(item).isVisible())) {
        await page.locator(`[data-menu-id$="-${target.menu}"]`).click();
        await page.locator(item).waitFor({ state: 'visible' });
        await page.waitForTimeout(400); // the submenu's opening motion
      }
      // Both watches start in the click's task, so neither misses a frame.
      const { clickAt, firstPaintAt, readyAt } = await page.evaluate(
        async ({ item, firstPaint, ready, busy }) => {
          const probe = window as unknown as {
            __benchWatch: (selector: string, not: string | null) => Promise<number>;
          };
          const element = document.querySelector<HTMLElement>(item);
          if (!element) throw new Error(`no menu item ${item}`);
          const clickAt = performance.now();
          element.click();
          const [firstPaintAt, readyAt] = await Promise.all([
            probe.__benchWatch(firstPaint, null),
            probe.__benchWatch(ready, busy),
          ]);
          return { clickAt, firstPaintAt, readyAt };
        },
        {
          item,
          firstPaint: pageFirstPaint(target.path),
          ready: pageReady(target.path),
          busy: pageBusy(target.path),
        },
      );
      await page.waitForLoadState('networkidle');
      const timings = (await scriptTimings(page)).filter((t) => t.startTime >= clickAt);
      const untilReady = await recorder.filesFor(
        timings.filter((t) => t.responseEnd <= readyAt).map((t) => t.url),
      );
      const all = await recorder.filesFor(timings.map((t) => t.url));
      runs.push({
        clickToFirstPaintMs: firstPaintAt - clickAt,
        clickToPageMs: readyAt - clickAt,
        gzip: sum(untilReady, 'gzipBytes'),
        bytes: sum(untilReady, 'bytes'),
        transfer: sum(untilReady, 'transferBytes'),
        idleGzip: sum(all, 'gzipBytes'),
      });
      sample ??= rows(all);
      await context.close();
    }
    results.remotes[target.remote] = {
      page: target.path,
      menuClickToFirstPaintMs: ms(median(runs.map((r) => r.clickToFirstPaintMs))),
      menuClickToPageMs: ms(median(runs.map((r) => r.clickToPageMs))),
      firstLoadJsGzipKb: kb(median(runs.map((r) => r.gzip))),
      firstLoadJsKb: kb(median(runs.map((r) => r.bytes))),
      firstLoadJsTransferKb: kb(median(runs.map((r) => r.transfer))),
      jsByNetworkIdleGzipKb: kb(median(runs.map((r) => r.idleGzip))),
      runs: runs.map((r) => ({
        clickToFirstPaintMs: ms(r.clickToFirstPaintMs),
        clickToPageMs: ms(r.clickToPageMs),
        gzipKb: kb(r.gzip),
      })),
      files: sample,
    };
  });
}
