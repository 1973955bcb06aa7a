import { expect, test } from '@playwright/test';
import { ADMIN, callOk, signedInApi, signInContext } from '../support/api';
import { buttonWithText, menuEntry, openAsAdmin, pageArea, sidebarMenu, tableRows } from '../support/app';
import { importTemplate, openImportDialog, startImport } from '../support/import-sheet';
import { common, fill, house, menuTitle } from '../support/locales';

// The resource kit, proven on the village screen: filters in the URL, column
// choices kept per user on the server, and the Excel import with its report.
const texts = house.en.village;
const kit = common.en.resource;
const VILLAGES = '/house/village';

test('village filters live in the URL: reload, back and a copied link show the same list', async ({
  page,
  context,
}) => {
  const { api } = await signedInApi(ADMIN);
  const tag = `URL${Date.now()}`;
  for (const name of [`${tag} Alpha`, `${tag} Beta`]) {
    await callOk(api, 'post', '/system/houseVillage', { name, year: '2012' });
  }
  await api.dispose();

  await signInContext(context, ADMIN);
  await page.goto(VILLAGES);
  const area = pageArea(page);
  await expect(area.getByRole('columnheader', { name: texts.fields.name })).toBeVisible();

  const search = area.locator('form.resource-search');
  await search.getByRole('textbox', { name: texts.fields.name }).fill(`${tag} Beta`);
  await buttonWithText(search, common.en.actions.search).click();
  await expect(page).toHaveURL(new RegExp(`[?&]name=${tag}`));
  await expect(tableRows(area)).toHaveCount(1);
  await expect(tableRows(area).first()).toContainText(`${tag} Beta`);

  // A reload reads the filter back from the URL and fills the search panel.
  await page.reload();
  await expect(tableRows(area)).toHaveCount(1);
  await expect(tableRows(area).first()).toContainText(`${tag} Beta`);
  await expect(search.getByRole('textbox', { name: texts.fields.name })).toHaveValue(`${tag} Beta`);

  // The link copied into another tab shows the same list.
  const copy = await context.newPage();
  await copy.goto(page.url());
  await expect(tableRows(pageArea(copy))).toHaveCount(1);
  await expect(tableRows(pageArea(copy)).first()).toContainText(`${tag} Beta`);
  await copy.close();

  // Back leaves the filter: both villages of this test are listed again.
  await page.goBack();
  await expect(page).not.toHaveURL(/name=/);
  await expect(tableRows(area).filter({ hasText: tag })).toHaveCount(2);
});

test('a hidden column stays hidden for the same user in a fresh browser', async ({
  page,
  context,
  browser,
}) => {
  const { api } = await signedInApi(ADMIN);
  await callOk(api, 'delete', '/system/user/columnSettings/house.village');
  try {
    await signInContext(context, ADMIN);
    await page.goto(VILLAGES);
    const area = pageArea(page);
    const header = area.getByRole('columnheader', { name: texts.fields.buildingType });
    await expect(header).toBeVisible();

    await area.getByRole('button', { name: common.en.table.columns }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: common.en.table.columnsDialogTitle });
    await dialog.locator('.ant-transfer-section').first().getByText(texts.fields.buildingType).click();
    const saved = page.waitForResponse(
      (response) =>
        response.url().includes('/web-api/system/user/columnSettings/house.village') &&
        response.request().method() === 'PUT',
    );
    await dialog.locator('.ant-transfer-actions button').first().click();
    expect(((await (await saved).json()) as { code: number }).code).toBe(200);
    await expect(header).toHaveCount(0);

    // Another browser: a new context with nothing stored, signed in as the same user.
    const fresh = await browser.newContext({ locale: 'en-US' });
    const other = await fresh.newPage();
    await signInContext(fresh, ADMIN);
    await other.goto(VILLAGES);
    const otherArea = pageArea(other);
    await expect(otherArea.getByRole('columnheader', { name: texts.fields.name })).toBeVisible();
    await expect(otherArea.getByRole('columnheader', { name: texts.fields.buildingType })).toHaveCount(0);
    await fresh.close();
  } finally {
    await callOk(api, 'delete', '/system/user/columnSettings/house.village');
    await api.dispose();
  }
});

