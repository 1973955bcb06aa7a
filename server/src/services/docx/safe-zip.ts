import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

/** Most parts a Word document may hold (a long contract with images has a few dozen). */
export const MAX_ENTRIES = 1000;
/** Most bytes one part may inflate to. */
export const MAX_ENTRY_BYTES = 30 * 1024 * 1024;
/** Most bytes all parts together may inflate to. */
export const MAX_TOTAL_BYTES = 60 * 1024 * 1024;
/** Highest inflated:compressed ratio allowed for a part above RATIO_FLOOR_BYTES (Word XML stays near 10:1). */
export const MAX_RATIO = 100;
/** Small parts may compress as well as they like: the ratio rule starts above this size. */
export const RATIO_FLOOR_BYTES = 1024 * 1024;
/** Parts every .docx has. */
export const REQUIRED_PARTS = ['[Content_Types].xml', 'word/document.xml'] as const;

export type UnsafeReason = 'notZip' | 'tooManyEntries' | 'tooLarge' | 'ratio' | 'corrupt' | 'notDocx';

/** The uploaded bytes are not a Word document the server may open (zip bomb, broken zip, not a .docx). */
export class UnsafeDocumentError extends Error {
  constructor(
    readonly reason: UnsafeReason,
    detail?: string,
  ) {
    super(`unsafe document (${reason})${detail ? `: ${detail}` : ''}`);
    this.name = 'UnsafeDocumentError';
  }
}

function openZip(bytes: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true, autoClose: false }, (err, zip) => {
      if (err || !zip) reject(new UnsafeDocumentError('notZip', err?.message));
      else resolve(zip);
    });
  });
}

/** Every central-directory entry, refusing as soon as the declared numbers break a limit. */
function readEntries(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    let declaredTotal = 0;
    const fail = (error: UnsafeDocumentError) => {
      zip.removeAllListeners('entry');
      zip.removeAllListeners('end');
      reject(error);
    };
    zip.on('error', (err: Error) => fail(new UnsafeDocumentError('corrupt', err.message)));
    zip.on('entry', (entry: Entry) => {
      const size = entry.uncompressedSize;
      declaredTotal += size;
      if (size > MAX_ENTRY_BYTES || declaredTotal > MAX_TOTAL_BYTES) {
        return fail(new UnsafeDocumentError('tooLarge', entry.fileName));
      }
      if (size > RATIO_FLOOR_BYTES && size > MAX_RATIO * Math.max(entry.compressedSize, 1)) {
        return fail(new UnsafeDocumentError('ratio', entry.fileName));
      }
      entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.readEntry();
  });
}

function openStream(zip: ZipFile, entry: Entry): Promise<Readable> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err || !stream) reject(new UnsafeDocumentError('corrupt', err?.message));
      else resolve(stream);
    });
  });
}

/**
 * Inflates one entry without keeping it, counting bytes: the declared size may lie,
 * so the stream is destroyed at the first byte past a limit. Returns the inflated size.
 */
async function drainEntry(zip: ZipFile, entry: Entry, inflatedSoFar: number): Promise<number> {
  const stream = await openStream(zip, entry);
  return new Promise((resolve, reject) => {
    let count = 0;
    const stop = (error: UnsafeDocumentError) => {
      stream.removeAllListeners('data');
      stream.destroy();
      reject(error);
    };
    stream.on('data', (chunk: Buffer) => {
      count += chunk.length;
      if (
        count > entry.uncompressedSize ||
        count > MAX_ENTRY_BYTES ||
        inflatedSoFar + count > MAX_TOTAL_BYTES
      ) {
        stop(new UnsafeDocumentError('tooLarge', entry.fileName));
      } else if (count > RATIO_FLOOR_BYTES && count > MAX_RATIO * Math.max(entry.compressedSize, 1)) {
        stop(new UnsafeDocumentError('ratio', entry.fileName));
      }
    });
    stream.on('error', (err: Error) => {
      // yauzl's own size check fires when the data outgrows the declared size.
      const reason = /too many bytes/.test(err.message) ? 'tooLarge' : 'corrupt';
      stop(new UnsafeDocumentError(reason, err.message));
    });
    stream.on('end', () => resolve(count));
  });
}

/**
 * Refuses a .docx before anything (mammoth, pizzip, jszip) inflates it into memory:
 * entry count, declared sizes and ratios from the central directory first, then every
 * entry is stream-inflated and counted. Asynchronous (zlib works off the main thread),
 * so other requests keep answering while a document is checked.
 */
export async function assertSafeDocx(bytes: Buffer): Promise<void> {
  const zip = await openZip(bytes);
  try {
    if (zip.entryCount > MAX_ENTRIES) throw new UnsafeDocumentError('tooManyEntries', String(zip.entryCount));
    const entries = await readEntries(zip);
    const names = new Set(entries.map((entry) => entry.fileName));
    for (const part of REQUIRED_PARTS) {
      if (!names.has(part)) throw new UnsafeDocumentError('notDocx', `missing ${part}`);
    }
    let inflated = 0;
    for (const entry of entries) {
      if (entry.fileName.endsWith('/')) continue; // a folder has no data
      inflated += await drainEntry(zip, entry, inflated);
    }
  } finally {
    zip.close();
  }
}
