import { expect, test } from '@playwright/test';
import { getEnvelope, STAFF, signedInApi, signInContext } from '../support/api';
import { menuEntry, pageArea, sidebarMenu } from '../support/app';
import { host, menuTitle } from '../support/locales';

test('the ordinary user sees neither the system nor the monitoring menus', async ({ page, context }) => {
  await signInContext(context, STAFF);
  await page.goto('/index');
  const menu = sidebarMenu(page);

  // What the staff role has (houses, contracts) is there...
  await expect(menuEntry(menu, menuTitle('/house', 'en'))).toBeVisible();
  await expect(menuEntry(menu, menuTitle('/pact', 'en'))).toBeVisible();
  // ...the system screens are not.
  await expect(menuEntry(menu, menuTitle('/system', 'en'))).toHaveCount(0);
  await expect(menuEntry(menu, menuTitle('/monitor', 'en'))).toHaveCount(0);

  // Nor does the header search offer them: it finds an allowed page, not a system one.
  await page.getByTestId('header-search-button').click();
  const search = page.getByTestId('header-search').getByRole('combobox');
  const options = page.locator('.ant-select-dropdown .ant-select-item-option');
  await search.fill(menuTitle('/house/village', 'en'));
  await expect(options.filter({ hasText: menuTitle('/house/village', 'en') })).toBeVisible();
  await search.fill(menuTitle('/system/notice', 'en'));
  await expect(options.filter({ hasText: menuTitle('/house/village', 'en') })).toBeHidden();
  await expect(options.filter({ hasText: menuTitle('/system/notice', 'en') })).toBeHidden();
});

test('the ordinary user cannot open the notices screen by its address', async ({ page, context }) => {
  await signInContext(context, STAFF);
  await page.goto('/system/notice');

  await expect(page).toHaveURL('/404');
  await expect(page.getByText(host.en.router.notFound)).toBeVisible();
  await expect(pageArea(page)).toHaveCount(0);
  await expect(page.locator('.system-notice-page')).toHaveCount(0);
});

test('the ordinary user gets code 403 from the notices API', async () => {
  const { api } = await signedInApi(STAFF);
  const answer = await getEnvelope(api, '/system/notice/list?pageNum=1&pageSize=20');
  expect(answer.code).toBe(403);
  expect(answer.rows).toBeUndefined();
  // The same token does reach what the role allows.
  expect((await getEnvelope(api, '/system/houseVillage/list?pageNum=1&pageSize=20')).code).toBe(200);
  await api.dispose();
});
