import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { STAFF, signedInApi, signInContext } from '../support/api';
import { createListedHouse } from '../support/houses';
import { BLUE_PIXEL_PNG, RED_PIXEL_PNG } from '../support/images';

// Issue 32, 15 in a real browser: stored files load in the staff app through the session
// cookie its <img> requests carry; a visitor loads the photos of a public listing only.

const PNG = [RED_PIXEL_PNG, BLUE_PIXEL_PNG];

async function upload(api: APIRequestContext, bytes: Buffer): Promise<string> {
  const response = await api.post('/web-api/upload', {
    multipart: { files: { name: 'photo.png', mimeType: 'image/png', buffer: bytes } },
  });
  const body = (await response.json()) as { code: number; data: { fileName: string }[] };
  expect(body.code).toBe(200);
  return body.data[0]?.fileName ?? '';
}

/** Whether the page shows `src` as an image, as an <img> of the app loads it (same origin, cookies). */
function loadsAsImage(page: Page, src: string): Promise<boolean> {
  return page.evaluate(
    (url) =>
      new Promise<boolean>((resolve) => {
        const image = new Image();
        image.onload = () => resolve(image.naturalWidth > 0);
        image.onerror = () => resolve(false);
        image.src = url;
      }),
    src,
  );
}

test('staff see stored images through their session cookie; a visitor sees only the photos of a listing', async ({
  page,
  browser,
}) => {
  const { api } = await signedInApi(STAFF);
  const privateImage = await upload(api, PNG[0]!);
  const listingPhoto = await upload(api, PNG[1]!);
  const id = await createListedHouse(api, { location: `E2E files ${Date.now()}`, images: listingPhoto });
  await api.dispose();

  await signInContext(page.context(), STAFF);
  await page.goto('/index');
  expect(await loadsAsImage(page, `/web-api${privateImage}`)).toBe(true);
  expect(await loadsAsImage(page, `/web-api${listingPhoto}`)).toBe(true);

  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
  const phone = await visitor.newPage();
  await phone.goto(`/house/detail/${id}`);
  const photo = phone.locator(`img[src$="${listingPhoto}"]`).first();
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  expect(await loadsAsImage(phone, `/web-api${privateImage}`)).toBe(false);
  expect((await visitor.request.get(`/web-api${privateImage}`)).status()).toBe(401);
  await visitor.close();
});
