import ExcelJS from 'exceljs';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../plugins/api-error';

/** Import limits: one .xlsx of at most 5 MB with at most 5000 data rows. */
export const IMPORT_MAX_MB = 5;
export const IMPORT_MAX_ROWS = 5000;
const MAX_BYTES = IMPORT_MAX_MB * 1024 * 1024;
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export interface ImportUpload {
  bytes: Buffer;
  fileName: string;
  /** The `updateSupport` form field, when sent. */
  updateSupport: string | undefined;
}

/**
 * Reads the multipart body of an import: the `file` part (within the size limit) and
 * the `updateSupport` field. Every part is consumed, so the request ends cleanly.
 */
export async function readImportUpload(request: FastifyRequest): Promise<ImportUpload> {
  if (!request.isMultipart()) throw new ApiError('crud.import.noFile');
  let upload: { bytes: Buffer; fileName: string } | undefined;
  let updateSupport: string | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_BYTES, files: 1, fields: 10 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file' && !upload) upload = { bytes, fileName: part.filename };
      } else if (part.fieldname === 'updateSupport') {
        updateSupport = String(part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new ApiError('crud.import.tooLarge', { size: IMPORT_MAX_MB });
    if (code === 'FST_FILES_LIMIT') throw new ApiError('crud.import.noFile');
    throw error;
  }
  if (!upload || upload.bytes.length === 0) throw new ApiError('crud.import.noFile');
  return { ...upload, updateSupport };
}

/** The first worksheet of an .xlsx upload; refuses other names, non-zip content and broken files. */
export async function loadImportSheet(upload: ImportUpload): Promise<ExcelJS.Worksheet> {
  const isZip = upload.bytes.length >= 4 && upload.bytes.subarray(0, 4).equals(ZIP_MAGIC);
  if (!/\.xlsx$/i.test(upload.fileName.trim()) || !isZip) throw new ApiError('crud.import.onlyXlsx');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(upload.bytes as unknown as ArrayBuffer);
  } catch {
    throw new ApiError('crud.import.unreadable');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet || sheet.actualRowCount < 2) throw new ApiError('crud.import.empty');
  return sheet;
}

/** A cell's plain value: rich text joined, formulas as their result, hyperlinks as their text. */
export function plainCellValue(value: ExcelJS.CellValue): string | number | boolean | Date | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  if (typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if (typeof value === 'object') {
    if ('richText' in value) return plainCellValue(value.richText.map((part) => part.text).join(''));
    if ('result' in value) return plainCellValue(value.result as ExcelJS.CellValue);
    if ('text' in value) return plainCellValue(value.text as ExcelJS.CellValue);
  }
  return undefined;
}
