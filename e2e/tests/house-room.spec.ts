import { expect, type Locator, type Page, test } from '@playwright/test';
import { callOk, STAFF, signedInApi } from '../support/api';
import { buttonWithText, pageArea, pickOption, submitLoginForm, tableRows, toast } from '../support/app';
import { pixelPhotos } from '../support/images';
import { common, dictLabel, house } from '../support/locales';
import { recordScripts } from '../support/staff-code';

// Issue 7 on the real server: the landing page, a house created with two photos,
// reviewed, seen by the public on a phone, taken off, put on and rented out.
const texts = house.en.houseRoom;
const HOUSES = '/house/houseRoom';

const PNG = pixelPhotos('photo');

/** Runs a row's state button and accepts its confirmation; waits for the success message. */
async function stateAction(page: Page, row: Locator, button: string, success: string): Promise<void> {
  await buttonWithText(row, button).click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: common.en.actions.confirm }).click();
  await expect(toast(page, success)).toBeVisible();
}

test('staff lands on the houses, lists a house with two photos, and it goes through review, public page, take off, put on and rent out', async ({
  page,
  browser,
}) => {
  // The landing page after login is the house list.
  await page.goto('/login');
  await submitLoginForm(page, STAFF);
  await expect(page).toHaveURL(new RegExp(`${HOUSES}$`));
  const area = pageArea(page);
  await expect(area.getByRole('columnheader', { name: texts.fields.houseCode })).toBeVisible();

  const tag = `E2E Road ${Date.now()}`;
  await buttonWithText(area, common.en.actions.add).click();
  const drawer = page.getByRole('dialog').filter({ hasText: texts.dialog.addTitle });
  await expect(drawer).toBeVisible();
  await pickOption(page, drawer, texts.fields.type, dictLabel('house_type', 'villa', 'en'));
  await drawer.getByLabel(texts.fields.area, { exact: true }).fill('187');
  await expect(drawer.getByTestId('house-generated-name')).toHaveValue('Villa 187 m²');
  await drawer.getByLabel(texts.fields.location, { exact: true }).fill(tag);
  await drawer.getByLabel(texts.fields.rent, { exact: true }).fill('1500');
  await pickOption(page, drawer, texts.fields.currency, dictLabel('sys_currency', 'USD', 'en'));
  // The rent period is a pair of radio buttons (two choices).
  await drawer.getByRole('radio', { name: dictLabel('house_time_unit', 'month', 'en') }).check();
  await drawer.getByLabel(texts.fields.contact, { exact: true }).fill('Mr Somchai');
  await pickOption(page, drawer, texts.fields.features, dictLabel('house_feature', 'airConditioning', 'en'));
  await page.keyboard.press('Escape');
  await drawer.locator('input[type="file"]').first().setInputFiles(PNG);
  await expect(drawer.getByTestId('house-image')).toHaveCount(2);

  const created = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/web-api/system/houseRoom' &&
      response.request().method() === 'POST',
  );
  await buttonWithText(drawer, common.en.actions.save).click();
  expect(((await (await created).json()) as { code: number; msg: string }).code).toBe(200);
  await expect(toast(page, texts.messages.addSuccess)).toBeVisible();

  const row = tableRows(area).filter({ hasText: tag });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(dictLabel('house_status', 'pendingReview', 'en'));

  await stateAction(page, row, texts.actions.audit, texts.messages.auditSuccess);
  await expect(row).toContainText(dictLabel('house_status', 'pendingRent', 'en'));

  // The public page, on a phone, with no login.
  const { api } = await signedInApi(STAFF);
  const listed = await callOk(api, 'get', `/system/houseRoom/list?location=${encodeURIComponent(tag)}`);
  await api.dispose();
  const [listedHouse] = (listed.rows ?? []) as { id: number }[];
  expect(listedHouse).toBeDefined();
  const id = listedHouse?.id;
  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
  const phone = await visitor.newPage();
  const staffCodeNotLoaded = recordScripts(phone);
  await phone.goto(`/house/detail/${id}`);
  await expect(phone.getByRole('heading', { name: 'Villa 187 m²' })).toBeVisible();
  await expect(phone.getByTestId('house-rent')).toContainText('1,500 USD');
  await expect(phone.getByText(dictLabel('house_feature', 'airConditioning', 'en'))).toBeVisible();
  // A visitor downloads neither the staff layout nor antd, axios or RTK Query.
  await expect(phone.getByTestId('house-reviews')).toBeVisible();
  await staffCodeNotLoaded();

  await stateAction(page, row, texts.actions.close, texts.messages.closeSuccess);
  await expect(row).toContainText(dictLabel('house_status', 'offShelf', 'en'));
  // Taken off: the public link no longer shows it.
  await phone.reload();
  await expect(phone.getByText(house.en.houseDetail.notAvailable)).toBeVisible();
  await visitor.close();

  await stateAction(page, row, texts.actions.open, texts.messages.openSuccess);
  await expect(row).toContainText(dictLabel('house_status', 'pendingRent', 'en'));

  // Rent out through the lease dialog: the end must come after the start.
  await buttonWithText(row, texts.actions.rent).click();
  const lease = page.getByRole('dialog').filter({ hasText: texts.lease.tenantName });
  await lease.getByPlaceholder(texts.lease.tenantPlaceholder).fill('Ms Keo');
  for (const [label, date] of [
    [texts.lease.startDate, '2027-01-01'],
    [texts.lease.endDate, '2026-12-01'],
  ] as const) {
    await lease.getByLabel(label, { exact: true }).fill(date);
    await lease.getByLabel(label, { exact: true }).press('Enter');
  }
  await buttonWithText(lease, common.en.actions.confirm).click();
  await expect(lease.getByText(texts.lease.endAfterStart)).toBeVisible();
  await lease.getByLabel(texts.lease.endDate, { exact: true }).fill('2027-12-31');
  await lease.getByLabel(texts.lease.endDate, { exact: true }).press('Enter');
  await buttonWithText(lease, common.en.actions.confirm).click();
  await expect(toast(page, texts.messages.rentSuccess)).toBeVisible();
  await expect(row).toContainText(dictLabel('house_status', 'rented', 'en'));
});
