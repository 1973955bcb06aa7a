import { expect, test } from '@playwright/test';
import { ADMIN, callOk, signedInApi, signInContext } from '../support/api';
import { buttonWithText, pageArea, tableRows, toast } from '../support/app';
import { createListedHouse } from '../support/houses';
import { common, dictLabel, system } from '../support/locales';

const items = system.en.item;
const work = system.en.work;

/*
 * Issue 11: an admin gives a colleague an item about a house through the form (assignee
 * and house found by typing), past its due date it shows overdue, and "My items" keeps
 * to the admin's own; a viewing recorded for today shows on the work calendar.
 */
test('an item for a colleague shows overdue and not among my items; a viewing shows on the calendar', async ({
  page,
  context,
}) => {
  const { api } = await signedInApi(ADMIN);
  const tag = `iw${Date.now().toString(36)}`;
  const houseId = await createListedHouse(api, { location: `${tag} Ban Nongbone` });
  const house = (await callOk(api, 'get', `/system/houseRoom/${houseId}`)).data as { houseCode: string };
  const users = (await callOk(api, 'get', '/system/user/list?userName=staff&pageNum=1&pageSize=10')).rows as {
    userId: number;
    userName: string;
  }[];
  const staffId = users.find((user) => user.userName === 'staff')?.userId;
  expect(staffId).toBeDefined();

  await signInContext(context, ADMIN);
  await page.goto('/system/item');
  const list = page.locator('.system-item-page');
  await buttonWithText(list, common.en.actions.add).click();
  const dialog = page.getByRole('dialog').filter({ hasText: items.addTitle });
  await dialog.getByPlaceholder(items.placeholder.title).fill(`Fix the gate ${tag}`);
  await dialog.getByRole('combobox', { name: items.fields.assigneeId }).fill('staff');
  await page.locator('.ant-select-dropdown:visible').getByTitle('Staff (staff)', { exact: true }).click();
  await dialog.getByRole('textbox', { name: items.fields.dueDate }).fill('2026-01-05');
  await dialog.getByRole('textbox', { name: items.fields.dueDate }).press('Enter');
  await dialog.getByRole('combobox', { name: items.fields.roomId }).fill(house.houseCode);
  await page.locator('.ant-select-dropdown:visible').getByText(house.houseCode).click();
  await buttonWithText(dialog, common.en.actions.save).click();
  await expect(toast(page, items.addSuccess)).toBeVisible();

  const row = tableRows(list).filter({ hasText: tag });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('item-overdue')).toContainText('2026-01-05');
  await expect(row).toContainText('Staff (staff)');
  await expect(row).toContainText(house.houseCode);
  await list.getByText(items.myItems, { exact: true }).click();
  await expect(page).toHaveURL(/assigneeId=/);
  await expect(tableRows(list).filter({ hasText: tag })).toHaveCount(0);

  // A viewing today, recorded through the API, on the calendar.
  const now = new Date();
  const today = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');
  await callOk(api, 'post', '/system/work', {
    workType: '1',
    startTime: `${today} 16:45`,
    staffId,
    roomId: houseId,
    location: `${tag} gate`,
  });
  await page.goto('/system/work');
  await pageArea(page).getByRole('tab', { name: work.views.calendar }).click();
  const entry = page.getByTestId('work-calendar-entry').filter({ hasText: tag });
  await expect(entry).toContainText('16:45');
  await expect(entry).toContainText(dictLabel('sys_work_type', '1', 'en'));
  await expect(entry).toContainText(house.houseCode);
  await api.dispose();
});
