/**
 * File types recognised from their content (magic bytes and container structure),
 * never from the client's file name or Content-Type. A stored file's extension is
 * the sniffed type.
 */
export type SniffedType =
  | 'png'
  | 'jpg'
  | 'gif'
  | 'webp'
  | 'mp4'
  | 'mov'
  | 'avi'
  | 'pdf'
  | 'doc'
  | 'xls'
  | 'ppt'
  | 'docx'
  | 'xlsx'
  | 'pptx'
  | 'txt';

/** Content-Type to serve each type with. */
export const CONTENT_TYPES: Record<SniffedType, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  avi: 'video/x-msvideo',
  pdf: 'application/pdf',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  txt: 'text/plain; charset=utf-8',
};

export function isSniffedType(value: string): value is SniffedType {
  return Object.hasOwn(CONTENT_TYPES, value);
}

export interface SniffOptions {
  /**
   * True when `bytes` is the whole file. Plain text, Office zip packages and
   * Office binary files can only be told apart with the whole file; with only the
   * head, those return null.
   */
  complete: boolean;
  /** The client's file name: only a tie-breaker for old QuickTime files without an `ftyp` box. */
  nameHint?: string;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const CFB_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_LOCAL = 0x04034b50;
const ZIP_CENTRAL = 0x02014b50;
const ZIP_END = 0x06054b50;

/** ISO base media brands of MP4 video (major or compatible brand in the `ftyp` box). */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'iso7',
  'iso8',
  'iso9',
  'mp41',
  'mp42',
  'mp71',
  'avc1',
  'avc3',
  'hvc1',
  'hev1',
  'av01',
  'dash',
  'msnv',
  'mmp4',
  'M4V ',
  'M4VH',
  'M4VP',
  'f4v ',
  'XAVC',
]);
/** Audio-only MPEG-4 files (they also list `isom`). */
const AUDIO_BRANDS = new Set(['M4A ', 'M4B ', 'M4P ', 'F4A ', 'F4B ']);
/** First atoms of QuickTime files written before the `ftyp` box existed. */
const LEGACY_QT_ATOMS = new Set(['moov', 'mdat', 'wide', 'pnot']);

const ascii = (bytes: Buffer, start: number, end: number) =>
  bytes.length >= end ? bytes.toString('latin1', start, end) : '';

function extensionOf(name: string | undefined): string {
  if (!name) return '';
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
}

function sniffIsoMedia(bytes: Buffer, nameHint: string | undefined): SniffedType | null {
  const boxType = ascii(bytes, 4, 8);
  if (boxType === 'ftyp') {
    const major = ascii(bytes, 8, 12);
    if (!major) return null;
    if (major === 'qt  ') return 'mov';
    if (AUDIO_BRANDS.has(major)) return null;
    const boxEnd = Math.min(bytes.readUInt32BE(0), bytes.length, 256);
    const brands = [major];
    for (let offset = 16; offset + 4 <= boxEnd; offset += 4) brands.push(ascii(bytes, offset, offset + 4));
    if (brands.some((brand) => MP4_BRANDS.has(brand))) return 'mp4';
    if (brands.includes('qt  ')) return 'mov';
    return null;
  }
  if (LEGACY_QT_ATOMS.has(boxType) && extensionOf(nameHint) === 'mov') return 'mov';
  return null;
}

/**
 * Office 97-2003 files are Compound File Binary containers; which application wrote
 * one shows in the name of its main stream. Directory entries are 128 bytes, aligned
 * to 128 from the end of the 512-byte header, so every aligned slot is looked at.
 */
function sniffCompoundFile(bytes: Buffer): SniffedType | null {
  const streams = new Set<string>();
  for (let offset = 512; offset + 128 <= bytes.length; offset += 128) {
    const nameLength = bytes.readUInt16LE(offset + 64);
    const entryType = bytes[offset + 66];
    if (entryType !== 2 || nameLength < 4 || nameLength > 64 || nameLength % 2 !== 0) continue;
    streams.add(bytes.toString('utf16le', offset, offset + nameLength - 2));
  }
  if (streams.has('WordDocument')) return 'doc';
  if (streams.has('PowerPoint Document')) return 'ppt';
  if (streams.has('Workbook') || streams.has('Book')) return 'xls';
  return null;
}

