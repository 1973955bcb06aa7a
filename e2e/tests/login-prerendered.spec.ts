import { expect, test } from '@playwright/test';
import { ADMIN } from '../support/api';
import { submitLoginForm, switchLanguage } from '../support/app';
import { host } from '../support/locales';

// The server sends /login prerendered in the language the browser will start in
// (host/src/app/prerender-login.tsx), and React takes that HTML over.
test.use({ locale: 'en-US' });

test('the login form shows before any script, keeps what was typed and signs in once React runs', async ({
  page,
}) => {
  const en = host.en.auth;
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));

  // The HTML itself holds the form, in the browser's language.
  const html = await (await page.request.get('/login', { headers: { 'Accept-Language': 'en-US' } })).text();
  expect(html).toContain('data-prerendered="en"');
  expect(html).toContain(`placeholder="${en.identifier}"`);

  // The app's script held back: the form is there, and typing into it works, but it
  // cannot be sent (Enter neither sends it nor puts the password into the URL).
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/main.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  const form = page.getByTestId('login-form');
  await expect(form.getByPlaceholder(en.identifier)).toBeVisible();
  await expect(page.getByRole('heading', { name: en.loginTitle })).toBeVisible();
  await expect(page.getByTestId('login-submit')).toBeDisabled();
  await form.getByPlaceholder(en.identifier).fill(ADMIN.identifier);
  await form.getByPlaceholder(en.password).fill(ADMIN.password);
  await form.getByPlaceholder(en.password).press('Enter');
  expect(new URL(page.url()).search).toBe('');
  await form.evaluate((element) => {
    (element as HTMLElement & { e2eMarker?: string }).e2eMarker = 'the prerendered form';
  });

  // React hydrates the same elements, adopts what was typed, and the form sends it.
  release();
  await expect(page.getByTestId('login-submit')).toBeEnabled();
  expect(await form.evaluate((element) => (element as HTMLElement & { e2eMarker?: string }).e2eMarker)).toBe(
    'the prerendered form',
  );
  await expect(form.getByPlaceholder(en.identifier)).toHaveValue(ADMIN.identifier);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL('/house/houseRoom');
  expect(problems).toEqual([]);
});

test('a language chosen in the app is the language of the next prerendered login page', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByTestId('login-submit')).toBeEnabled();
  await switchLanguage(page, 'zh');
  await expect(page.getByRole('heading', { name: host.zh.auth.loginTitle })).toBeVisible();

  // The browser still says English; the choice travels in the `language` cookie.
  await page.route('**/main.js', (route) => route.abort());
  await page.reload();
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'zh');
  await expect(page.getByTestId('login-form').getByPlaceholder(host.zh.auth.identifier)).toBeVisible();
  await page.unroute('**/main.js');
  await page.reload();
  await expect(page.getByTestId('login-submit')).toBeEnabled();
  await submitLoginForm(page, ADMIN);
  await expect(page).toHaveURL('/house/houseRoom');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
});
