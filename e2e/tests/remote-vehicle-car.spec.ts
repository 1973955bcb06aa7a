import { expect, test } from '@playwright/test';
import { buttonWithText, exactly, openAsAdmin, tableRows, toast } from '../support/app';
import { RED_PIXEL_PNG } from '../support/images';
import { common, dictLabel, vehicle } from '../support/locales';

const texts = vehicle.en.car;
// A vehicle needs at least one photo.
const PNG = { name: 'car.png', mimeType: 'image/png', buffer: RED_PIXEL_PNG };

test('vehicle remote: a vehicle with its required fields is created and listed', async ({
  page,
  context,
}) => {
  const area = await openAsAdmin(page, context, '/vehicle/car');
  await expect(area.getByRole('columnheader', { name: texts.fields.plateNumber })).toBeVisible();

  await buttonWithText(area, common.en.actions.add).click();
  const dialog = page.getByRole('dialog').filter({ hasText: texts.dialog.addTitle });
  await expect(dialog).toBeVisible();
  const save = buttonWithText(dialog, common.en.actions.save);

  // Plate number, brand, model, type and a photo are required.
  await save.click();
  for (const message of [
    texts.rules.plateNumberRequired,
    texts.rules.brandRequired,
    texts.rules.modelRequired,
    texts.rules.vehicleTypeRequired,
    texts.rules.imagesRequired,
  ]) {
    await expect(dialog.getByText(message)).toBeVisible();
  }

  const plate = `E2E-${Date.now() % 1_000_000}`;
  await dialog.getByPlaceholder(texts.placeholders.plateNumber).fill(plate);
  await dialog.getByPlaceholder(texts.placeholders.brand).fill('Toyota');
  await dialog.getByPlaceholder(texts.placeholders.model).fill('Vios');
  // The vehicle type is a dictionary select (labels from the server, in the page's language).
  await dialog.getByLabel(texts.fields.vehicleType).click();
  const sedan = dictLabel('car_type', 'sedan', 'en');
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: exactly(sedan) })
    .click();
  await expect(dialog.getByText(texts.rules.vehicleTypeRequired)).toBeHidden();
  await dialog.locator('input[type="file"]').first().setInputFiles(PNG);
  await expect(dialog.locator('.ant-upload-list-item-done')).toHaveCount(1);

  const created = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/web-api/system/car' && response.request().method() === 'POST',
  );
  await save.click();
  expect(((await (await created).json()) as { code: number }).code).toBe(200);
  await expect(toast(page, texts.messages.addSuccess)).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = tableRows(area).filter({ hasText: plate });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Toyota');
  await expect(row).toContainText(sedan);
});
