import { expect, test } from '@playwright/test';
import { ADMIN, signInContext } from '../support/api';
import { buttonWithText, openFromMenu, pageArea, tableRows, toast } from '../support/app';
import { common, house } from '../support/locales';

const texts = house.en.village;

test('house remote: a village created through the form is listed', async ({ page, context }) => {
  await signInContext(context, ADMIN);
  await page.goto('/index');
  const listed = page.waitForResponse((response) =>
    response.url().includes('/web-api/system/houseVillage/list'),
  );
  await openFromMenu(page, '/house/village', 'en');
  await listed;
  const area = pageArea(page);
  await expect(area.getByRole('columnheader', { name: texts.fields.name })).toBeVisible();

  await buttonWithText(area, common.en.actions.add).click();
  const dialog = page.getByRole('dialog').filter({ hasText: texts.dialog.addTitle });
  await expect(dialog).toBeVisible();
  const save = buttonWithText(dialog, common.en.actions.save);

  // The name is required and the year has four digits.
  await dialog.getByPlaceholder(texts.placeholders.year).fill('15');
  await save.click();
  await expect(dialog.getByText(texts.rules.nameRequired)).toBeVisible();
  await expect(dialog.getByText(texts.rules.yearFormat)).toBeVisible();

  const name = `E2E village ${Date.now()}`;
  await dialog.getByPlaceholder(texts.placeholders.name).fill(name);
  await dialog.getByPlaceholder(texts.placeholders.year).fill('2015');
  await dialog.getByPlaceholder(texts.placeholders.buildingType).fill('Townhouse');
  await dialog.getByPlaceholder(texts.placeholders.greeningRate).fill('35');
  const created = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/web-api/system/houseVillage' &&
      response.request().method() === 'POST',
  );
  await save.click();
  expect(((await (await created).json()) as { code: number }).code).toBe(200);

  await expect(toast(page, texts.messages.addSuccess)).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = tableRows(area).filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('2015');
  await expect(row).toContainText('Townhouse');
  await expect(row).toContainText('35 %');
});
