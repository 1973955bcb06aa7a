import { expect, test } from '@playwright/test';
import { en as serverEn } from '../../server/src/locales/en';
import { ADMIN, signInContext } from '../support/api';
import {
  buttonWithText,
  menuEntry,
  pageArea,
  sidebarMenu,
  submitLoginForm,
  tableRows,
  toast,
} from '../support/app';
import { common, dictLabel, fill, host, house, menuTitle } from '../support/locales';
import { latestCode } from '../support/outbox';

const invite = house.en.inviteCode;
const auth = host.en.auth;

/** Fills the register form; the invitation code is expected to come from the link. */
async function fillRegisterForm(
  page: import('@playwright/test').Page,
  user: { username: string; email: string; phone: string },
) {
  const form = page.getByTestId('register-form');
  await form.getByPlaceholder(auth.username, { exact: true }).fill(user.username);
  await form.getByPlaceholder(auth.password, { exact: true }).fill('secret12');
  await form.getByPlaceholder(auth.confirmPassword, { exact: true }).fill('secret12');
  await form.getByPlaceholder(auth.phone, { exact: true }).fill(user.phone);
  await form.getByPlaceholder(auth.email, { exact: true }).fill(user.email);
}

test('a property code: generated on the screen, registration through its link and the outbox, only the house menus, used once', async ({
  page,
  context,
  browser,
}) => {
  const stamp = Date.now().toString().slice(-6);
  const newcomer = { username: `agent${stamp}`, email: `agent${stamp}@agency.la`, phone: `0209${stamp}` };

  // The admin generates one property code (count and type are the dialog's defaults).
  await signInContext(context, ADMIN);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/house/inviteCode');
  const area = pageArea(page);
  await buttonWithText(area, invite.actions.generate).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(invite.dialog.generateTitle)).toBeVisible();
  await dialog.getByRole('button', { name: invite.actions.generate }).click();
  await expect(toast(page, fill(invite.messages.generated, { count: 1 }))).toBeVisible();
  const code = (await page.getByTestId('generated-codes').locator('code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Z2-9]{10}$/);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: common.en.actions.close, exact: true })
    .last()
    .click();

  const row = tableRows(area).filter({ hasText: code });
  await expect(row).toContainText(dictLabel('invite_code_status', 'unused', 'en'));
  await expect(row).toContainText(dictLabel('invite_code_type', 'property', 'en'));
  await row.getByRole('button', { name: invite.actions.copyLink }).click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(new URL(`/register?code=${code}`, page.url()).toString());

  // The newcomer opens the link in a browser of their own: the code is filled in.
  const visitor = await browser.newContext();
  const signup = await visitor.newPage();
  await signup.goto(link);
  await expect(signup.getByPlaceholder(auth.inviteCode, { exact: true })).toHaveValue(code);
  await fillRegisterForm(signup, newcomer);
  await signup.getByTestId('send-email-code').click();
  await expect.poll(() => latestCode(newcomer.email), { timeout: 15_000 }).toMatch(/^\d{6}$/);
  await signup
    .getByPlaceholder(auth.emailCode, { exact: true })
    .fill((await latestCode(newcomer.email)) as string);
  await signup.getByTestId('register-submit').click();
  await expect(
    signup.locator('.ant-modal-confirm-title').filter({ hasText: auth.registerSuccessTitle }),
  ).toBeVisible();
  await signup.getByRole('button', { name: auth.goToLogin }).click();

  // Logged in, the new user has exactly the house module: no vehicles, contracts or system.
  await submitLoginForm(signup, { identifier: newcomer.username, password: 'secret12' });
  const menu = sidebarMenu(signup);
  await expect(menuEntry(menu, menuTitle('/house', 'en'))).toBeVisible();
  for (const other of ['/vehicle', '/pact', '/system', '/monitor'])
    await expect(menuEntry(menu, menuTitle(other, 'en'))).toHaveCount(0);

  // A second registration with the same link is refused with the server's reason.
  const again = await visitor.newPage();
  await again.goto(link);
  await fillRegisterForm(again, {
    username: `late${stamp}`,
    email: `late${stamp}@agency.la`,
    phone: `0207${stamp}`,
  });
  await again.getByPlaceholder(auth.emailCode, { exact: true }).fill('123456');
  await again.getByTestId('register-submit').click();
  await expect(again.getByText(serverEn['invite.used'])).toBeVisible();
  await visitor.close();

  // On the admin's screen the code is now used, by the newcomer, and offers no delete.
  await page.reload();
  await expect(row).toContainText(dictLabel('invite_code_status', 'used', 'en'));
  await expect(row).toContainText(newcomer.username);
  await expect(row.getByRole('button', { name: common.en.actions.delete })).toHaveCount(0);
});
