import { expect, type Page, type Request } from '@playwright/test';

/**
 * Follows the page's API calls. `waitForLoadState('networkidle')` cannot stand in for
 * this in a single-page app: it answers at once once the first document has been idle,
 * so the calls a route makes after a client-side navigation are not waited for.
 */
export function trackApiCalls(page: Page): { settled: (quietMs?: number) => Promise<void> } {
  const pending = new Set<Request>();
  let lastChange = Date.now();
  const isApi = (request: Request) => request.url().includes('/web-api/');
  const done = (request: Request) => {
    if (pending.delete(request)) lastChange = Date.now();
  };
  page.on('request', (request) => {
    if (!isApi(request)) return;
    pending.add(request);
    lastChange = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    /** Resolves once no API call has been in flight for `quietMs`. */
    settled: async (quietMs = 500) => {
      await expect
        .poll(() => pending.size === 0 && Date.now() - lastChange >= quietMs, { intervals: [100] })
        .toBe(true);
    },
  };
}
