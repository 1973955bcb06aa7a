import {
  compoundFileBytes,
  docxBytes,
  jpegBytes,
  mp4Bytes,
  pdfBytes,
  pngBytes,
  pptxBytes,
  xlsxBytes,
  zipBytes,
} from '../../routes/common/__tests__/upload-fixtures';
import {
  attachmentDisposition,
  downloadNameOf,
  isAllowedDownloadName,
  resolveStoredFile,
} from '../file-storage';
import { sniffFileType } from '../file-type-sniff';

const whole = { complete: true };
const head = { complete: false };

describe('sniffFileType', () => {
  it('recognises images, videos and PDF from their first bytes', () => {
    expect(sniffFileType(pngBytes(), head)).toBe('png');
    expect(sniffFileType(jpegBytes(), head)).toBe('jpg');
    expect(sniffFileType(Buffer.from('GIF89a\0\0', 'latin1'), head)).toBe('gif');
    expect(sniffFileType(Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1'), head)).toBe('webp');
    expect(sniffFileType(Buffer.from('RIFF\0\0\0\0AVI LIST', 'latin1'), head)).toBe('avi');
    expect(sniffFileType(Buffer.from('RIFF\0\0\0\0WAVEfmt ', 'latin1'), head)).toBeNull();
    expect(sniffFileType(mp4Bytes(), head)).toBe('mp4');
    expect(sniffFileType(pdfBytes(), head)).toBe('pdf');
  });

  it('tells MP4 from QuickTime and refuses audio-only MPEG-4', () => {
    const ftyp = (brands: string) => {
      const box = Buffer.alloc(8 + brands.length);
      box.writeUInt32BE(box.length, 0);
      box.write(`ftyp${brands}`, 4, 'latin1');
      return box;
    };
    expect(sniffFileType(ftyp('qt  \0\0\0\0qt  '), head)).toBe('mov');
    expect(sniffFileType(ftyp('mp42\0\0\0\0mp42isom'), head)).toBe('mp4');
    expect(sniffFileType(ftyp('M4A \0\0\0\0M4A isom'), head)).toBeNull();
    expect(sniffFileType(ftyp('abcd\0\0\0\0efgh'), head)).toBeNull();
    const legacy = Buffer.concat([Buffer.from([0, 0, 0, 8]), Buffer.from('wide', 'latin1'), Buffer.alloc(8)]);
    expect(sniffFileType(legacy, { complete: false, nameHint: 'old.MOV' })).toBe('mov');
    expect(sniffFileType(legacy, { complete: false, nameHint: 'old.mp4' })).toBeNull();
  });

  it('tells the Office formats apart by their structure', () => {
    expect(sniffFileType(docxBytes(), whole)).toBe('docx');
    expect(sniffFileType(xlsxBytes(), whole)).toBe('xlsx');
    expect(sniffFileType(pptxBytes(), whole)).toBe('pptx');
    expect(sniffFileType(zipBytes({ 'a.txt': 'x' }), whole)).toBeNull();
    expect(sniffFileType(zipBytes({ '[Content_Types].xml': '<Types/>' }), whole)).toBeNull();
    expect(sniffFileType(compoundFileBytes('WordDocument'), whole)).toBe('doc');
    expect(sniffFileType(compoundFileBytes('Workbook'), whole)).toBe('xls');
    expect(sniffFileType(compoundFileBytes('Book'), whole)).toBe('xls');
    expect(sniffFileType(compoundFileBytes('PowerPoint Document'), whole)).toBe('ppt');
    // An installer or mail message is a compound file too, but not an Office document.
    expect(sniffFileType(compoundFileBytes('SummaryInformation'), whole)).toBeNull();
    // Without the whole file these cannot be decided.
    expect(sniffFileType(docxBytes(), head)).toBeNull();
    expect(sniffFileType(compoundFileBytes('WordDocument'), head)).toBeNull();
  });

  it('finds entry names from local headers when the central directory is missing', () => {
    const zip = docxBytes();
    const centralStart = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    expect(sniffFileType(zip.subarray(0, centralStart), whole)).toBe('docx');
  });

  it('accepts UTF-8 text without NUL bytes only', () => {
    expect(sniffFileType(Buffer.from('ສະບາຍດີ\r\nhello', 'utf8'), whole)).toBe('txt');
    expect(sniffFileType(Buffer.from('\ufeffwith BOM', 'utf8'), whole)).toBe('txt');
    expect(sniffFileType(Buffer.from('text', 'utf8'), head)).toBeNull();
    expect(sniffFileType(Buffer.from('a\0b', 'latin1'), whole)).toBeNull();
    expect(sniffFileType(Buffer.from([0xc3, 0x28]), whole)).toBeNull();
    expect(sniffFileType(Buffer.alloc(0), whole)).toBeNull();
    expect(sniffFileType(Buffer.from([0x4d, 0x5a, 0x90, 0x00]), whole)).toBeNull();
  });
});

describe('download names', () => {
  it('allows plain relative names with known extensions only', () => {
    expect(isAllowedDownloadName('report.xlsx')).toBe(true);
    expect(isAllowedDownloadName('2026/report.pdf')).toBe(true);
    for (const bad of [
      '../a.txt',
      'a/../b.txt',
      '/etc/a.txt',
      'a\\b.txt',
      'a\0.txt',
      'a.js',
      'a',
      '',
      './a.txt',
      'a//b.txt',
    ]) {
      expect(isAllowedDownloadName(bad)).toBe(false);
    }
  });

  it('drops generated prefixes and characters a header or file system cannot take', () => {
    expect(downloadNameOf('0f8fad5b-d9cb-469f-a165-70867728950e_users.xlsx')).toBe('users.xlsx');
    expect(downloadNameOf('1700000000000_users.xlsx')).toBe('users.xlsx');
    expect(downloadNameOf('my_users.xlsx')).toBe('my_users.xlsx');
    expect(downloadNameOf('a/b/"evil"\r\n.txt')).toBe('_evil___.txt');
    expect(downloadNameOf('..')).toBe('download');
    expect(downloadNameOf(`${'x'.repeat(300)}.xlsx`)).toHaveLength(150);
    expect(attachmentDisposition('ລາຍງານ.pdf')).toBe(
      `attachment; filename="______.pdf"; filename*=UTF-8''${encodeURIComponent('ລາຍງານ.pdf')}`,
    );
  });

  it('resolves only the stored-path shape', async () => {
    const missing = '/profile/upload/2026/01/02/3f2504e0-4f89-41d3-9a0c-0305e82c3301.png';
    expect(await resolveStoredFile('/nonexistent', missing)).toBeNull();
    expect(await resolveStoredFile('/', '/profile/upload/../etc/passwd')).toBeNull();
    expect(await resolveStoredFile('/', '/profile/upload/2026/01/02/x.exe')).toBeNull();
  });
});