/** Entry names from the zip central directory, or from the local headers when it cannot be read. */
function zipEntryNames(bytes: Buffer): string[] {
  const names: string[] = [];
  const searchFrom = Math.max(0, bytes.length - 22 - 0xffff);
  for (let end = bytes.length - 22; end >= searchFrom; end--) {
    if (bytes.readUInt32LE(end) !== ZIP_END) continue;
    const count = bytes.readUInt16LE(end + 10);
    let offset = bytes.readUInt32LE(end + 16);
    for (let i = 0; i < count && offset + 46 <= bytes.length; i++) {
      if (bytes.readUInt32LE(offset) !== ZIP_CENTRAL) break;
      const nameLength = bytes.readUInt16LE(offset + 28);
      const extraLength = bytes.readUInt16LE(offset + 30);
      const commentLength = bytes.readUInt16LE(offset + 32);
      names.push(bytes.toString('utf8', offset + 46, Math.min(offset + 46 + nameLength, bytes.length)));
      offset += 46 + nameLength + extraLength + commentLength;
    }
    if (names.length > 0) return names;
    break;
  }
  // No readable central directory: follow the local headers while their sizes are known.
  let offset = 0;
  while (offset + 30 <= bytes.length && bytes.readUInt32LE(offset) === ZIP_LOCAL) {
    const flags = bytes.readUInt16LE(offset + 6);
    const compressedSize = bytes.readUInt32LE(offset + 18);
    const nameLength = bytes.readUInt16LE(offset + 26);
    const extraLength = bytes.readUInt16LE(offset + 28);
    names.push(bytes.toString('utf8', offset + 30, Math.min(offset + 30 + nameLength, bytes.length)));
    if (flags & 0x08) break; // sizes follow the data: the next header cannot be found
    offset += 30 + nameLength + extraLength + compressedSize;
  }
  return names;
}

/** Office Open XML packages: a zip with `[Content_Types].xml` and the main part of one application. */
function sniffOfficeZip(bytes: Buffer): SniffedType | null {
  const names = zipEntryNames(bytes);
  if (!names.includes('[Content_Types].xml')) return null;
  if (names.some((name) => name.startsWith('word/'))) return 'docx';
  if (names.some((name) => name.startsWith('xl/'))) return 'xlsx';
  if (names.some((name) => name.startsWith('ppt/'))) return 'pptx';
  return null;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Plain text: valid UTF-8 without NUL bytes. */
function isPlainText(bytes: Buffer): boolean {
  if (bytes.length === 0 || bytes.includes(0)) return false;
  try {
    utf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** The type of a file from its bytes, or null when it is none of the accepted kinds. */
export function sniffFileType(bytes: Buffer, options: SniffOptions): SniffedType | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  const head6 = ascii(bytes, 0, 6);
  if (head6 === 'GIF87a' || head6 === 'GIF89a') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF') {
    const form = ascii(bytes, 8, 12);
    if (form === 'WEBP') return 'webp';
    if (form === 'AVI ') return 'avi';
    return null;
  }
  if (ascii(bytes, 0, 5) === '%PDF-') return 'pdf';
  if (bytes.length >= 12) {
    const media = sniffIsoMedia(bytes, options.nameHint);
    if (media) return media;
  }
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(CFB_SIGNATURE)) {
    return options.complete ? sniffCompoundFile(bytes) : null;
  }
  if (bytes.length >= 4 && bytes.readUInt32LE(0) === ZIP_LOCAL) {
    return options.complete ? sniffOfficeZip(bytes) : null;
  }
  return options.complete && isPlainText(bytes) && !looksLikeActiveContent(bytes) ? 'txt' : null;
}

/**
 * Markup or program code a browser or a server could run: HTML, SVG, XML, PHP or other
 * server pages. Such "text" is refused as a document (issue 15, finding 7), whatever its name.
 */
const ACTIVE_CONTENT =
  /<\s*(\?|%|!doctype|html|head|body|script|svg|iframe|object|embed|meta|link|style|img|a\s|form|xml|xsl)|javascript:/i;

export function looksLikeActiveContent(bytes: Buffer): boolean {
  return ACTIVE_CONTENT.test(bytes.toString('utf8'));
}
