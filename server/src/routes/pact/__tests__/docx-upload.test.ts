import { hasDocxExtension, looksLikeZip, templateNameFromFile } from '../docx-upload';
import { sanitizeRichHtml } from '../rich-html';
import { buildDocx } from './docx-fixture';

describe('template upload checks', () => {
  it('checks names and magic bytes', () => {
    expect(looksLikeZip(buildDocx(['x']))).toBe(true);
    expect(hasDocxExtension('Contract.DOCX')).toBe(true);
    expect(hasDocxExtension('contract.doc')).toBe(false);
    expect(hasDocxExtension('contract.docx.exe')).toBe(false);
    expect(looksLikeZip(Buffer.from('%PDF-1.7'))).toBe(false);
    expect(templateNameFromFile('C:\\docs\\ສັນຍາເຊົ່າ.docx', 'x')).toBe('ສັນຍາເຊົ່າ');
    expect(templateNameFromFile('../../.docx', 'template')).toBe('template');
  });

  it('strips scripts and event handlers', () => {
    const html = sanitizeRichHtml(
      '<p onclick="x()" style="text-align:center;background:url(javascript:1)">a<script>alert(1)</script></p>' +
        '<img src="javascript:alert(1)"><a href="javascript:alert(1)">l</a><iframe src="https://x"></iframe>',
    );
    expect(html).toBe('<p style="text-align:center">a</p><img /><a>l</a>');
  });
});
