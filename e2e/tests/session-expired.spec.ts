import { expect, type Locator, type Page, type Response, test } from '@playwright/test';
import { ADMIN, callOk, type Envelope, signedInApi, TOKEN_COOKIE } from '../support/api';
import { trackApiCalls } from '../support/api-calls';
import { buttonWithText, openFromMenu, submitLoginForm } from '../support/app';
import { common } from '../support/locales';

const texts = common.en.request;

async function onlineSessionIds(api: Parameters<typeof callOk>[0]): Promise<Set<string>> {
  const list = await callOk(api, 'get', '/monitor/online/list?pageNum=1&pageSize=1000');
  return new Set((list.rows as { tokenId: string }[]).map((row) => row.tokenId));
}

/**
 * Logs in through the form, has an admin end that session on the server, then opens
 * the notices screen, which asks for its list and a dictionary at once. Gives the
 * session-expired dialogs and the number of calls answered with code 401.
 */
async function expireWhileOpeningNotices(
  page: Page,
): Promise<{ dialogs: Locator; expired: () => number; apiSettled: () => Promise<void> }> {
  // The admin who ends the session, in a request context of its own.
  const { api: monitor } = await signedInApi(ADMIN);
  const before = await onlineSessionIds(monitor);

  const calls = trackApiCalls(page);
  await page.goto('/login');
  const housesListed = page.waitForResponse((response) =>
    response.url().includes('/web-api/system/houseRoom/list'),
  );
  await submitLoginForm(page, ADMIN);
  await expect(page).toHaveURL('/house/houseRoom');
  await expect(page.getByTestId('sidebar-menu')).toBeVisible();
  // The landing page (the house list) has loaded everything it asks for before the
  // session ends, so the expired calls are the notices screen's.
  await housesListed;
  // Drawing the rows asks for more (the dictionaries of the price columns), some time
  // after the list's answer on a busy machine: wait for the rows, then for a quiet spell.
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await calls.settled(1500);

  // The browser's session is the one that appeared with the login above.
  const created = [...(await onlineSessionIds(monitor))].filter((id) => !before.has(id));
  expect(created).toHaveLength(1);
  await callOk(monitor, 'delete', `/monitor/online/${created[0]}`);
  await monitor.dispose();

  let expired = 0;
  page.on('response', (response: Response) => {
    if (!response.url().includes('/web-api/')) return;
    void response
      .json()
      .then((body: Envelope) => {
        if (body.code === 401) expired += 1;
      })
      .catch(() => undefined);
  });
  await openFromMenu(page, '/system/notice', 'en');
  return {
    dialogs: page.getByRole('dialog').filter({ hasText: texts.sessionExpiredContent }),
    expired: () => expired,
    apiSettled: () => calls.settled(),
  };
}

test('a session ended on the server raises exactly one re-login dialog', async ({ page, context }) => {
  const { dialogs, expired, apiSettled } = await expireWhileOpeningNotices(page);
  await expect.poll(expired).toBeGreaterThanOrEqual(2);

  await expect(dialogs).toHaveCount(1);
  await expect(dialogs).toBeVisible();
  // Let every failed call finish its handling and render, then count again.
  await apiSettled();
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await expect(dialogs).toHaveCount(1);
  await expect(page.locator('.ant-modal-confirm')).toHaveCount(1);

  await buttonWithText(dialogs, texts.relogin).click();

  await expect(page).toHaveURL(/\/login\?redirect=/);
  await expect(page.getByTestId('login-form')).toBeVisible();
  await expect(dialogs).toHaveCount(0);
  expect((await context.cookies()).find((cookie) => cookie.name === TOKEN_COOKIE)).toBeUndefined();
});

test('"log in again" goes to /index, so the login page leads back to the dashboard', async ({ page }) => {
  const { dialogs } = await expireWhileOpeningNotices(page);
  await buttonWithText(dialogs, texts.relogin).click();
  await expect(page.getByTestId('login-form')).toBeVisible();
  expect(new URL(page.url()).search).toBe('?redirect=%2Findex');
});
