import { expect, test } from '@playwright/test';
import { ADMIN, callOk, signedInApi } from '../support/api';
import { createListedHouse } from '../support/houses';
import { house } from '../support/locales';

const texts = house.en.houseDetail.reviews;

/*
 * A visitor reviews a listed house on its public page (issue 14): no login, a phone,
 * the review shows at once with the new average, and staff see it on the evaluation list.
 */
test('a visitor leaves a review on the public house page and sees it with the average', async ({
  browser,
}) => {
  const { api } = await signedInApi(ADMIN);
  const tag = `reviewed-${Date.now().toString(36)}`;
  const id = await createListedHouse(api, { location: `${tag} Ban Phonxay` });

  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await visitor.addInitScript(() => window.localStorage.setItem('language', 'en'));
  const page = await visitor.newPage();
  await page.goto(`/house/detail/${id}`);
  const reviews = page.getByTestId('house-reviews');
  await expect(reviews.getByText(texts.none)).toBeVisible();

  // The rules first: nothing is sent without a score, a name and a text.
  await reviews.getByRole('button', { name: texts.submit }).click();
  await expect(reviews.getByText(texts.scoreRequired)).toBeVisible();
  await expect(reviews.getByText(texts.authorRequired)).toBeVisible();

  // The fourth star, as a visitor taps it.
  const stars = reviews.getByRole('radiogroup', { name: texts.score });
  await stars.locator('label').nth(3).click();
  await expect(stars.getByRole('radio').nth(3)).toBeChecked();
  await reviews.getByPlaceholder(texts.authorPlaceholder).fill('Somsak');
  await reviews.getByPlaceholder(texts.contentPlaceholder).fill(`Bright rooms, quiet street (${tag})`);
  await reviews.getByRole('button', { name: texts.submit }).click();
  await expect(page.getByText('Thank you for your review')).toBeVisible();
  await expect(reviews.getByText(`Bright rooms, quiet street (${tag})`)).toBeVisible();
  await expect(
    reviews.getByText(texts.average.replace('{{average}}', '4').replace('{{count}}', '1')),
  ).toBeVisible();
  await visitor.close();

  // Staff see it among the house's evaluations, marked as from the public page.
  const list = await callOk(api, 'get', `/system/houseEvaluation/list?roomId=${id}`);
  expect(list.rows).toEqual([expect.objectContaining({ author: 'Somsak', score: 4, source: 'public' })]);
  await api.dispose();
});
