import { expect, test } from '@playwright/test';
import { ADMIN, callOk, createCommonUser, signedInApi, signInContext } from '../support/api';
import { buttonWithText, pageArea, tableRows, toast } from '../support/app';
import { common, host, system } from '../support/locales';

const texts = system.en.msg;
const inbox = host.en.layout.messages;

/*
 * Issue 11: an admin writes a message to a role on the message screen; a member of that
 * role finds it unread in the navbar inbox, reads it, and the admin sees it read.
 */
test('a message to a role shows in a recipient inbox, unread until opened', async ({
  browser,
  page,
  context,
}) => {
  const tag = Date.now().toString(36);
  const recipient = { identifier: `msg${tag}`, password: 'Inbox#2026' };
  await createCommonUser(recipient);
  const { api } = await signedInApi(ADMIN);
  const roles = (await callOk(api, 'get', '/system/role/list?roleKey=common&pageNum=1&pageSize=10')).rows as {
    roleName: string;
    roleKey: string;
  }[];
  const roleName = roles.find((role) => role.roleKey === 'common')?.roleName ?? '';
  expect(roleName).not.toBe('');

  await signInContext(context, ADMIN);
  await page.goto('/system/msg');
  await buttonWithText(pageArea(page), common.en.actions.add).click();
  const dialog = page.getByRole('dialog').filter({ hasText: texts.addTitle });
  const title = `Team meeting ${tag}`;
  await dialog.getByPlaceholder(texts.placeholder.title).fill(title);
  await dialog
    .getByRole('textbox', { name: texts.fields.content })
    .fill('Monday 9:00 in the office.\nBring the lease list.');
  await dialog.getByRole('combobox', { name: texts.fields.roleIds }).click();
  await page.locator('.ant-select-dropdown').getByTitle(roleName, { exact: true }).click();
  await buttonWithText(dialog, common.en.actions.save).click();
  await expect(toast(page, texts.addSuccess)).toBeVisible();
  const row = tableRows(page.locator('.system-msg-page')).filter({ hasText: title });
  await expect(row).toContainText(/0 \/ [1-9]/);

  // The recipient: one unread message in the navbar inbox; opening it reads it.
  const other = await browser.newContext();
  await signInContext(other, { identifier: recipient.identifier, password: recipient.password });
  const recipientPage = await other.newPage();
  await recipientPage.goto('/index');
  const button = recipientPage.getByRole('button', { name: inbox.unread.replace('{{count}}', '1') });
  await button.click();
  const item = recipientPage.getByTestId('message-inbox-item').filter({ hasText: title });
  await expect(item).toContainText(inbox.from.replace('{{name}}', 'admin').replace(' · {{time}}', ''));
  await item.click();
  const reading = recipientPage.getByRole('dialog').filter({ hasText: title });
  await expect(reading.getByTestId('message-content')).toHaveText(
    'Monday 9:00 in the office.\nBring the lease list.',
  );
  await expect(
    recipientPage.getByRole('button', { name: inbox.unread.replace('{{count}}', '0') }),
  ).toBeVisible();
  await other.close();

  // The sender sees who read it.
  await page.reload();
  await expect(row).toContainText(/1 \/ [1-9]/);
  await buttonWithText(row, texts.readers.open).click();
  const readers = page.getByRole('dialog').filter({ hasText: title });
  await expect(readers.getByRole('row').filter({ hasText: recipient.identifier })).not.toContainText(
    texts.readers.unread,
  );
  await api.dispose();
});
