import { expect, test } from '@playwright/test';
import { host } from '../support/locales';

// A browser whose languages are none of zh, en and lo: the product falls back to Lao.
test.use({ locale: 'fr-FR' });

test('the first visit is in Lao, in the packaged Lao web font', async ({ page }) => {
  const lao = host.lo.auth;
  const fontResponse = page.waitForResponse((response) => /noto-sans-lao.*\.woff2/.test(response.url()));

  await page.goto('/');

  // Nothing stored yet: the guard sends the visitor to the login page, in Lao.
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'lo');
  const form = page.getByTestId('login-form');
  await expect(page.getByRole('heading', { name: lao.loginTitle })).toBeVisible();
  await expect(form.getByPlaceholder(lao.identifier)).toBeVisible();
  await expect(form.getByPlaceholder(lao.password)).toBeVisible();
  await expect(page.getByTestId('login-submit')).toHaveText(lao.login);
  await expect(page.getByText(lao.footer)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBeNull();

  // The Lao glyphs come from the packaged web font, not from whatever the system has.
  expect((await fontResponse).ok()).toBe(true);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        await document.fonts.ready;
        const loaded = [...document.fonts].some(
          (face) => face.family.replace(/["']/g, '') === 'Noto Sans Lao' && face.status === 'loaded',
        );
        return loaded && document.fonts.check("16px 'Noto Sans Lao'", 'ລາວ');
      }),
    )
    .toBe(true);
  const titleFont = await page
    .getByRole('heading', { name: lao.loginTitle })
    .evaluate((element) => getComputedStyle(element).fontFamily);
  expect(titleFont.replace(/["']/g, '')).toMatch(/^Noto Sans Lao\b/);
});
