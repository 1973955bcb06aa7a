import { expect, test } from '@playwright/test';
import { ADMIN, callOk, STAFF, signedInApi, signInContext } from '../support/api';
import { host } from '../support/locales';

const texts = host.en.layout.notices;

/*
 * Notices in the navbar (issue 10, as RuoYi-Vue3's HeaderNotice): an admin publishes a
 * notice; a staff member without any notice permission sees the unread count, opens the
 * notice, reads its content, and the count drops. Stored markup in it never runs.
 */
test('staff see a published notice in the navbar, read it, and the unread count drops', async ({
  page,
  context,
}) => {
  const title = `Office ${Date.now().toString(36)}`;
  const { api } = await signedInApi(ADMIN);
  await callOk(api, 'post', '/system/notice', {
    noticeTitle: title,
    noticeType: '1',
    noticeContent: `<p>Closed on <strong>Friday</strong>.</p><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>`,
    status: '0',
  });
  await api.dispose();

  await signInContext(context, STAFF);
  await context.addInitScript(() => window.localStorage.setItem('language', 'en'));
  await page.goto('/index');
  const bell = page.getByTestId('notice-bell');
  await expect(bell).toBeVisible();
  const before = Number((await bell.getAttribute('aria-label'))?.match(/\d+/)?.[0]);
  expect(before).toBeGreaterThan(0);
  await bell.click();
  await page.getByTestId('notice-bell-item').filter({ hasText: title }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: title });
  await expect(dialog.getByText('Friday')).toBeVisible();
  await expect(
    page.getByRole('button', { name: texts.unread.replace('{{count}}', String(before - 1)) }),
  ).toBeVisible();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
});
