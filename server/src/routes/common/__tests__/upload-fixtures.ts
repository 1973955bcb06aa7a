import fs from 'node:fs/promises';
import path from 'node:path';
import { PNG } from 'pngjs';
import type { App } from '../../../app';
import type { Envelope } from '../../../testing/test-app';
import { zipArchive } from '../../../testing/zip-archive';

/** A real PNG image (pngjs), `width` x `height`, solid colour. */
export function pngBytes(width = 2, height = 2): Buffer {
  const png = new PNG({ width, height });
  png.data.fill(0x80);
  return PNG.sync.write(png);
}

/** The start of a JFIF JPEG (SOI, APP0) and its end marker: enough for content sniffing. */
export function jpegBytes(): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0', 'latin1'),
    Buffer.from([0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]),
    Buffer.alloc(32, 0x11),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** A minimal MP4: an `ftyp` box (isom, mp41) followed by a `free` box with some bytes. */
export function mp4Bytes(): Buffer {
  const ftyp = Buffer.alloc(28);
  ftyp.writeUInt32BE(28, 0);
  ftyp.write('ftypisom', 4, 'latin1');
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write('isomiso2mp41', 16, 'latin1');
  const free = Buffer.alloc(64, 0x2a);
  free.writeUInt32BE(64, 0);
  free.write('free', 4, 'latin1');
  return Buffer.concat([ftyp, free]);
}

/** A small PDF document. */
export function pdfBytes(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  );
}

/** A zip archive (stored, no compression) of the given text files. */
export function zipBytes(files: Record<string, string>): Buffer {
  return zipArchive(files, 'store');
}

const CONTENT_TYPES_XML = '<?xml version="1.0" encoding="UTF-8"?><Types/>';

/** A .docx-shaped package: `[Content_Types].xml` and `word/document.xml`. */
export function docxBytes(): Buffer {
  return zipBytes({
    '[Content_Types].xml': CONTENT_TYPES_XML,
    '_rels/.rels': '<Relationships/>',
    'word/document.xml': '<w:document><w:body><w:p/></w:body></w:document>',
  });
}

export function xlsxBytes(): Buffer {
  return zipBytes({ '[Content_Types].xml': CONTENT_TYPES_XML, 'xl/workbook.xml': '<workbook/>' });
}

export function pptxBytes(): Buffer {
  return zipBytes({ '[Content_Types].xml': CONTENT_TYPES_XML, 'ppt/presentation.xml': '<presentation/>' });
}

/** A Compound File Binary container whose directory holds `streamName` (WordDocument, Workbook, ...). */
export function compoundFileBytes(streamName: string): Buffer {
  const bytes = Buffer.alloc(512 + 512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(bytes, 0);
  const entry = (offset: number, name: string, type: number) => {
    bytes.write(name, offset, 'utf16le');
    bytes.writeUInt16LE((name.length + 1) * 2, offset + 64);
    bytes[offset + 66] = type;
  };
  entry(512, 'Root Entry', 5);
  entry(640, streamName, 2);
  return bytes;
}

export interface FilePart {
  field: string;
  fileName: string;
  bytes: Buffer;
  contentType?: string;
}

/** A multipart/form-data body of files and text fields, in the given order. */
export function multipart(parts: readonly (FilePart | { field: string; value: string })[]) {
  const boundary = `----common-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n${part.value}\r\n`,
        ),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.fileName}"\r\n` +
            `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        part.bytes,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POSTs a multipart body under /web-api and parses the envelope. */
export async function postMultipart(
  app: App,
  url: string,
  parts: Parameters<typeof multipart>[0],
  options: { token?: string; lang?: string } = {},
): Promise<Envelope> {
  const { payload, contentType } = multipart(parts);
  const headers: Record<string, string> = {
    'content-type': contentType,
    'accept-language': options.lang ?? 'en',
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await app.inject({ method: 'POST', url: `/web-api${url}`, headers, payload });
  return response.json() as Envelope;
}

/** Every file under `dir` (relative paths), empty when it does not exist. */
export async function listFiles(dir: string): Promise<string[]> {
  try {
    const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch {
    return [];
  }
}
