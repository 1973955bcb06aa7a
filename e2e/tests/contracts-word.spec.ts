import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { buildContractCorpus, buildLaoLeaseTemplate } from '../../server/src/testing/contract-corpus';
import { type DocxSummary, inspectDocx } from '../../server/src/testing/docx-inspect';
import contractLo from '../../shared/src/features/contract/locales/lo';
import { ADMIN, callOk, signedInApi, signInContext } from '../support/api';
import { buttonWithText, toast } from '../support/app';
import { DOCX_MIME } from '../support/docx';
import { createListedHouse } from '../support/houses';
import { pact } from '../support/locales';

const texts = pact.lo;

/** Uploads a .docx as a house template through the API: the template and the draft contract made with it. */
async function uploadTemplate(
  api: APIRequestContext,
  name: string,
  docx: Buffer,
): Promise<{ id: number; contractId: number }> {
  const response = await api.post('/web-api/pact/templates/upload-and-create', {
    multipart: { file: { name: `${name}.docx`, mimeType: DOCX_MIME, buffer: docx }, fileType: '1' },
  });
  const body = (await response.json()) as {
    code: number;
    msg: string;
    data: { id: number; contractId: number };
  };
  expect(body.code, body.msg).toBe(200);
  return body.data;
}

const AGENCY_NAME = 'ບໍລິສັດ ລາວ ອະສັງຫາລິມະຊັບ ຈຳກັດ';

/** Sets a system parameter by its key through the parameters screen's API. */
async function setConfig(api: APIRequestContext, configKey: string, configValue: string): Promise<void> {
  const { rows } = (await callOk(
    api,
    'get',
    `/system/config/list?configKey=${configKey}&pageNum=1&pageSize=10`,
  )) as {
    rows: Record<string, unknown>[];
  };
  const row = rows.find((item) => item.configKey === configKey);
  expect(row, configKey).toBeDefined();
  await callOk(api, 'put', '/system/config', {
    configId: row?.configId,
    configName: row?.configName,
    configKey,
    configValue,
    configType: row?.configType,
    remark: row?.remark ?? '',
  });
}

async function downloadViaApi(api: APIRequestContext, contractId: number): Promise<Buffer> {
  const response = await api.get(`/web-api/pact/contracts/${contractId}/download-docx`);
  expect(response.status()).toBe(200);
  return response.body();
}

/** The editor's slate area inside the contract editor. */
function editorArea(page: Page) {
  return page.getByTestId('pact-editor').locator('[data-slate-editor]');
}

/** The drawn Word document of the detail view, once docx-preview has laid out its pages. */
async function expectDrawnDocument(page: Page, text: string): Promise<void> {
  const view = page.getByTestId('docx-view');
  await expect(view.locator('section.docx').first()).toBeVisible({ timeout: 30_000 });
  await expect(view).toContainText(text);
}

