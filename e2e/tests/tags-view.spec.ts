import { expect, type Page, type Request, test } from '@playwright/test';
import { ADMIN, signInContext } from '../support/api';
import { exactly, openFromMenu, pageArea } from '../support/app';
import { host, menuTitle, pact } from '../support/locales';

const tags = host.en.layout.tags;
type TagAction = keyof typeof tags;

const DASHBOARD = '/index';
const VILLAGE = '/house/village';
const CAR = '/vehicle/car';
const TEMPLATE = '/pact/template';
const NOTICE = '/system/notice';

function tabs(page: Page) {
  return page.getByTestId('tags-view').locator('.tags-view-item');
}

/** The paths of the tabs, left to right. */
async function expectTabs(page: Page, paths: string[]): Promise<void> {
  await expect(tabs(page)).toHaveCount(paths.length);
  await expect
    .poll(() => tabs(page).evaluateAll((items) => items.map((item) => item.getAttribute('data-path'))))
    .toEqual(paths);
}

/** Right-clicks a tab and picks an action of its context menu. */
async function tabAction(page: Page, path: string, action: TagAction): Promise<void> {
  await page.getByTestId('tags-view').locator(`.tags-view-item[data-path="${path}"]`).click({
    button: 'right',
  });
  await page
    .locator('.ant-dropdown:not(.ant-dropdown-hidden)')
    .getByRole('menuitem')
    .filter({ hasText: exactly(tags[action]) })
    .click();
}

async function openPages(page: Page, paths: string[]): Promise<void> {
  for (const path of paths) await openFromMenu(page, path, 'en');
}

test('the tab context menu closes right, left, others and all, and refreshes a page', async ({
  page,
  context,
}) => {
  await signInContext(context, ADMIN);
  await page.goto(DASHBOARD);
  await openPages(page, [VILLAGE, CAR, TEMPLATE, NOTICE]);
  await expectTabs(page, [DASHBOARD, VILLAGE, CAR, TEMPLATE, NOTICE]);
  await expect(page.getByTestId('tags-view').locator('.tags-view-item.active')).toHaveText(
    menuTitle(NOTICE, 'en'),
  );

  // Close right of the vehicles: the open page (notices) went, so the last tab opens.
  await tabAction(page, CAR, 'closeRight');
  await expectTabs(page, [DASHBOARD, VILLAGE, CAR]);
  await expect(page).toHaveURL(CAR);

  // Close left of the templates: the pinned dashboard stays; the open page stays open.
  await openPages(page, [TEMPLATE, NOTICE]);
  await expectTabs(page, [DASHBOARD, VILLAGE, CAR, TEMPLATE, NOTICE]);
  await tabAction(page, TEMPLATE, 'closeLeft');
  await expectTabs(page, [DASHBOARD, TEMPLATE, NOTICE]);
  await expect(page).toHaveURL(NOTICE);

  // Close others from the templates' tab: only the dashboard and the templates remain, and they show.
  await openPages(page, [VILLAGE]);
  await tabAction(page, TEMPLATE, 'closeOthers');
  await expectTabs(page, [DASHBOARD, TEMPLATE]);
  await expect(page).toHaveURL(TEMPLATE);
  await expect(pageArea(page).getByText(pact.en.template.list.title, { exact: true })).toBeVisible();

  // Refresh: the open page is built again (a mark left in its DOM is gone) and keeps its tab.
  const card = pageArea(page).locator('.pact-template-page');
  await card.evaluate((element) => element.setAttribute('data-e2e-mark', 'before refresh'));
  await tabAction(page, TEMPLATE, 'refresh');
  await expect(card).toBeVisible();
  await expect(card).not.toHaveAttribute('data-e2e-mark', 'before refresh');
  await expect(pageArea(page).getByText(pact.en.template.list.title, { exact: true })).toBeVisible();
  await expectTabs(page, [DASHBOARD, TEMPLATE]);

  // Close all: only the pinned dashboard is left, and it opens.
  await tabAction(page, TEMPLATE, 'closeAll');
  await expectTabs(page, [DASHBOARD]);
  await expect(page).toHaveURL(DASHBOARD);
});

test('refreshing a tab loads the page data again', async ({ page, context }) => {
  await signInContext(context, ADMIN);
  await page.goto(DASHBOARD);
  // The template list is a POST (RuoYi's variant).
  const isList = (request: Request) =>
    new URL(request.url()).pathname === '/web-api/pact/templates' && request.method() === 'POST';
  const firstLoad = page.waitForRequest(isList);
  await openPages(page, [TEMPLATE]);
  await firstLoad;
  await expect(pageArea(page).getByText(pact.en.template.list.title, { exact: true })).toBeVisible();

  const reload = page.waitForRequest(isList, { timeout: 5_000 });
  await tabAction(page, TEMPLATE, 'refresh');
  await reload;
});
