import { expect, type Page } from '@playwright/test';

/**
 * Records the scripts a page downloads, to check that a public page (no login) stays
 * off the staff code: neither the layout chunk nor antd's whole index, whose table
 * component (rc-table, marked by `rc-table-internal-hook`) no public page uses.
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
    const layout = loaded.filter((script) => /^\/layout\./.test(new URL(script.url).pathname));
    expect(layout.map((script) => script.url)).toEqual([]);
    const table = loaded.filter((script) => script.body.includes('rc-table-internal-hook'));
    expect(table.map((script) => script.url)).toEqual([]);
  };
}
