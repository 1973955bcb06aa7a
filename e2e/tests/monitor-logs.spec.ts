import { expect, request, test } from '@playwright/test';
import { ADMIN, createCommonUser, type Envelope, signInContext } from '../support/api';
import { buttonWithText, pageArea, tableRows, toast } from '../support/app';
import { baseURL } from '../support/e2e-env';
import { system } from '../support/locales';

const texts = system.en.loginLog;
const operTexts = system.en.operLog;
/** A user of this test's own, so the seeded accounts are never locked for the other tests. */
const USER = { identifier: `locked${Date.now() % 1_000_000}`, password: 'Start#2026' };

async function loginCode(password: string): Promise<Envelope> {
  const api = await request.newContext({ baseURL });
  const answer = (await (
    await api.post('/web-api/login', { data: { ...USER, password } })
  ).json()) as Envelope;
  await api.dispose();
  return answer;
}

test('an admin unlocks an account locked by failed sign-ins from the login log, and reads an operation in the operation log', async ({
  page,
  context,
}) => {
  await createCommonUser(USER, { nickName: 'Lockout test' });
  for (let attempt = 0; attempt < 5; attempt += 1) expect((await loginCode('Wrong#2026')).code).not.toBe(200);
  // Locked now, even with the right password.
  expect((await loginCode(USER.password)).code).not.toBe(200);

  await signInContext(context, ADMIN);
  await page.goto(`/monitor/logininfor?userName=${USER.identifier}`);
  const rows = tableRows(pageArea(page));
  await expect(rows.first()).toContainText(USER.identifier);
  await buttonWithText(rows.first(), texts.unlock).click();
  const confirm = page.getByRole('dialog').filter({ hasText: texts.unlockTitle });
  await buttonWithText(confirm, texts.unlock).click();
  await expect(toast(page, texts.unlocked.replace('{{name}}', USER.identifier))).toBeVisible();
  expect((await loginCode(USER.password)).code).toBe(200);

  // The user's creation is in the operation log, with its request.
  await page.goto('/monitor/operlog?title=User&businessType=1');
  const created = tableRows(pageArea(page)).first();
  await expect(created).toContainText('/web-api/system/user');
  await buttonWithText(created, operTexts.detail).click();
  const detail = page.getByRole('dialog').filter({ hasText: operTexts.detailTitle });
  await expect(detail).toContainText(USER.identifier);
  // The password the admin typed is never shown back.
  await expect(detail).not.toContainText(USER.password);
});
