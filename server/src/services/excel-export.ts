import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

export interface ExportColumn<Row> {
  header: string;
  value: (row: Row) => string | number | null | undefined;
  width?: number;
}

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Builds one-sheet workbooks for the `.../export` endpoints (RuoYi answers a blob). */
export async function workbookBuffer<Row>(sheetName: string, columns: ExportColumn<Row>[], rows: Row[]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = columns.map((column) => ({ header: column.header, width: column.width ?? 20 }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((column) => column.value(row) ?? ''));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function sendWorkbook<Row>(
  reply: FastifyReply,
  fileName: string,
  sheetName: string,
  columns: ExportColumn<Row>[],
  rows: Row[],
) {
  const buffer = await workbookBuffer(sheetName, columns, rows);
  return reply
    .header('Content-Type', xlsxType)
    .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`)
    .send(buffer);
}
