import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../app';

/**
 * POSTs an export as RuoYi-Vue3's download does: the list's filters form-encoded, to a
 * path under /web-api. Accept-Language only when `lang` is given.
 */
export function postExport(
  app: App,
  url: string,
  options: { token: string; lang?: string; form?: Record<string, string> },
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/web-api${url}`,
    headers: {
      authorization: `Bearer ${options.token}`,
      ...(options.lang ? { 'accept-language': options.lang } : {}),
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams(options.form).toString(),
  });
}

/** The first sheet of an .xlsx answer; fails the test when there is none. */
export async function firstSheet(response: LightMyRequestResponse): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}
