import { readFile } from 'node:fs/promises';
import { inflateRawSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { buttonWithText, openAsAdmin, pageArea, tableRows, toast } from '../support/app';
import { buildDocx, DOCX_MIME } from '../support/docx';
import { pact } from '../support/locales';

const texts = pact.en;

/** The text of a .docx: `word/document.xml` read out of the zip, tags dropped. */
function docxText(bytes: Buffer): string {
  // End of central directory: the last PK\x05\x06 record holds the directory's offset.
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let entry = bytes.readUInt32LE(end + 16);
  while (bytes.readUInt32LE(entry) === 0x02014b50) {
    const method = bytes.readUInt16LE(entry + 10);
    const size = bytes.readUInt32LE(entry + 20);
    const nameLength = bytes.readUInt16LE(entry + 28);
    const extraLength = bytes.readUInt16LE(entry + 30);
    const commentLength = bytes.readUInt16LE(entry + 32);
    const local = bytes.readUInt32LE(entry + 42);
    const name = bytes.toString('utf8', entry + 46, entry + 46 + nameLength);
    if (name === 'word/document.xml') {
      const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
      const data = bytes.subarray(start, start + size);
      const xml = (method === 8 ? inflateRawSync(data) : data).toString('utf8');
      return xml.replace(/<\/w:p>/g, '\n').replace(/<[^>]+>/g, '');
    }
    entry += 46 + nameLength + extraLength + commentLength;
  }
  throw new Error('no word/document.xml in the download');
}

test('contracts: a template is opened, a contract generated, edited, saved and downloaded as Word', async ({
  page,
  context,
}) => {
  const area = await openAsAdmin(page, context, '/pact/template');

  const name = `E2E detail ${Date.now()}`;
  await area.locator('input[type="file"]').setInputFiles({
    name: `${name}.docx`,
    mimeType: DOCX_MIME,
    buffer: buildDocx(['Lease contract ສັນຍາເຊົ່າ 租赁合同', 'Tenant: {{tenantName}}']),
  });
  const ask = page.getByRole('dialog').filter({ hasText: texts.template.openDetail.title });
  await buttonWithText(ask, texts.template.openDetail.now).click();
  await expect(page).toHaveURL(/\/contracts\/\d+\?type=template$/);
  const detail = page.locator('.pact-contract-detail');
  await expect(detail.getByTestId('docx-view')).toContainText('Tenant: {{tenantName}}');

  // Generate: edit mode with a title box; a blank title is refused.
  await buttonWithText(detail, texts.detail.generateContract).click();
  await expect(page).toHaveURL(/editing=true/);
  await buttonWithText(detail, texts.detail.save).click();
  await expect(toast(page, texts.detail.enterTitleWarning)).toBeVisible();

  const title = `${name} contract`;
  await page.getByTestId('pact-title-input').fill(title);
  await expect(detail.locator('.ant-input-show-count-suffix, .ant-input-data-count')).toContainText(
    `${title.length} / 120`,
  );
  const editor = page.getByTestId('pact-editor').locator('[data-slate-editor]');
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Edited clause 42');

  const saved = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/web-api/pact/contracts/addcontent',
  );
  await buttonWithText(detail, texts.detail.save).click();
  expect(((await (await saved).json()) as { code: number }).code).toBe(200);
  await expect(toast(page, texts.detail.saveSuccessMsg)).toBeVisible();
  await expect(page).toHaveURL(/\/pact\/contract$/);

  const row = tableRows(pageArea(page)).filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await buttonWithText(row, texts.contract.viewDetails).click();
  await expect(page).toHaveURL(/\/contracts\/\d+$/);
  const contractId = new URL(page.url()).pathname.split('/').pop();
  await expect(detail.getByTestId('docx-view')).toContainText('Edited clause 42');

  const download = page.waitForEvent('download');
  await buttonWithText(detail, texts.detail.downloadWord).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`contract word_${contractId}.docx`);
  const text = docxText(await readFile(await file.path()));
  expect(text).toContain('Lease contract ສັນຍາເຊົ່າ 租赁合同');
  expect(text).toContain('Edited clause 42');
});
