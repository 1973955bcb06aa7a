import { expect, test } from '@playwright/test';
import { ADMIN, signInContext } from '../support/api';
import { buttonWithText, openFromMenu, pageArea } from '../support/app';
import { fill, host, house, vehicle } from '../support/locales';

const texts = host.en.federation;

test('an unreachable remote shows its error card, the rest keeps working, and retry recovers', async ({
  page,
  context,
}) => {
  await signInContext(context, ADMIN);
  const blocked = '**/remotes/remote_vehicle/**';
  let aborted = 0;
  await page.route(blocked, (route) => {
    aborted += 1;
    return route.abort();
  });
  await page.goto('/index');

  await openFromMenu(page, '/vehicle/car', 'en');
  const card = pageArea(page).getByTestId('remote-error-card');
  await expect(card).toBeVisible();
  await expect(card).toContainText(texts.errorTitle);
  await expect(card).toContainText(fill(texts.errorRemote, { name: 'remote_vehicle' }));
  const retry = buttonWithText(card, texts.retry);
  await expect(retry).toBeVisible();
  expect(aborted).toBeGreaterThan(0);
  // The shell around it is intact.
  await expect(page.getByTestId('sidebar-menu')).toBeVisible();
  await expect(page.getByTestId('tags-view')).toBeVisible();

  // Another remote loads and shows its data meanwhile.
  await openFromMenu(page, '/house/village', 'en');
  await expect(
    pageArea(page).getByRole('columnheader', { name: house.en.village.fields.name }),
  ).toBeVisible();
  // The vehicle tab's page is kept alive (hidden, with its card) while this one shows.
  await expect(pageArea(page).getByTestId('remote-error-card')).toBeHidden();

  // Still failing while blocked: retry shows the card again.
  await openFromMenu(page, '/vehicle/car', 'en');
  await expect(card).toBeVisible();
  const abortedBefore = aborted;
  await retry.click();
  await expect.poll(() => aborted).toBeGreaterThan(abortedBefore);
  await expect(card).toBeVisible();

  // The files are back: retry loads the page without reloading the application.
  await page.unroute(blocked);
  await page.evaluate(() => {
    (window as unknown as { e2eMarker: boolean }).e2eMarker = true;
  });
  await retry.click();
  await expect(
    pageArea(page).getByRole('columnheader', { name: vehicle.en.car.fields.plateNumber }),
  ).toBeVisible();
  await expect(card).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { e2eMarker?: boolean }).e2eMarker)).toBe(true);
});

test('a public page whose loader does not arrive says so and loads again, instead of an empty window', async ({
  browser,
}) => {
  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
  const phone = await visitor.newPage();
  // The host's chunk that draws the public pages (the connection dropped, or a release
  // replaced the files since the page came).
  const blocked = '**/public-remote-page.*.js';
  await phone.route(blocked, (route) => route.abort());
  await phone.goto('/car/detail/987654');
  const error = phone.getByTestId('page-load-error');
  await expect(error).toBeVisible();
  await expect(error).toContainText(host.en.router.pageFailedTitle);
  await expect(error).toContainText(host.en.router.pageFailedText);

  // Back: the button loads the page again, which now draws (this car does not exist).
  await phone.unroute(blocked);
  await error.getByRole('button', { name: host.en.router.reload }).click();
  await expect(phone.getByText(vehicle.en.carDetail.notAvailable)).toBeVisible();
  await expect(error).toHaveCount(0);
  await visitor.close();
});

test("a remote's public pages module that does not load: the public page comes through federation", async ({
  browser,
}) => {
  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
  const phone = await visitor.newPage();
  // The module the public start loads first (shared/build/public-pages-entry.ts), as from
  // a remote version built before it existed.
  let blocked = 0;
  await phone.route('**/remotes/remote_vehicle/*/public/public-pages.js', (route) => {
    blocked += 1;
    return route.fulfill({ status: 404, body: 'not found' });
  });
  const entries: string[] = [];
  phone.on('request', (request) => {
    if (request.url().endsWith('/remoteEntry.js')) entries.push(new URL(request.url()).pathname);
  });
  await phone.goto('/car/detail/987654');
  // This car does not exist: the page drew and asked the server.
  await expect(phone.getByText(vehicle.en.carDetail.notAvailable)).toBeVisible();
  expect(blocked).toBe(1);
  expect(entries).toEqual([expect.stringMatching(/^\/remotes\/remote_vehicle\/[^/]+\/remoteEntry\.js$/)]);
  await visitor.close();
});
