import { constants, crc32, deflateRawSync } from 'node:zlib';
import { buildDocx } from '../../../routes/pact/__tests__/docx-fixture';
import { zipArchive } from '../../../testing/zip-archive';
import { assertSafeDocx, MAX_ENTRIES, UnsafeDocumentError, type UnsafeReason } from '../safe-zip';

const MB = 1024 * 1024;

/**
 * Raw deflate data inflating to `megabytes` MB of zeros, made without compressing
 * them: one fully flushed 1 MB block (about 1 KB, self-contained) repeated, then an
 * empty final block. Also returns the CRC of the inflated bytes.
 */
function zeroDeflate(megabytes: number): { data: Buffer; crc: number; size: number } {
  const block = deflateRawSync(Buffer.alloc(MB), { finishFlush: constants.Z_FULL_FLUSH });
  const data = Buffer.concat([...Array<Buffer>(megabytes).fill(block), deflateRawSync(Buffer.alloc(0))]);
  let crc = 0;
  const zeros = Buffer.alloc(MB);
  for (let i = 0; i < megabytes; i += 1) crc = crc32(zeros, crc);
  return { data, crc, size: megabytes * MB };
}

interface LocalPart {
  name: string;
  data: Buffer;
  crc: number;
  /** The inflated size the headers declare (may lie). */
  declared: number;
}

/**
 * A zip whose central directory may list the same local entry several times
 * (overlapping entries, as in the non-recursive zip bombs) under different names.
 */