test('importing a village sheet with one bad row writes the good rows and reports the bad one', async ({
  page,
  context,
}) => {
  // The template the screen offers, filled in as a user would.
  const { workbook, sheet, column } = await importTemplate('/system/houseVillage');
  const tag = `Import${Date.now()}`;
  const rows = [
    { [texts.fields.name]: `${tag} Good`, [texts.fields.year]: '2011' },
    { [texts.fields.name]: `${tag} Bad`, [texts.fields.year]: '15' },
  ];
  rows.forEach((values, index) => {
    const row = sheet.getRow(index + 2);
    for (const [label, value] of Object.entries(values)) row.getCell(column(label)).value = value;
    row.commit();
  });
  const file = Buffer.from(await workbook.xlsx.writeBuffer());

  await signInContext(context, ADMIN);
  await page.goto(VILLAGES);
  const area = pageArea(page);
  const dialog = await openImportDialog(page, area);
  await expect(dialog).toBeVisible();
  await startImport(dialog, 'villages.xlsx', file);

  await expect(
    dialog.getByText(fill(kit.import.summary, { total: 2, inserted: 1, updated: 0, failed: 1 })),
  ).toBeVisible();
  const problem = dialog.locator('.import-report tr').filter({ hasText: texts.fields.year });
  await expect(problem).toHaveCount(1);
  await expect(problem.locator('td').first()).toHaveText('3');

  await buttonWithText(dialog, common.en.actions.close).click();
  await expect(tableRows(area).filter({ hasText: `${tag} Good` })).toHaveCount(1);
  await expect(tableRows(area).filter({ hasText: `${tag} Bad` })).toHaveCount(0);
});

test('a list left through a tab or the menu comes back as it was: filters, folded panel, selection', async ({
  page,
  context,
}) => {
  const { api } = await signedInApi(ADMIN);
  const tag = `Keep${Date.now()}`;
  for (const name of [`${tag} One`, `${tag} Two`])
    await callOk(api, 'post', '/system/houseVillage', { name });
  await api.dispose();

  const area = await openAsAdmin(page, context, VILLAGES);
  const search = area.locator('form.resource-search');
  await search.getByRole('textbox', { name: texts.fields.name }).fill(tag);
  await buttonWithText(search, common.en.actions.search).click();
  await expect(tableRows(area)).toHaveCount(2);
  await tableRows(area)
    .filter({ hasText: `${tag} One` })
    .getByRole('checkbox')
    .check();
  await area.getByRole('button', { name: common.en.table.searchToggle }).click();
  await expect(search).toHaveCount(0);

  // Away through the dashboard tab, back through the village tab.
  const tabs = page.getByTestId('tags-view');
  await tabs.locator('.tags-view-item[data-path="/index"]').click();
  await expect(page).toHaveURL(/\/index$/);
  await tabs.locator(`.tags-view-item[data-path="${VILLAGES}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${VILLAGES}\\?name=${tag}`));
  const rows = tableRows(pageArea(page).locator('.resource-house-village:visible'));
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: `${tag} One` }).getByRole('checkbox')).toBeChecked();
  await expect(pageArea(page).locator('form.resource-search:visible')).toHaveCount(0);

  // Away again, back through the sidebar menu: the same list.
  await tabs.locator('.tags-view-item[data-path="/index"]').click();
  await menuEntry(sidebarMenu(page), menuTitle(VILLAGES, 'en')).click();
  await expect(page).toHaveURL(new RegExp(`${VILLAGES}\\?name=${tag}`));
  await expect(rows.filter({ hasText: `${tag} One` }).getByRole('checkbox')).toBeChecked();
});
