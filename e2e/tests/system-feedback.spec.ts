import { expect, test } from '@playwright/test';
import { ADMIN, callOk, signedInApi, signInContext } from '../support/api';
import { buttonWithText, pageArea, tableRows, toast } from '../support/app';
import { createListedHouse } from '../support/houses';
import { common, dictLabel, host, publicFeedback, system } from '../support/locales';

const form = publicFeedback.en;
const texts = system.en.feedback;

/*
 * Issue 11: a visitor asks about a house on its public page (a phone, no login), staff
 * see the new-feedback count in the navbar, open the new messages and handle one with a
 * reply; the count goes down and the message shows who handled it.
 */
test('a visitor leaves feedback on a public house page and staff handle it', async ({
  browser,
  page,
  context,
}) => {
  const { api } = await signedInApi(ADMIN);
  const tag = `fb-${Date.now().toString(36)}`;
  const id = await createListedHouse(api, { location: `${tag} Ban Sithan` });
  const newCount = async () => (await callOk(api, 'get', '/system/feedback/newCount')).data as number;
  const before = await newCount();

  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await visitor.addInitScript(() => window.localStorage.setItem('language', 'en'));
  const phone = await visitor.newPage();
  await phone.goto(`/house/detail/${id}`);
  const section = phone.getByTestId('public-feedback');
  await expect(section.getByRole('heading', { name: form.title })).toBeVisible();
  await section.getByRole('button', { name: form.submit }).click();
  await expect(section.getByText(form.nameRequired)).toBeVisible();
  await section.getByPlaceholder(form.namePlaceholder).fill('Anna');
  await section.getByPlaceholder(form.contactPlaceholder).fill('+856 20 5555 1234');
  await section.getByPlaceholder(form.contentPlaceholder).fill(`Can I visit on Saturday? (${tag})`);
  await section.getByRole('button', { name: form.submit }).click();
  await expect(section.getByRole('status')).toHaveText(form.sent);
  await visitor.close();
  expect(await newCount()).toBe(before + 1);

  // Staff: the navbar counts the new messages and opens them.
  await signInContext(context, ADMIN);
  await page.goto('/index');
  const label = host.en.layout.newFeedback.replace('{{count}}', String(before + 1));
  await page.getByRole('button', { name: label }).click();
  await expect(page).toHaveURL(/\/system\/feedback\?status=0$/);
  const list = page.locator('.system-feedback-page');
  const row = tableRows(list).filter({ hasText: tag });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Anna');
  await expect(row).toContainText(dictLabel('sys_feedback_status', '0', 'en'));
  await expect(row.getByRole('link')).toHaveAttribute('href', `/house/detail/${id}`);

  await buttonWithText(row, common.en.actions.edit).click();
  const dialog = page.getByRole('dialog').filter({ hasText: texts.editTitle });
  await expect(dialog.getByRole('textbox', { name: texts.fields.content })).toHaveValue(
    `Can I visit on Saturday? (${tag})`,
  );
  await dialog.getByRole('radio', { name: dictLabel('sys_feedback_status', '1', 'en') }).check();
  await dialog.getByPlaceholder(texts.placeholder.reply).fill('Called back, viewing Saturday 10:00');
  await buttonWithText(dialog, common.en.actions.save).click();
  await expect(toast(page, texts.editSuccess)).toBeVisible();

  // Handled: no longer among the new ones; the count went down; the handler is stamped.
  await expect(row).toHaveCount(0);
  await expect(
    page.getByRole('button', { name: host.en.layout.newFeedback.replace('{{count}}', String(before)) }),
  ).toBeVisible();
  const handled = await callOk(api, 'get', `/system/feedback/list?keyword=${tag}`);
  expect(handled.rows).toEqual([
    expect.objectContaining({
      status: '1',
      handledBy: 'admin',
      reply: 'Called back, viewing Saturday 10:00',
    }),
  ]);
  await api.dispose();
});
