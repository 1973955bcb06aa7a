import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { ADMIN, callOk, signedInApi, signInContext } from '../support/api';
import { buttonWithText, openFromMenu, pageArea, tableRows, toast } from '../support/app';
import { baseURL, houseVersion, repoRoot } from '../support/e2e-env';
import { house, system } from '../support/locales';

const texts = system.en.module;
const VERSION = '1.0.1-e2e';
const columnTitle = house.en.village.fields.name;
const changedTitle = `${columnTitle} (new release)`;

interface ModuleRow {
  moduleId: number;
  version: string;
  active: boolean;
}

/**
 * The house remote's build as a team would publish a new release of it: a copy of the
 * real build under a new version, with a visible change (the villages' name column).
 */
function newRelease(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'agency-release-'));
  const dist = path.join(folder, 'dist', VERSION);
  cpSync(path.join(repoRoot, 'remote-house', 'dist', houseVersion), dist, { recursive: true });
  let changed = 0;
  for (const file of readdirSync(dist).filter((name) => name.endsWith('.js'))) {
    const text = readFileSync(path.join(dist, file), 'utf8');
    if (!text.includes(`"${columnTitle}"`)) continue;
    writeFileSync(path.join(dist, file), text.replaceAll(`"${columnTitle}"`, JSON.stringify(changedTitle)));
    // The compressed twins would still carry the old text.
    rmSync(path.join(dist, `${file}.br`), { force: true });
    rmSync(path.join(dist, `${file}.gz`), { force: true });
    changed += 1;
  }
  expect(changed).toBeGreaterThan(0);
  writeFileSync(
    path.join(folder, 'package.json'),
    JSON.stringify({ name: '@agency/remote-house', version: VERSION }),
  );
  return folder;
}

async function villageColumn(page: Page): Promise<string> {
  await page.goto('/index');
  await openFromMenu(page, '/house/village', 'en');
  const header = pageArea(page).getByRole('columnheader', { name: new RegExp(`^${columnTitle}`) });
  await expect(header).toBeVisible();
  return (await header.textContent())?.trim() ?? '';
}

test.afterEach(async () => {
  // The other tests get the real build of the house remote back.
  const { api } = await signedInApi(ADMIN);
  const list = await callOk(api, 'get', '/system/module/list?name=remote_house');
  const real = (list.rows as ModuleRow[]).find((row) => row.version === houseVersion);
  if (real && !real.active) await callOk(api, 'put', `/system/module/activate/${real.moduleId}`);
  await api.dispose();
});

test('a team publishes a new house release with the command; an admin activates it and rolls it back', async ({
  page,
  context,
}) => {
  const { api } = await signedInApi(ADMIN);
  const created = await callOk(api, 'post', '/system/module/token', {
    moduleName: 'remote_house',
    label: 'houses pipeline',
  });
  const token = (created.data as { token: string }).token;
  await api.dispose();

  // The team's pipeline: the publish command, from the remote's folder.
  const release = newRelease();
  try {
    const run = spawnSync(
      process.execPath,
      [path.join(repoRoot, 'scripts', 'publish-remote.mjs'), '--server', baseURL, '--token', token],
      { cwd: release, encoding: 'utf8' },
    );
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain(`Version ${VERSION} of remote_house is published`);
    expect(run.stdout).toContain('state: published, not active');
  } finally {
    rmSync(release, { recursive: true, force: true });
  }

  await signInContext(context, ADMIN);
  expect(await villageColumn(page)).toBe(columnTitle);

  // The admin activates it on the module screen.
  await openFromMenu(page, '/system/module', 'en');
  const registry = page.locator('.system-module-page');
  const row = tableRows(registry).filter({ hasText: `/remotes/remote_house/${VERSION}/remoteEntry.js` });
  await expect(row.getByText(texts.source.published, { exact: true })).toBeVisible();
  await buttonWithText(row, texts.activate).click();
  const confirm = page.getByRole('dialog').filter({ hasText: texts.confirm.title });
  await buttonWithText(confirm, texts.confirm.ok).click();
  await expect(toast(page, texts.activateSuccess)).toBeVisible();

  // Live on the next page load, with no restart or host rebuild.
  expect(await villageColumn(page)).toBe(changedTitle);

  // Roll back in one click.
  await openFromMenu(page, '/system/module', 'en');
  const active = tableRows(page.locator('.system-module-page')).filter({
    hasText: `/remotes/remote_house/${VERSION}/remoteEntry.js`,
  });
  await buttonWithText(active, texts.rollback.button).click();
  const rollback = page.getByRole('dialog').filter({ hasText: texts.rollback.title });
  await buttonWithText(rollback, texts.rollback.ok).click();
  await expect(toast(page, texts.rollback.success)).toBeVisible();
  const history = pageArea(page).locator('.ant-card').filter({ hasText: texts.history.title });
  await expect(history.getByText(texts.history.actions.rollback.replace('{{from}}', VERSION))).toBeVisible();
  await expect(history.getByText(texts.history.actions.publish, { exact: true })).toBeVisible();

  expect(await villageColumn(page)).toBe(columnTitle);
});
