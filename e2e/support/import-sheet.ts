import { expect, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { ADMIN, signedInApi } from './api';
import { buttonWithText } from './app';
import { common } from './locales';

const kit = common.en.resource;

/**
 * A list screen's import template as the screen offers it (fetched as the admin from
 * `/web-api<resource>/importTemplate`), with the column of a header label (its
 * required-mark `*` left out), to fill in as a user would.
 */
export async function importTemplate(resource: string) {
  const { api } = await signedInApi(ADMIN);
  const template = await api.post(`/web-api${resource}/importTemplate`);
  expect(template.status()).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(await template.body()) as unknown as ArrayBuffer);
  await api.dispose();
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the import template has no sheet');
  const headers = (sheet.getRow(1).values as unknown[]).map((value) =>
    String(value ?? '').replace(/\s*\*$/, ''),
  );
  const column = (label: string) => headers.indexOf(label);
  return { workbook, sheet, column };
}

/** Opens a list's import dialog from its page area. */
export async function openImportDialog(page: Page, area: Locator): Promise<Locator> {
  await buttonWithText(area, common.en.actions.import).click();
  return page.getByRole('dialog').filter({ hasText: kit.import.title });
}

/** Gives the import dialog the sheet (an .xlsx named `name`) and starts the import. */
export async function startImport(dialog: Locator, name: string, file: Buffer): Promise<void> {
  await dialog.locator('input[type="file"]').setInputFiles({
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: file,
  });
  await buttonWithText(dialog, kit.import.start).click();
}
