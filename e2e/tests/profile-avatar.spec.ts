import { expect, test } from '@playwright/test';
import { createCommonUser, signInContext } from '../support/api';
import { toast } from '../support/app';
import { host } from '../support/locales';

const texts = host.en.profile;
/** An 8 x 4 PNG (red and blue halves): not square, so the crop has work to do. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAECAIAAAA8r+mnAAAAFElEQVR4nGP4z8AAR0jM/wzUkwAAOn4f4QhCQp4AAAAASUVORK5CYII=',
  'base64',
);
const USER = { identifier: `avatar${Date.now() % 1_000_000}`, password: 'Start#2026' };

test('a user picks a new avatar, crops it in the dialog and sees it in the navbar', async ({
  page,
  context,
}) => {
  await createCommonUser(USER, { nickName: 'Avatar test' });

  await signInContext(context, USER);
  await page.goto('/user/profile');
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('avatar-upload').click();
  await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });

  const crop = page.getByRole('dialog').filter({ hasText: texts.avatarCropTitle });
  await expect(crop).toBeVisible();
  await expect(crop.locator('.reactEasyCrop_CropArea')).toBeVisible();
  const uploaded = page.waitForResponse((response) => response.url().includes('/system/user/profile/avatar'));
  await crop.getByRole('button', { name: texts.avatarCropOk }).click();
  expect((await uploaded).ok()).toBe(true);
  await expect(toast(page, texts.avatarDone)).toBeVisible();

  // The new picture is the one everywhere: the profile and the navbar show a stored avatar.
  const navbarAvatar = page.getByTestId('navbar').locator('img').first();
  await expect(navbarAvatar).toHaveAttribute('src', /\/web-api\/profile\/avatar\//);
  // And it loads: stored files need a session, which the <img> request's cookie carries (issue 32, 15).
  await expect
    .poll(() => navbarAvatar.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
});
