import { expect, test } from '@playwright/test';
import { ADMIN, signInContext } from '../support/api';
import { menuEntry, openFromMenu, pageArea, sidebarMenu, switchLanguage } from '../support/app';
import { house, type Language, menuTitle } from '../support/locales';

test('switching the language changes menus, tabs and the page without a reload', async ({
  page,
  context,
}) => {
  await signInContext(context, ADMIN);
  // Start in Lao (stored choice); the switch below stores the next ones.
  await context.addInitScript(() => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', 'lo');
  });
  await page.goto('/index');
  await openFromMenu(page, '/house/village', 'lo');

  const expectLanguage = async (language: Language) => {
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    // The menus come from the server in the new language...
    await expect(menuEntry(sidebarMenu(page), menuTitle('/house/village', language))).toBeVisible();
    await expect(menuEntry(sidebarMenu(page), menuTitle('/vehicle', language))).toBeVisible();
    // ...the tab of the open page follows...
    await expect(page.getByTestId('tags-view').locator('.tags-view-item.active')).toHaveText(
      menuTitle('/house/village', language),
    );
    // ...and the remote's page re-renders in its own texts.
    const texts = house[language].village;
    await expect(pageArea(page).getByRole('columnheader', { name: texts.fields.name })).toBeVisible();
    await expect(pageArea(page).getByRole('columnheader', { name: texts.fields.year })).toBeVisible();
  };

  await expectLanguage('lo');
  await page.evaluate(() => {
    (window as unknown as { e2eMarker: string }).e2eMarker = 'still the same document';
  });

  await switchLanguage(page, 'en');
  await expectLanguage('en');
  await switchLanguage(page, 'zh');
  await expectLanguage('zh');

  await expect(page).toHaveURL('/house/village');
  expect(await page.evaluate(() => (window as unknown as { e2eMarker?: string }).e2eMarker)).toBe(
    'still the same document',
  );
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('zh');
});
