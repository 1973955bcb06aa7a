import { PassThrough } from 'node:stream';
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

const attachment = (fileName: string) => `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/**
 * Streams a one-sheet workbook: rows are written as `batches` yields them, so a
 * large export never holds every row, or the whole file, in memory. The first
 * batch is read before anything is sent, so a failing query still answers with an
 * error envelope; a failure later aborts the download.
 */
export async function streamWorkbook<Row>(
  reply: FastifyReply,
  fileName: string,
  sheetName: string,
  columns: ExportColumn<Row>[],
  batches: AsyncIterator<Row[]>,
) {
  const first = await batches.next();
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = columns.map((column) => ({ header: column.header, width: column.width ?? 20 }));
  sheet.getRow(1).font = { bold: true };
  const write = (rows: Row[]) => {
    for (const row of rows) sheet.addRow(columns.map((column) => column.value(row) ?? '')).commit();
  };
  void (async () => {
    try {
      if (!first.done) write(first.value);
      for (let next = await batches.next(); !next.done; next = await batches.next()) write(next.value);
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      stream.destroy(error as Error);
    }
  })();
  return reply
    .header('Content-Type', xlsxType)
    .header('Content-Disposition', attachment(fileName))
    .send(stream);
}
