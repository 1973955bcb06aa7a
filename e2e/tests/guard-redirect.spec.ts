import { expect, test } from '@playwright/test';
import { ADMIN, signInContext } from '../support/api';
import { pageArea, submitLoginForm, tableRows } from '../support/app';
import { vehicle } from '../support/locales';

test('without a token the guard keeps the intended path, and login lands there', async ({ page }) => {
  await page.goto('/vehicle/car');

  await expect(page).toHaveURL('/login?redirect=%2Fvehicle%2Fcar');
  await expect(page.getByTestId('login-form')).toBeVisible();

  await submitLoginForm(page, ADMIN);

  await expect(page).toHaveURL('/vehicle/car');
  // The vehicle remote's page, not just the address: its table header is there.
  await expect(
    pageArea(page).getByRole('columnheader', { name: vehicle.en.car.fields.plateNumber }),
  ).toBeVisible();
  await expect(tableRows(pageArea(page)).or(pageArea(page).locator('.ant-empty'))).not.toHaveCount(0);
});

test('the redirect query keeps the query string of the intended page', async ({ page }) => {
  await page.goto('/house/village?pageNum=1&x=a%20b');
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/house/village?pageNum=1&x=a%20b')}`);
});

test('a signed-in user visiting /login goes to the root, which opens /house/houseRoom', async ({
  page,
  context,
}) => {
  await signInContext(context, ADMIN);
  await page.goto('/login');

  await expect(page).toHaveURL('/house/houseRoom');
  await expect(page.getByTestId('login-form')).toHaveCount(0);
  await expect(page.getByTestId('sidebar-menu')).toBeVisible();
});
