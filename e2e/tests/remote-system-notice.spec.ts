import { expect, test } from '@playwright/test';
import { ADMIN, callOk, signedInApi } from '../support/api';
import { buttonWithText, openAsAdmin, tableRows, toast } from '../support/app';
import { dictLabel, system } from '../support/locales';

const texts = system.en.notice;

test('system remote: a notice added through the dialog is listed and stored', async ({ page, context }) => {
  const area = await openAsAdmin(page, context, '/system/notice');
  await expect(area.getByRole('columnheader', { name: texts.fields.noticeTitle })).toBeVisible();

  await buttonWithText(area, texts.add).click();
  const dialog = page.getByRole('dialog').filter({ hasText: texts.addTitle });
  await expect(dialog).toBeVisible();
  const save = buttonWithText(dialog, texts.save);

  await save.click();
  await expect(dialog.getByText(texts.rules.titleRequired)).toBeVisible();

  const title = `E2E notice ${Date.now()}`;
  await dialog.getByPlaceholder(texts.placeholder.noticeTitle).fill(title);
  const announcement = dictLabel('sys_notice_type', '2', 'en');
  await dialog.getByRole('radio', { name: announcement }).check();
  const editor = dialog.locator('[data-slate-editor]');
  await editor.click();
  await page.keyboard.type('The office closes early on Friday.');

  const created = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/web-api/system/notice' && response.request().method() === 'POST',
  );
  await save.click();
  expect(((await (await created).json()) as { code: number }).code).toBe(200);
  await expect(toast(page, texts.addSuccess)).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = tableRows(area).filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(announcement);
  await expect(row).toContainText('admin');

  // What the editor held was stored with the notice.
  const { api } = await signedInApi(ADMIN);
  const list = await callOk(api, 'get', `/system/notice/list?noticeTitle=${encodeURIComponent(title)}`);
  const [stored] = list.rows as { noticeId: number }[];
  expect(stored).toBeDefined();
  const detail = await callOk(api, 'get', `/system/notice/${stored?.noticeId}`);
  expect((detail.data as { noticeContent: string }).noticeContent).toContain(
    'The office closes early on Friday.',
  );
  await api.dispose();
});
