import { expect, test } from '@playwright/test';
import { ADMIN, callOk, signedInApi, signInContext } from '../support/api';
import { buttonWithText, menuEntry, openAsAdmin, sidebarMenu, tableRows, toast } from '../support/app';
import { common, menuTitle, system } from '../support/locales';

const texts = system.en.user;

interface MenuRow {
  menuId: number;
  parentId: number;
  component: string | null;
}

test('a user created in a department and given a role with a limited menu tree sees only those menus', async ({
  page,
  context,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const userName = `e2e_${stamp}`;
  const password = 'Secret#2026';

  // Set-up through the API (not the point here): a role holding only the villages page.
  const { api } = await signedInApi(ADMIN);
  const menus = (await callOk(api, 'get', '/system/menu/list')).data as MenuRow[];
  const villages = menus.find((menu) => menu.component === 'house/village/index');
  expect(villages).toBeDefined();
  const buttons = menus.filter((menu) => menu.parentId === villages?.menuId).map((menu) => menu.menuId);
  const roleKey = `e2e_villages_${stamp}`;
  await callOk(api, 'post', '/system/role', {
    roleName: `Villages ${stamp}`,
    roleKey,
    roleSort: 50,
    menuCheckStrictly: true,
    menuIds: [villages?.parentId, villages?.menuId, ...buttons],
  });

  // The user is added on the screen, in the Finance department picked from the form's tree.
  const area = await openAsAdmin(page, context, '/system/user');
  await expect(area.getByRole('columnheader', { name: texts.fields.userName })).toBeVisible();
  await buttonWithText(area, common.en.actions.add).click();
  const dialog = page.getByRole('dialog').filter({ hasText: texts.addTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByPlaceholder(texts.placeholder.userName).fill(userName);
  await dialog.getByPlaceholder(texts.placeholder.nickName).fill(`E2E ${stamp}`);
  await dialog.locator('input[type="password"]').fill(password);
  await dialog.locator('.ant-select').filter({ hasText: texts.placeholder.deptId }).click();
  await page.locator('.ant-select-tree-node-content-wrapper').filter({ hasText: 'Finance' }).click();
  const created = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/web-api/system/user' && response.request().method() === 'POST',
  );
  await buttonWithText(dialog, common.en.actions.save).click();
  expect(((await (await created).json()) as { code: number; msg: string }).code).toBe(200);
  await expect(toast(page, texts.addSuccess)).toBeVisible();

  // The department tree beside the list filters to Finance: the new user is there.
  const filtered = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/web-api/system/user/list' && url.searchParams.has('deptId');
  });
  await area.locator('.user-dept-tree .ant-tree-title').filter({ hasText: 'Finance' }).click();
  await filtered;
  const row = tableRows(area).filter({ hasText: userName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Finance');

  // The role is given on the assign roles page.
  await buttonWithText(row, common.en.actions.more).click();
  await page.getByRole('menuitem', { name: texts.authRole.action }).click();
  await expect(page).toHaveURL(/\/system\/user-auth\/role\/\d+$/);
  const roleRow = tableRows(area).filter({ hasText: roleKey });
  await roleRow.getByRole('checkbox').check();
  await buttonWithText(area, common.en.actions.submit).click();
  await expect(toast(page, texts.authRole.saved)).toBeVisible();
  await expect(page).toHaveURL(/\/system\/user$/);

  // Signed in as the new user: the villages page under Property, nothing else.
  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  await signInContext(userContext, { identifier: userName, password });
  await userPage.goto('/index');
  const menu = sidebarMenu(userPage);
  const property = menuEntry(menu, menuTitle('/house', 'en'));
  await expect(property).toBeVisible();
  await property.click();
  await expect(menuEntry(menu, menuTitle('/house/village', 'en'))).toBeVisible();
  await expect(menuEntry(menu, menuTitle('/house/houseRoom', 'en'))).toHaveCount(0);
  for (const other of ['/system', '/vehicle', '/pact', '/monitor'])
    await expect(menuEntry(menu, menuTitle(other, 'en'))).toHaveCount(0);
  await userContext.close();

  const users = await callOk(api, 'get', `/system/user/list?userName=${userName}`);
  expect((users.rows as { deptName: string }[])[0]?.deptName).toBe('Finance');
  await api.dispose();
});
