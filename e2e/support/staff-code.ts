import { expect, type Page } from '@playwright/test';

/**
 * What a public page (no login) must not download, by a string only that code contains:
 * the public house and car pages are plain React like the login page (docs/benchmarks.md).
 */
const STAFF_CODE = {
  // antd's CSS-in-JS (rc-util's style injection): any antd component or its theme.
  antd: 'data-rc-order',
  // The request client of the signed-in screens.
  axios: 'X-XSRF-TOKEN',
  // RTK Query, the staff screens' server cache.
  'RTK Query': 'internal_getRTKQSubscriptions',
  // Redux itself: the public pages' start has no store (host/src/public-bootstrap.tsx).
  'the Redux store': '@@redux/INIT',
  // The login page (and the staff app's start, which has it in its first chunk).
  'the login page': 'login-form',
  // The federation runtime: the public start loads a remote's public pages module instead
  // (shared/build/public-pages-entry.ts).
  'the federation runtime': '__FEDERATION__',
};

/**
 * Records the scripts a page downloads, to check that a public page (no login) stays
 * off the staff code: not the layout or the staff kit chunk, not antd, axios, RTK Query,
 * the Redux store, the login page or the federation runtime (its remote's public pages
 * module instead of the remote's entry).
 */
export function recordScripts(page: Page): () => Promise<void> {
  const scripts: Promise<{ url: string; body: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response.text().then(
        (body) => ({ url: response.url(), body }),
        () => ({ url: response.url(), body: '' }),
      ),
    );
  });
  return async () => {
    const loaded = await Promise.all(scripts);
    expect(loaded.length).toBeGreaterThan(0);
    // The staff layout and the staff screens' part of shared (the resource kit and the rest).
    const staffChunks = loaded.filter((script) => /^\/(layout|kit)\./.test(new URL(script.url).pathname));
    expect(staffChunks.map((script) => script.url)).toEqual([]);
    // The remote's page came from its public pages module, not its federated entry.
    const paths = loaded.map((script) => new URL(script.url).pathname);
    expect(paths.filter((path) => path.endsWith('/remoteEntry.js'))).toEqual([]);
    expect(
      paths.filter((path) => /^\/remotes\/[^/]+\/[^/]+\/public\/public-pages\.js$/.test(path)),
    ).toHaveLength(1);
    for (const [what, marker] of Object.entries(STAFF_CODE)) {
      const found = loaded.filter((script) => script.body.includes(marker)).map((script) => script.url);
      expect(found, `${what} on a public page`).toEqual([]);
    }
  };
}
