import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { ADMIN, callOk, signedInApi, signInContext } from '../support/api';
import { buttonWithText, openFromMenu, pageArea, tableRows, toast } from '../support/app';
import { baseURL, houseVersion, repoRoot } from '../support/e2e-env';
import { house, system } from '../support/locales';
import { reactivateRealHouseRemote } from '../support/modules';

const texts = system.en.module;
/** The next patch version of the house remote (1.0.1 while the repository's is 1.0.0). */
const VERSION = houseVersion.replace(
  /^(\d+)\.(\d+)\.(\d+).*$/,
  (_all, major, minor, patch) => `${major}.${minor}.${Number(patch) + 1}`,
);
const columnTitle = house.en.village.fields.name;
const changedTitle = `${columnTitle} (new release)`;

/**
 * The house remote as a team releases it: its own sources with a visible change (the
 * villages' name column) at the next patch version, in a folder of its own beside links
 * to the workspace's shared package and installed modules, so nothing in the repository
 * is touched. The publish command builds it there with webpack (it has no build yet).
 */
function newRelease(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'agency-release-'));
  const source = path.join(repoRoot, 'remote-house');
  const folder = path.join(root, 'remote-house');
  for (const entry of ['src', 'tsconfig.json', 'webpack.config.ts']) {
    cpSync(path.join(source, entry), path.join(folder, entry), { recursive: true });
  }
  symlinkSync(path.join(source, 'node_modules'), path.join(folder, 'node_modules'));
  for (const shared of ['shared', 'node_modules', 'scripts', 'package.json']) {
    symlinkSync(path.join(repoRoot, shared), path.join(root, shared));
  }
  cpSync(path.join(repoRoot, 'tsconfig.base.json'), path.join(root, 'tsconfig.base.json'));
  const pkg = JSON.parse(readFileSync(path.join(source, 'package.json'), 'utf8')) as { version: string };
  writeFileSync(path.join(folder, 'package.json'), JSON.stringify({ ...pkg, version: VERSION }, null, 2));
  const locale = path.join(folder, 'src', 'features', 'village', 'locales', 'en.ts');
  const text = readFileSync(locale, 'utf8');
  expect(text).toContain(`name: '${columnTitle}'`);
  writeFileSync(locale, text.replace(`name: '${columnTitle}'`, `name: '${changedTitle}'`));
  return root;
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
  await reactivateRealHouseRemote();
});

test('a team publishes a new house release with the command; an admin activates it and rolls it back', async ({
  page,
  context,
}) => {
  // A real webpack build of the remote is part of it (15 s on a quiet machine, more in CI).
  test.setTimeout(300_000);
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
      { cwd: path.join(release, 'remote-house'), encoding: 'utf8' },
    );
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
    expect(run.stdout).toContain(`publish: building @agency/remote-house ${VERSION}`);
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
