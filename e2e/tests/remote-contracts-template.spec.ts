import { expect, test } from '@playwright/test';
import { buttonWithText, openAsAdmin, tableRows, toast } from '../support/app';
import { buildDocx, DOCX_MIME } from '../support/docx';
import { fill, pact } from '../support/locales';

const texts = pact.en.template;

test('contracts remote: an uploaded .docx template is listed with its placeholders', async ({
  page,
  context,
}) => {
  const area = await openAsAdmin(page, context, '/pact/template');
  await expect(area.getByText(texts.upload.title, { exact: true })).toBeVisible();
  await expect(area.getByText(texts.list.title, { exact: true })).toBeVisible();

  const name = `E2E lease ${Date.now()}`;
  const uploaded = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/web-api/pact/templates/upload-and-create',
  );
  await area.locator('input[type="file"]').setInputFiles({
    name: `${name}.docx`,
    mimeType: DOCX_MIME,
    buffer: buildDocx([
      'House lease contract',
      'Tenant: {{tenantName}}',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the template's own ${name} placeholder syntax
      'Monthly rent: ${rent} LAK',
      'Signed in Vientiane.',
    ]),
  });
  expect(((await (await uploaded).json()) as { code: number }).code).toBe(200);
  await expect(toast(page, texts.uploadSuccess)).toBeVisible();

  // The screen offers to open the new template now or later.
  const ask = page.getByRole('dialog').filter({ hasText: texts.openDetail.title });
  await expect(ask).toContainText(fill(texts.openDetail.content, { name }));
  await buttonWithText(ask, texts.openDetail.later).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL('/pact/template');

  const row = tableRows(area).filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.locator('.ant-tag')).toHaveText(['tenantName', 'rent']);
  await expect(row).toContainText('admin');
});
