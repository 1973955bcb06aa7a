import { expect, type Locator, type Page, test } from '@playwright/test';
import { ADMIN, signInContext } from '../support/api';
import { exactly, menuEntry, sidebarMenu } from '../support/app';
import { host, menuTitle } from '../support/locales';

const texts = host.en.layout;

async function storedSettings(page: Page): Promise<Record<string, unknown> | null> {
  const raw = await page.evaluate(() => localStorage.getItem('layout-setting'));
  return raw === null ? null : (JSON.parse(raw) as Record<string, unknown>);
}

/** Opens the layout settings drawer from the avatar menu. */
async function openSettings(page: Page): Promise<Locator> {
  await page.getByTestId('avatar-menu').click();
  await page
    .getByRole('menuitem')
    .filter({ hasText: exactly(texts.layoutSettings) })
    .click();
  return page.getByTestId('settings-drawer');
}

/** Tags view off, top navigation on, light sidebar: what the tests below set. */
async function expectChangedLayout(page: Page): Promise<void> {
  await expect(page.getByTestId('tags-view')).toHaveCount(0);
  const topMenu = page.getByTestId('top-menu');
  await expect(topMenu).toBeVisible();
  await expect(menuEntry(topMenu, menuTitle('/vehicle', 'en'))).toBeVisible();
  await expect(page.locator('.app-wrapper')).toHaveClass(/\btheme-light\b/);
  // With the top navigation the sidebar holds only the open directory's pages.
  await expect(menuEntry(sidebarMenu(page), menuTitle('/house/village', 'en'))).toBeVisible();
  await expect(menuEntry(sidebarMenu(page), menuTitle('/vehicle', 'en'))).toHaveCount(0);
}

test('layout settings apply at once and survive a reload', async ({ page, context }) => {
  await signInContext(context, ADMIN);
  await page.goto('/house/village');

  // The defaults (spec section 9): tabs on, no top navigation, dark sidebar.
  await expect(page.getByTestId('tags-view')).toBeVisible();
  await expect(page.getByTestId('top-menu')).toHaveCount(0);
  await expect(page.locator('.app-wrapper')).toHaveClass(/\btheme-dark\b/);
  await expect(menuEntry(sidebarMenu(page), menuTitle('/vehicle', 'en'))).toBeVisible();

  const drawer = await openSettings(page);
  await expect(drawer.getByText(texts.settings.title, { exact: true })).toBeVisible();

  await drawer.getByTestId('setting-tagsView').click();
  await drawer.getByTestId('setting-topNav').click();
  await drawer.getByTestId('setting-sideTheme').getByText(texts.settings.light, { exact: true }).click();
  await expect(drawer.getByTestId('setting-tagsView')).toHaveAttribute('aria-checked', 'false');
  await expect(drawer.getByTestId('setting-topNav')).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
  await expect(drawer.getByText(texts.settings.title, { exact: true })).toBeHidden();
  await expectChangedLayout(page);
  expect(await storedSettings(page)).toMatchObject({
    tagsView: false,
    topNav: true,
    sideTheme: 'theme-light',
  });

  await page.reload();

  await expectChangedLayout(page);
  expect(await storedSettings(page)).toMatchObject({
    tagsView: false,
    topNav: true,
    sideTheme: 'theme-light',
    // Untouched settings keep their defaults.
    fixedHeader: false,
    sidebarLogo: true,
    dynamicTitle: false,
  });
  // The drawer shows the stored values too.
  await openSettings(page);
  await expect(drawer.getByTestId('setting-tagsView')).toHaveAttribute('aria-checked', 'false');
  await expect(drawer.getByTestId('setting-topNav')).toHaveAttribute('aria-checked', 'true');
  await expect(drawer.getByTestId('setting-sideTheme').locator('.ant-segmented-item-selected')).toHaveText(
    texts.settings.light,
  );
});

test('the stored theme colour colours antd primary buttons, also after a change in the drawer', async ({
  page,
  context,
}) => {
  await signInContext(context, ADMIN);
  await context.addInitScript(() => {
    if (!sessionStorage.getItem('theme-seeded')) {
      localStorage.setItem('layout-setting', JSON.stringify({ theme: '#f5222d' }));
      sessionStorage.setItem('theme-seeded', '1');
    }
  });
  await page.goto('/house/village');
  const primary = page.locator('.app-page .ant-btn-primary').first();
  await expect(primary).toHaveCSS('background-color', 'rgb(245, 34, 45)');

  // antd's styles come from its prebuilt stylesheet; the colour is a CSS variable the
  // theme sets, so a new colour applies at once.
  const drawer = await openSettings(page);
  await drawer.getByTestId('setting-theme').click();
  // The preset #11a983 (the drawer's presets are RuoYi's colours).
  await page
    .locator('.ant-color-picker-presets-color')
    .filter({ has: page.locator('[style*="rgb(17, 169, 131)"]') })
    .click();
  await expect(primary).toHaveCSS('background-color', 'rgb(17, 169, 131)');
  expect(await storedSettings(page)).toMatchObject({ theme: '#11a983' });
});
