import {
  convertDocxToHtml,
  DocxConversionError,
  findPlaceholders,
  hasDocxExtension,
  looksLikeZip,
  templateNameFromFile,
} from '../docx-to-html';
import { sanitizeRichHtml } from '../rich-html';
import { buildDocx, zip } from './docx-fixture';

/** `${rent}`: the other placeholder syntax templates use (kept out of a template literal on purpose). */
const DOLLAR_RENT = ['$', '{rent}'].join('');

describe('docx to HTML', () => {
  it('converts a generated .docx with mammoth', async () => {
    const docx = buildDocx([
      '# Lease agreement',
      'Tenant: {{tenantName}}',
      `Rent ${DOLLAR_RENT} & <deposit>`,
    ]);
    expect(looksLikeZip(docx)).toBe(true);
    const { html } = await convertDocxToHtml(docx);
    expect(html).toContain('<h1>Lease agreement</h1>');
    expect(html).toContain('<p>Tenant: {{tenantName}}</p>');
    expect(html).toContain(`Rent ${DOLLAR_RENT} &amp; &lt;deposit&gt;`);
    expect(findPlaceholders(html)).toEqual(['tenantName', 'rent']);
  });

  it('refuses a zip that is not a Word document', async () => {
    const notWord = zip({ 'readme.txt': 'hello' });
    await expect(convertDocxToHtml(notWord)).rejects.toBeInstanceOf(DocxConversionError);
  });

  it('checks names and magic bytes', () => {
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
