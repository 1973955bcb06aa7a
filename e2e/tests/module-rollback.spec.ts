import { expect, type Page, type Request, test } from '@playwright/test';
import { ADMIN, callOk, getEnvelope, signedInApi, signInContext } from '../support/api';
import { buttonWithText, exactly, openFromMenu, pageArea, tableRows, toast } from '../support/app';
import { houseVersion, rollbackVersion } from '../support/e2e-env';
import { fill, house, system } from '../support/locales';
import { type ModuleRow, reactivateRealHouseRemote } from '../support/modules';

const texts = system.en.module;
const REMOTES = ['remote_contracts', 'remote_house', 'remote_system', 'remote_vehicle'];

const entryOf = (version: string) => `/remotes/remote_house/${version}/remoteEntry.js`;

/** The registry the host reads at start: name -> active version. */
async function activeVersions(page: Page): Promise<Record<string, string>> {
  const answer = await getEnvelope(page.request, '/public/modules');
  const modules = answer.data as { name: string; version: string; entry: string }[];
  for (const module of modules) {
    expect(module.entry).toBe(`/remotes/${module.name}/${module.version}/remoteEntry.js`);
  }
  return Object.fromEntries(modules.map((module) => [module.name, module.version]));
}

/** The registry's card of the module screen (the tokens and history cards sit below it). */
const registryCard = (page: Page) => page.locator('.system-module-page');

/** Activates a version of the house remote on the modules screen, confirming the dialog. */
async function activateOnScreen(page: Page, version: string): Promise<void> {
  const row = tableRows(registryCard(page)).filter({ hasText: entryOf(version) });
  await buttonWithText(row, texts.activate).click();
  const confirm = page.getByRole('dialog').filter({ hasText: texts.confirm.title });
  await expect(confirm).toContainText(fill(texts.confirm.content, { name: 'remote_house', version }));
  await buttonWithText(confirm, texts.confirm.ok).click();
  await expect(toast(page, texts.activateSuccess)).toBeVisible();
  await expect(row.getByText(texts.state.active, { exact: true })).toBeVisible();
  await expect(buttonWithText(row, texts.activate)).toHaveCount(0);
}

/** Reloads the application and opens the villages: which house remote entry did the browser load? */
async function houseEntryLoadedAfterReload(page: Page): Promise<string> {
  const entries: string[] = [];
  const record = (url: string) => {
    const path = new URL(url).pathname;
    if (path.startsWith('/remotes/remote_house/') && path.endsWith('/remoteEntry.js')) entries.push(path);
  };
  const listener = (request: Request) => record(request.url());
  page.on('request', listener);
  await page.goto('/index');
  await openFromMenu(page, '/house/village', 'en');
  await expect(
    pageArea(page).getByRole('columnheader', { name: house.en.village.fields.name }),
  ).toBeVisible();
  page.off('request', listener);
  expect(new Set(entries).size, `house entries loaded: ${entries.join(', ')}`).toBe(1);
  return entries[0] ?? '';
}

test.afterEach(async () => {
  // Whatever happened above, the other tests get the real build of the house remote back.
  await reactivateRealHouseRemote();
});

test('an admin rolls the house remote back to an older version and forward again', async ({
  page,
  context,
}) => {
  expect(await activeVersions(page)).toMatchObject({ remote_house: houseVersion });
  expect(Object.keys(await activeVersions(page)).sort()).toEqual(REMOTES);

  await signInContext(context, ADMIN);
  await page.goto('/index');
  await openFromMenu(page, '/system/module', 'en');
  await expect(pageArea(page).getByText(texts.pageTitle, { exact: true })).toBeVisible();
  const area = registryCard(page);

  // Every remote is listed with its active version; only inactive versions can be activated
  // (a release published by another test may be listed too).
  const { api } = await signedInApi(ADMIN);
  const registered = (await callOk(api, 'get', '/system/module/list')).rows as ModuleRow[];
  await api.dispose();
  const rows = tableRows(area);
  await expect(rows).toHaveCount(registered.length);
  for (const name of REMOTES) await expect(area.getByRole('cell', { name, exact: true })).toBeVisible();
  await expect(area.locator('.ant-tag').filter({ hasText: exactly(texts.state.active) })).toHaveCount(
    REMOTES.length,
  );
  await expect(buttonWithText(area, texts.activate)).toHaveCount(registered.length - REMOTES.length);
  const current = rows.filter({ hasText: entryOf(houseVersion) });
  await expect(current.getByText(texts.state.active, { exact: true })).toBeVisible();
  const older = rows.filter({ hasText: entryOf(rollbackVersion) });
  await expect(older.getByText(texts.state.inactive, { exact: true })).toBeVisible();

  // Roll back: the registry names the older build, and a fresh load of the app uses it.
  await activateOnScreen(page, rollbackVersion);
  await expect(current.getByText(texts.state.inactive, { exact: true })).toBeVisible();
  expect(await activeVersions(page)).toMatchObject({
    remote_house: rollbackVersion,
    remote_vehicle: expect.any(String),
  });
  expect(await houseEntryLoadedAfterReload(page)).toBe(entryOf(rollbackVersion));

  // And forward again.
  await openFromMenu(page, '/system/module', 'en');
  await activateOnScreen(page, houseVersion);
  expect(await activeVersions(page)).toMatchObject({ remote_house: houseVersion });
  expect(await houseEntryLoadedAfterReload(page)).toBe(entryOf(houseVersion));
});
