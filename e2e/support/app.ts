import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import { ADMIN, type Credentials, signInContext } from './api';
import { type Language, menuTitle } from './locales';

/** Fills and sends the login form (any language: the fields are found by their autocomplete role). */
export async function submitLoginForm(page: Page, who: Credentials): Promise<void> {
  const form = page.getByTestId('login-form');
  await form.locator('input[autocomplete="username"]').fill(who.identifier);
  await form.locator('input[autocomplete="current-password"]').fill(who.password);
  await page.getByTestId('login-submit').click();
}

/** The sidebar's menu. */
export function sidebarMenu(page: Page): Locator {
  return page.getByTestId('sidebar-menu');
}

/** The page area of the layout (below the navbar and the tabs). */
export function pageArea(page: Page): Locator {
  return page.locator('.app-main');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Text that is exactly `text` (trimmed), for `hasText` filters. */
export function exactly(text: string): RegExp {
  return new RegExp(`^\\s*${escapeRegExp(text)}\\s*$`);
}

/** A menu entry (page or directory) by its exact title; icons' labels do not count. */
export function menuEntry(menu: Locator, title: string): Locator {
  return menu.getByRole('menuitem').filter({ hasText: exactly(title) });
}

/**
 * Opens a seeded page from the sidebar, as a user would: unfolds its directory
 * when needed, then clicks the entry. `path` is the page's full path (`/vehicle/car`).
 */
export async function openFromMenu(page: Page, path: string, language: Language): Promise<void> {
  const menu = sidebarMenu(page);
  const directory = path.split('/').filter(Boolean)[0] ?? '';
  const folder = menuEntry(menu, menuTitle(`/${directory}`, language));
  await expect(folder).toBeVisible();
  if ((await folder.getAttribute('aria-expanded')) !== 'true') await folder.click();
  await expect(folder).toHaveAttribute('aria-expanded', 'true');
  // The folder's entries slide in: a click during the animation can land beside the
  // entry, so the click is repeated until the page is the one asked for.
  await expect(async () => {
    await menuEntry(menu, menuTitle(path, language)).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`), { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  // The router renders a navigation as a React transition: the address changes at
  // once, but the page (and its tab) only once React commits it. A click on the next
  // entry before that drops this navigation, as it would for a user who moved on.
  await expect(page.locator(`.app-page[data-page="${path}"]`)).toBeVisible();
}

/** Picks a language in the navbar's (or the login page's) language switch; its items are keyed zh, en, lo. */
export async function switchLanguage(page: Page, language: Language): Promise<void> {
  await page.getByTestId('language-switch').click();
  // The button's tooltip opens below it, over the first entry of the menu (中文), and
  // stays while hovered: move away first, as a user has to (reported as a host bug).
  await page.mouse.move(0, 0);
  await expect(page.locator('.ant-tooltip:not(.ant-tooltip-hidden)')).toHaveCount(0);
  await page.locator(`.ant-dropdown:not(.ant-dropdown-hidden) li[data-menu-id$="-${language}"]`).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** The table rows of a page area (antd tables, header and placeholder rows excluded). */
export function tableRows(scope: Locator): Locator {
  return scope.locator('.ant-table-tbody tr.ant-table-row');
}

/** A message toast (antd `message`) with the given text. */
export function toast(page: Page, text: string): Locator {
  return page.locator('.ant-message-notice').filter({ hasText: exactly(text) });
}

/** A button showing exactly this text (antd puts the icon's name in the accessible name too). */
export function buttonWithText(scope: Locator | Page, text: string): Locator {
  return scope.getByRole('button').filter({ hasText: exactly(text) });
}

/** Picks an option of an antd select found by its label (the open dropdown is outside `scope`). */
export async function pickOption(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  await scope.getByLabel(label, { exact: true }).click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: exactly(option) })
    .click();
}

/** Signs the context in as the administrator and opens a screen from the menu (English); returns the page area. */
export async function openAsAdmin(page: Page, context: BrowserContext, path: string): Promise<Locator> {
  await signInContext(context, ADMIN);
  await page.goto('/index');
  await openFromMenu(page, path, 'en');
  return pageArea(page);
}