test('a Lao lease template with a letterhead and numbered sub-clauses: generated for a real lease and customer, edited, downloaded and read back', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(180_000);
  const { api } = await signedInApi(ADMIN);
  const stamp = Date.now();
  // The agency's name, as an administrator sets it once in the parameters: it fills {{agencyName}}.
  await setConfig(api, 'pact.agency.name', AGENCY_NAME);
  const template = await buildLaoLeaseTemplate();
  const original = inspectDocx(template);
  const { id: templateId } = await uploadTemplate(api, `ສັນຍາເຊົ່າ E2E ${stamp}`, template);

  // A real house, its lease, and a customer, made through the API.
  const location = `ບ້ານໂພນສີນວນ E2E ${stamp}`;
  const houseId = await createListedHouse(api, { location, name: `ເຮືອນ A-${stamp % 1000}` });
  const tenant = `ທ້າວ ສົມໃຈ ${stamp % 10000}`;
  // Rented out: the house's lease (with its expiry reminder).
  await callOk(api, 'put', `/system/houseRoom/handlePush/${houseId}`, {
    tenantName: tenant,
    tenantPhone: '020 5555 1234',
    startDate: '2026-12-01',
    endDate: '2027-11-30',
    rent: 4500000,
    currency: 'LAK',
  });
  const customer = `ນາງ ແກ້ວ ${stamp % 10000}`;
  await callOk(api, 'post', '/system/houseCustomer', { clientName: customer, phoneNumber: '020 7777 8888' });

  await context.addInitScript(() => window.localStorage.setItem('language', 'lo'));
  await signInContext(context, ADMIN);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/contracts/${templateId}?type=template`);
  const detail = page.locator('.pact-contract-detail');
  await expectDrawnDocument(page, 'ກົດລະບຽບຂອງເຮືອນ');
  await page.screenshot({ path: test.info().outputPath('template-detail-lo-1440.png'), fullPage: false });

  // Generate: the lease first, then the customer: both in the list, the lease's tenant kept.
  await buttonWithText(detail, texts.detail.generateContract).click();
  const picker = page.getByTestId('pact-fill-source');
  const record = picker.getByRole('combobox', { name: texts.detail.fill.sourcePlaceholder });
  const fillDone = () =>
    page.waitForResponse((response) =>
      /\/pact\/templates\/\d+\/fill$/.test(new URL(response.url()).pathname),
    );
  let filled = fillDone();
  await record.click();
  await page.locator('.ant-select-item-option').filter({ hasText: tenant }).click();
  await filled;
  await picker.getByRole('combobox', { name: texts.detail.fill.kind }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: texts.detail.fill.kinds.customer }).click();
  filled = fillDone();
  await record.click();
  await page.locator('.ant-select-item-option').filter({ hasText: customer }).click();
  await filled;
  const picked = page.getByTestId('pact-fill-picked');
  await expect(picked).toContainText(tenant);
  await expect(picked).toContainText(customer);

  // Typed values for what no record knows, then filled into the text.
  const values = page.getByTestId('pact-fill-values');
  await values.getByLabel('landlordName', { exact: true }).fill('ທ້າວ ສົມພອນ ວົງສະຫວັນ');
  await values.getByLabel('rent', { exact: true }).fill('4,500,000 LAK');
  await values.getByLabel('deposit', { exact: true }).fill('9,000,000 LAK');
  // The letterhead's phone: no record knows it (nor the agency settings here); typed, it fills the header.
  await values.getByLabel('agencyPhone', { exact: true }).fill('021 555 999');
  filled = fillDone();
  await buttonWithText(values, texts.detail.fill.apply).click();
  await filled;
  await expect(values.getByLabel('tenantName', { exact: true })).toHaveValue(tenant);
  const editor = editorArea(page);
  await expect(editor).toContainText(tenant);
  await expect(editor).toContainText('4,500,000 LAK');

  // One paragraph edited in the editor.
  // wangEditor draws list items as blocks of its own, not <li>.
  const rule = editor.locator('[data-slate-node="element"]', { hasText: 'ຈອດລົດໃນບ່ອນທີ່ກຳນົດ' }).last();
  await rule.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' (ບ່ອນ B-7)');
  await expect(rule).toContainText('ຈອດລົດໃນບ່ອນທີ່ກຳນົດ (ບ່ອນ B-7)');
  await page.screenshot({ path: test.info().outputPath('editor-lo-1440.png'), fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('editor-lo-390.png'), fullPage: false });
  await page.setViewportSize({ width: 1440, height: 900 });

  const title = `ສັນຍາເຊົ່າ ${tenant}`;
  await page.getByTestId('pact-title-input').fill(title);
  const saved = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/web-api/pact/contracts/addcontent',
  );
  await buttonWithText(detail, texts.detail.save).click();
  const savedBody = (await (await saved).json()) as { code: number; msg: string; data: { id: number } };
  expect(savedBody.code, savedBody.msg).toBe(200);
  await expect(toast(page, texts.detail.saveSuccessMsg)).toBeVisible();
  const contractId = savedBody.data.id;

  // The contract's own Word document, drawn, at desktop and phone width.
  await page.goto(`/contracts/${contractId}`);
  await expectDrawnDocument(page, 'ຈອດລົດໃນບ່ອນທີ່ກຳນົດ (ບ່ອນ B-7)');
  await page.screenshot({ path: test.info().outputPath('contract-detail-lo-1440.png'), fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectDrawnDocument(page, tenant);
  // Scaled to the phone: no sideways scrolling of the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('contract-detail-lo-390.png'), fullPage: false });
  await page.setViewportSize({ width: 1440, height: 900 });

  // Downloaded through the browser and read back.
  const download = page.waitForEvent('download');
  await buttonWithText(detail, texts.detail.downloadWord).click();
  const file = await download;
  const summary = inspectDocx(await readFile(await file.path()));
  // The letterhead and the "Confidential" footer stay, their placeholders filled with the agency.
  const headerText = summary.headers.join('\n');
  expect(headerText).toContain('ບໍລິສັດ ລາວ ອະສັງຫາລິມະຊັບ ຈຳກັດ');
  expect(headerText).toContain('ບ້ານສີສັງວອນ, ເມືອງໄຊເສດຖາ');
  expect(headerText).toContain('021 555 999');
  expect(summary.footers.join('\n')).toContain('ຄວາມລັບ');
  expect(summary.footers.join('\n')).toContain(AGENCY_NAME);
  expect([headerText, ...summary.footers].join('\n')).not.toMatch(/\{\{|\$\{/);
  expect(summary.images.filter((image) => image.part === 'header')).toHaveLength(
    original.images.filter((image) => image.part === 'header').length,
  );
  // Numbered clauses and sub-clauses keep their Word numbering and formats.
  const numbering = (items: DocxSummary['listItems']) =>
    items.map(({ ilvl, format, levelText }) => ({ ilvl, format, levelText }));
  expect(numbering(summary.listItems)).toEqual(numbering(original.listItems));
  expect(summary.listItems.some((item) => item.ilvl === 1 && item.levelText?.includes('%2'))).toBe(true);
  // The edit and the filled values are in the document; no placeholder is left.
  const allText = [...summary.paragraphs, ...summary.listItems.map((item) => item.text)].join('\n');
  expect(allText).toContain('ຈອດລົດໃນບ່ອນທີ່ກຳນົດ (ບ່ອນ B-7)');
  expect(allText).toContain(tenant);
  expect(allText).toContain('ທ້າວ ສົມພອນ ວົງສະຫວັນ');
  expect(allText).toContain('4,500,000 LAK');
  expect(allText).not.toMatch(/\{\{(tenantName|landlordName|rent)\}\}/);
  const pages = (sections: DocxSummary['sections']) =>
    sections.map(({ width, height, orientation }) => ({ width, height, orientation }));
  expect(pages(summary.sections)).toEqual(pages(original.sections));

  // Shared for 7 days: the dialog says until when; the customer's page draws the same document.
  await buttonWithText(detail, texts.detail.share.button).click();
  const dialog = page.getByRole('dialog').filter({ hasText: contractLo.share.title });
  await dialog.getByLabel(contractLo.share.days).fill('7');
  await buttonWithText(dialog, contractLo.share.create).click();
  const expiry = dialog.getByTestId('pact-share-expires');
  await expect(expiry).toBeVisible();
  const until = Date.parse(/\d{4}-\d{2}-\d{2}/.exec((await expiry.textContent()) ?? '')?.[0] ?? '');
  expect((until - Date.now()) / 86_400_000).toBeGreaterThan(5.9);
  expect((until - Date.now()) / 86_400_000).toBeLessThan(7.1);
  const link = await dialog.getByTestId('pact-share-link').inputValue();
  const guest = await browser.newContext({ locale: 'lo-LA', viewport: { width: 390, height: 844 } });
  const customerPage = await guest.newPage();
  await customerPage.goto(link);
  await expectDrawnDocument(customerPage, 'ຈອດລົດໃນບ່ອນທີ່ກຳນົດ (ບ່ອນ B-7)');
  expect(await customerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await customerPage.screenshot({ path: test.info().outputPath('public-contract-lo-390.png') });
  await guest.close();
  await api.dispose();
});

test('each corpus contract opened in the browser editor and saved without typing keeps its Word document', async ({
  page,
  context,
}) => {
  test.setTimeout(600_000);
  const { api } = await signedInApi(ADMIN);
  await signInContext(context, ADMIN);
  const corpus = await buildContractCorpus();
  for (const { name, docx } of corpus) {
    // The upload's draft contract holds its own copy of the document.
    const title = `corpus ${name} ${Date.now()}`;
    const { contractId } = await uploadTemplate(api, title, docx);
    const before = inspectDocx(await downloadViaApi(api, contractId));

    await page.goto(`/contracts/${contractId}?editing=true`);
    await expect(editorArea(page)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('pact-title-input')).toHaveValue(title);
    const saved = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/web-api/pact/contracts/updateContent',
    );
    await buttonWithText(page.locator('.pact-contract-detail'), pact.en.detail.save).click();
    const body = (await (await saved).json()) as { code: number; msg: string };
    expect(body.code, `${name}: ${body.msg}`).toBe(200);

    const after = inspectDocx(await downloadViaApi(api, contractId));
    expect(after, name).toEqual(before);
  }
  await api.dispose();
});