function rawZip(locals: LocalPart[], central: Array<{ local: number; name: string }>): Buffer {
  const chunks: Buffer[] = [];
  const offsets: number[] = [];
  let offset = 0;
  for (const part of locals) {
    const name = Buffer.from(part.name);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(8, 8); // deflate
    header.writeUInt16LE(0x21, 12);
    header.writeUInt32LE(part.crc >>> 0, 14);
    header.writeUInt32LE(part.data.length, 18);
    header.writeUInt32LE(part.declared, 22);
    header.writeUInt16LE(name.length, 26);
    offsets.push(offset);
    chunks.push(header, name, part.data);
    offset += header.length + name.length + part.data.length;
  }
  const centralStart = offset;
  for (const entry of central) {
    const part = locals[entry.local] as LocalPart;
    const name = Buffer.from(entry.name);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(8, 10);
    header.writeUInt16LE(0x21, 14);
    header.writeUInt32LE(part.crc >>> 0, 16);
    header.writeUInt32LE(part.data.length, 20);
    header.writeUInt32LE(part.declared, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(offsets[entry.local] as number, 42);
    chunks.push(header, name);
    offset += header.length + name.length;
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(central.length, 8);
  end.writeUInt16LE(central.length, 10);
  end.writeUInt32LE(offset - centralStart, 12);
  end.writeUInt32LE(centralStart, 16);
  chunks.push(end);
  return Buffer.concat(chunks);
}

function textPart(name: string, text: string): LocalPart {
  const bytes = Buffer.from(text);
  return { name, data: deflateRawSync(bytes), crc: crc32(bytes), declared: bytes.length };
}

const CONTENT_TYPES = textPart('[Content_Types].xml', '<?xml version="1.0"?><Types/>');

/** Runs the check, expecting a refusal: returns the reason and how long it took. */
async function refusal(bytes: Buffer): Promise<{ reason: UnsafeReason; ms: number }> {
  const started = performance.now();
  try {
    await assertSafeDocx(bytes);
  } catch (error) {
    if (!(error instanceof UnsafeDocumentError)) throw error;
    return { reason: error.reason, ms: performance.now() - started };
  }
  throw new Error('the document was accepted');
}

describe('assertSafeDocx', () => {
  it('accepts a normal .docx', async () => {
    await expect(
      assertSafeDocx(buildDocx(['# Lease', 'The tenant {{tenantName}} pays {{rent}}.'])),
    ).resolves.toBeUndefined();
  });

  it('refuses a 400 KB zip that inflates to gigabytes, from its directory alone', async () => {
    const bomb = zeroDeflate(390);
    const parts = [CONTENT_TYPES, { name: 'word/document.xml', ...bomb, declared: bomb.size }];
    const central = [{ local: 0, name: '[Content_Types].xml' }];
    for (let i = 0; i < 10; i += 1)
      central.push({ local: 1, name: i === 0 ? 'word/document.xml' : `word/media/copy${i}.xml` });
    const zip = rawZip(parts, central);
    expect(zip.length).toBeLessThan(410 * 1024);
    expect(bomb.size * 10).toBeGreaterThan(3.9e9);
    const { reason, ms } = await refusal(zip);
    expect(reason).toBe('tooLarge');
    expect(ms).toBeLessThan(1000);
  });

  it('refuses an entry whose headers lie about its size as soon as it outgrows them', async () => {
    const bomb = zeroDeflate(390);
    const zip = rawZip(
      [CONTENT_TYPES, { name: 'word/document.xml', data: bomb.data, crc: bomb.crc, declared: 10_000 }],
      [
        { local: 0, name: '[Content_Types].xml' },
        { local: 1, name: 'word/document.xml' },
      ],
    );
    const { reason, ms } = await refusal(zip);
    expect(reason).toBe('tooLarge');
    expect(ms).toBeLessThan(1000);
  });

  it(`refuses a zip with 5,000 entries (more than ${MAX_ENTRIES})`, async () => {
    const files: Record<string, string> = {
      '[Content_Types].xml': '<Types/>',
      'word/document.xml': '<w:document/>',
    };
    for (let i = 0; i < 5000; i += 1) files[`word/media/x${i}.xml`] = 'x';
    const { reason, ms } = await refusal(zipArchive(files, 'store'));
    expect(reason).toBe('tooManyEntries');
    expect(ms).toBeLessThan(1000);
  });

  it('refuses a 100 KB zip holding two 100 MB entries', async () => {
    const big = zeroDeflate(100);
    const zip = rawZip(
      [
        CONTENT_TYPES,
        textPart('word/document.xml', '<w:document/>'),
        { name: 'word/media/a.bin', ...big, declared: big.size },
      ],
      [
        { local: 0, name: '[Content_Types].xml' },
        { local: 1, name: 'word/document.xml' },
        { local: 2, name: 'word/media/a.bin' },
        { local: 2, name: 'word/media/b.bin' },
      ],
    );
    expect(zip.length).toBeLessThan(110 * 1024);
    const { reason, ms } = await refusal(zip);
    expect(reason).toBe('tooLarge');
    expect(ms).toBeLessThan(1000);
  });

  it('refuses a part that compresses more than 100:1 even under the size limits', async () => {
    const dense = zeroDeflate(20);
    const zip = rawZip(
      [CONTENT_TYPES, { name: 'word/document.xml', ...dense, declared: dense.size }],
      [
        { local: 0, name: '[Content_Types].xml' },
        { local: 1, name: 'word/document.xml' },
      ],
    );
    const { reason, ms } = await refusal(zip);
    expect(reason).toBe('ratio');
    expect(ms).toBeLessThan(1000);
  });

  it('refuses bytes that are not a zip', async () => {
    const { reason, ms } = await refusal(Buffer.from('<html><body>not a Word document</body></html>'));
    expect(reason).toBe('notZip');
    expect(ms).toBeLessThan(1000);
  });

  it('refuses a zip without word/document.xml', async () => {
    const zip = zipArchive(
      { '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' },
      'deflate',
    );
    const { reason, ms } = await refusal(zip);
    expect(reason).toBe('notDocx');
    expect(ms).toBeLessThan(1000);
  });

  it('refuses an entry whose deflate data is broken', async () => {
    const broken = {
      ...textPart('word/document.xml', '<w:document/>'),
      data: Buffer.from([0xff, 0xff, 0xff, 0xff]),
    };
    const zip = rawZip(
      [CONTENT_TYPES, broken],
      [
        { local: 0, name: '[Content_Types].xml' },
        { local: 1, name: 'word/document.xml' },
      ],
    );
    expect((await refusal(zip)).reason).toBe('corrupt');
  });

  it('keeps the event loop free while it inflates', async () => {
    // Declares 29 MB (under every limit, ratio under 100:1 thanks to padding blocks), inflates far more.
    const bomb = zeroDeflate(300);
    const zip = rawZip(
      [CONTENT_TYPES, { name: 'word/document.xml', data: bomb.data, crc: bomb.crc, declared: 29 * MB }],
      [
        { local: 0, name: '[Content_Types].xml' },
        { local: 1, name: 'word/document.xml' },
      ],
    );
    let ticks = 0;
    const timer = setInterval(() => {
      ticks += 1;
    }, 1);
    let timerFiredDuringCheck = false;
    setTimeout(() => {
      timerFiredDuringCheck = true;
    }, 0);
    const { reason } = await refusal(zip).finally(() => clearInterval(timer));
    expect(reason).toBe('tooLarge');
    expect(timerFiredDuringCheck).toBe(true);
    expect(ticks).toBeGreaterThan(2);
  });
});
