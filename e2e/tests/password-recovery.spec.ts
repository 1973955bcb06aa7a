import { expect, request, test } from '@playwright/test';
import { apiLogin, type Credentials, createCommonUser, type Envelope, signInContext } from '../support/api';
import { buttonWithText, submitLoginForm, toast } from '../support/app';
import { baseURL } from '../support/e2e-env';
import { common, host } from '../support/locales';
import { latestCode, mailsTo } from '../support/outbox';

const auth = host.en.auth;
const profile = host.en.profile;

const NEW_PASSWORD = 'Recover#2026';
const email = `recover.e2e.${Date.now()}@agency.la`;
/**
 * A user of this test's own, made by the admin, so the seeded staff account keeps its
 * password (a reset password must meet the policy, which staff123 does not).
 */
const USER: Credentials = { identifier: `recover${Date.now() % 1_000_000}`, password: 'Start#2026' };

test.beforeAll(async () => {
  await createCommonUser(USER, { nickName: 'Recovery test' });
});

async function loginAnswer(who: Credentials): Promise<number> {
  const api = await request.newContext({ baseURL });
  const answer = (await (await api.post('/web-api/login', { data: who })).json()) as Envelope;
  await api.dispose();
  return answer.code;
}

test('a user recovers a forgotten password with the code mailed to the outbox', async ({ browser }) => {
  // The user gives an e-mail address on the personal centre.
  const userContext = await browser.newContext();
  await signInContext(userContext, USER);
  const userPage = await userContext.newPage();
  await userPage.goto('/user/profile');
  const form = userPage.getByTestId('profile-form');
  const emailField = form.getByLabel(profile.email);
  await emailField.fill(email);
  await buttonWithText(form, profile.save).click();
  await expect(toast(userPage, profile.saved)).toBeVisible();
  await userContext.close();

  // Someone who forgot the password starts from the login page.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('link', { name: auth.forgotPassword }).click();
  await expect(page).toHaveURL('/forgot-password');
  await expect(page.getByRole('heading', { name: auth.forgotTitle })).toBeVisible();

  // Step 1: verify the identity with the code mailed to the address.
  const verify = page.getByTestId('verify-form');
  await verify.getByPlaceholder(auth.email, { exact: true }).fill(email);
  const mailsBefore = (await mailsTo(email)).length;
  const sent = page.waitForResponse((response) => response.url().includes('/web-api/email/code'));
  await page.getByTestId('send-email-code').click();
  expect(((await (await sent).json()) as Envelope).code).toBe(200);
  await expect(page.getByTestId('send-email-code')).toBeDisabled();
  await expect.poll(async () => (await mailsTo(email)).length).toBe(mailsBefore + 1);
  const code = await latestCode(email);
  expect(code).toMatch(/^\d{6}$/);

  await verify.getByPlaceholder(auth.emailCode).fill(code ?? '');
  await buttonWithText(verify, auth.next).click();

  // Step 2: a new password that meets the policy.
  const reset = page.getByTestId('reset-form');
  await expect(reset).toBeVisible();
  await reset.getByPlaceholder(auth.newPassword).fill('weakpassword');
  await reset.getByPlaceholder(auth.confirmPassword).fill('weakpassword');
  await buttonWithText(reset, auth.resetSubmit).click();
  await expect(
    reset.locator('.ant-form-item-explain-error').filter({ hasText: common.en.account.passwordHint }),
  ).toBeVisible();
  await reset.getByPlaceholder(auth.newPassword).fill(NEW_PASSWORD);
  await reset.getByPlaceholder(auth.confirmPassword).fill(NEW_PASSWORD);
  await buttonWithText(reset, auth.resetSubmit).click();

  // Step 3: done; the old password is gone, the new one works.
  await expect(page.getByText(auth.resetDoneTitle)).toBeVisible();
  await buttonWithText(page, auth.goToLogin).click();
  await expect(page).toHaveURL('/login');
  expect(await loginAnswer(USER)).not.toBe(200);
  await submitLoginForm(page, { identifier: USER.identifier, password: NEW_PASSWORD });
  await expect(page).toHaveURL('/house/houseRoom');
  await expect(page.getByTestId('avatar-menu')).toContainText(USER.identifier);

  // The code was single-use.
  const again = await request.newContext({ baseURL });
  const reuse = (await (
    await again.put('/web-api/email/retrievePwd', {
      data: { email, code, password: 'Another#2026', confirmPassword: 'Another#2026' },
    })
  ).json()) as Envelope;
  expect(reuse.code).not.toBe(200);
  expect(await apiLogin(again, { identifier: USER.identifier, password: NEW_PASSWORD })).toBeTruthy();
  await again.dispose();
  await context.close();
});
