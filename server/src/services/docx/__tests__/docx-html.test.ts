import { buildContractCorpus } from '../../../testing/contract-corpus';
import { inspectDocx } from '../../../testing/docx-inspect';
import { docxToEditorHtml } from '../docx-html';
import { buildFixture, CHINESE, LAO_BOLD, LAO_CLAUSE } from './docx-patch-fixtures';

describe('docxToEditorHtml', () => {
  let html = '';
  beforeAll(async () => {
    html = await docxToEditorHtml(await buildFixture());
  });

  test('headings, marks (underline, strike, bold in Lao) and the Lao and Chinese text', () => {
    expect(html).toContain('<h1>Lease contract</h1>');
    expect(html).toContain(`<p>${LAO_CLAUSE} <strong>${LAO_BOLD}</strong><em> ແລະ </em><u>ຂີດກ້ອງ</u></p>`);
    expect(html).toContain('<s>Struck out</s>');
    expect(html).toContain(`<p>${CHINESE}</p>`);
  });

  test('empty paragraphs stay as empty lines, soft breaks as <br>', () => {
    expect(html.match(/<p><br \/><\/p>/g)?.length).toBe(3);
    expect(html).toContain('<p>Line one<br />Line two</p>');
  });

  test('Word numbering becomes nested lists: numbered clauses with lettered sub-clauses, nested bullets', () => {
    expect(html).toContain(
      '<ol><li>First clause: the parties</li><li>Second clause: the house<ol type="a"><li>Sub clause a</li><li>Sub clause b</li></ol></li><li>Third clause: the rent</li>',
    );
    expect(html).toContain(
      '<ul><li>Rule one<ul><li>Rule one point one</li><li>Rule one point two</li></ul></li><li>Rule two<ul><li>Rule two point one</li></ul></li></ul>',
    );
  });

  test('tables keep merged cells, bold in cells, several paragraphs in a cell and nested tables', () => {
    expect(html).toMatch(/<td colspan="2"[^>]*><p><strong>Amount<\/strong><\/p><\/td>/);
    expect(html).toMatch(/<td rowspan="2"[^>]*><p>Rent<\/p><p>Monthly<\/p><\/td>/);
    expect(html).toMatch(/<p><strong>4,500,000<\/strong> LAK<\/p>/);
    expect(html).toMatch(/<td[^>]*><table[^>]*><tbody><tr><td[^>]*><p>Inner A<\/p><\/td>/);
    // The covered cell of the vertical merge is not a cell of its own.
    expect(html.match(/<tr>/g)?.length).toBe(4);
    expect(html.match(/<tr>(?:(?!<\/tr>).)*<\/tr>/)?.[0].match(/<td/g)?.length).toBe(2);
  });

  test('images are inlined as data URIs with their size, links kept', () => {
    const images = [...html.matchAll(/<img src="data:image\/png;base64,[A-Za-z0-9+/=]+"[^>]*width="(\d+)"/g)];
    expect(images.map((m) => m[1])).toEqual(['40', '60']);
    expect(html).toContain('<a href="https://example.com/terms" target="_blank">the terms</a>');
  });

  test('header and footer text is not part of the edited body', () => {
    expect(html).not.toContain('Letterhead Agency');
    expect(html).not.toContain('Confidential');
  });

  test('the corpus converts: every list item, bold run in a cell and picture of each contract is there', async () => {
    for (const { name, docx } of await buildContractCorpus()) {
      const out = await docxToEditorHtml(docx);
      const summary = inspectDocx(docx);
      const bodyImages = summary.images.filter((image) => image.part === 'body').length;
      expect({ name, items: out.match(/<li>/g)?.length, images: out.match(/<img /g)?.length ?? 0 }).toEqual({
        name,
        items: summary.listItems.length,
        images: bodyImages,
      });
      // Nested house rules stay nested.
      expect(out).toMatch(/<li>[^<]+<ul><li>/);
      expect(out).toMatch(/<td[^>]*>(?:(?!<\/td>).)*<strong>/);
    }
  });
});
