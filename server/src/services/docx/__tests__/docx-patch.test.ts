import { DOMParser, type Element, XMLSerializer } from '@xmldom/xmldom';
import PizZip from 'pizzip';
import { buildContractCorpus, CORPUS_VALUES } from '../../../testing/contract-corpus';
import { fillPlaceholders } from '../../pact-placeholders';
import { fillDocx } from '../docx-fill';
import { docxToEditorHtml } from '../docx-html';
import { applyEditedHtml } from '../docx-patch';
import {
  buildFixture,
  buildLongFixture,
  CHINESE,
  changedRegion,
  documentXml,
  docxParts,
  LAO_BOLD,
  LAO_CLAUSE,
  xmlText,
} from './docx-patch-fixtures';

/** Reshapes editor HTML as a DOM edit would (parsed as XHTML: our HTML is sanitised, so well-formed). */
function reshape(html: string, edit: (root: Element) => void): string {
  const root = new DOMParser().parseFromString(`<root>${html}</root>`, 'text/xml').documentElement as Element;
  edit(root);
  return new XMLSerializer().serializeToString(root).replace(/^<root>|<\/root>$/g, '');
}

function all(root: Element, tag: string): Element[] {
  return Array.from(root.getElementsByTagName(tag)) as Element[];
}

/** wangEditor's lists: a nested list becomes a sibling of its item (`<ul><li>A</li><ul><li>B</li></ul></ul>`). */
function flattenLists(html: string): string {
  return reshape(html, (root) => {
    for (const li of all(root, 'li').reverse()) {
      for (const list of Array.from(li.childNodes) as Element[]) {
        if (list.nodeName === 'ul' || list.nodeName === 'ol')
          li.parentNode?.insertBefore(list, li.nextSibling);
      }
    }
  });
}

/** wangEditor's cells: no `<p>`, the cell's paragraphs joined by `<br>`. */
function unwrapCells(html: string): string {
  return reshape(html, (root) => {
    for (const td of all(root, 'td')) {
      const paragraphs = (Array.from(td.childNodes) as Element[]).filter((node) => node.nodeName === 'p');
      paragraphs.forEach((p, i) => {
        if (i > 0)
          td.insertBefore((td.ownerDocument as NonNullable<typeof td.ownerDocument>).createElement('br'), p);
        while (p.firstChild) td.insertBefore(p.firstChild, p);
        td.removeChild(p);
      });
    }
  });
}

const variants: Record<string, (html: string) => string> = {
  'lists flattened': flattenLists,
  'cells without <p>': unwrapCells,
  '<b>/<i> instead of <strong>/<em>': (html) =>
    html.replace(/<(\/?)strong>/g, '<$1b>').replace(/<(\/?)em>/g, '<$1i>'),
  'whitespace, entities and no-break spaces': (html) =>
    html
      .replace(/></g, '>\n  <')
      .replace(/ແລະ/g, '&#x0EC1;&#x0EA5;&#x0EB0;')
      .replace(/the terms/g, 'the&nbsp;terms')
      .replace(/Signed in/g, 'Signed &nbsp; in'),
  'empty paragraphs missing': (html) => html.replace(/<p><br \/><\/p>/g, ''),
  'bold as a style, editor wrappers': (html) =>
    `<div data-w-e-type="root">${html.replace(/<strong>/g, '<span style="font-weight: bold;">').replace(/<\/strong>/g, '</span>')}</div>`,
  'everything at once': (html) => unwrapCells(flattenLists(html)).replace(/<p><br \/><\/p>/g, '<p></p>'),
};

function expectOnlyDocumentChanged(before: Buffer, after: Buffer): void {
  const a = docxParts(before);
  const b = docxParts(after);
  expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
  for (const [name, bytes] of a) {
    if (name === 'word/document.xml') continue;
    expect({ name, same: bytes.equals(b.get(name) as Buffer) }).toEqual({ name, same: true });
  }
}

// Built once: the docx package draws random ids, two builds differ.
let fixture: Promise<Buffer> | undefined;
function buildFixtureOnce(): Promise<Buffer> {
  fixture ??= buildFixture();
  return fixture;
}

/** Applies an edit to the fixture's HTML and checks what must hold for any edit. */
async function edit(change: (html: string) => string) {
  const docx = await buildFixtureOnce();
  const html = await docxToEditorHtml(docx);
  const edited = change(html);
  expect(edited).not.toBe(html);
  const result = applyEditedHtml(docx, edited);
  expect(result.changed).toBe(true);
  expectOnlyDocumentChanged(docx, result.docx);
  // Saving the same HTML again changes nothing; neither does saving the new document's own HTML.
  expect(applyEditedHtml(result.docx, edited).changed).toBe(false);
  const again = await docxToEditorHtml(result.docx);
  expect(applyEditedHtml(result.docx, again).changed).toBe(false);
  return {
    html: again,
    region: changedRegion(documentXml(docx), documentXml(result.docx)),
    xml: documentXml(result.docx),
  };
}

describe('applyEditedHtml: opening and saving changes nothing', () => {
  test('the fixture gives back the same bytes', async () => {
    const docx = await buildFixture();
    const result = applyEditedHtml(docx, await docxToEditorHtml(docx));
    expect(result).toEqual({ docx, changed: false });
    expect(result.docx).toBe(docx);
  });

  test.each(Object.keys(variants))('what the editor sends back: %s', async (variant) => {
    const docx = await buildFixture();
    const html = await docxToEditorHtml(docx);
    const sent = (variants[variant] as (html: string) => string)(html);
    expect(sent).not.toBe(html);
    expect(applyEditedHtml(docx, sent).changed).toBe(false);
  });

  test('every corpus contract, as converted and as the editor reshapes it', async () => {
    for (const { name, docx } of await buildContractCorpus()) {
      const html = await docxToEditorHtml(docx);
      for (const [variant, reshapeHtml] of [
        ['as converted', (h: string) => h],
        ...Object.entries(variants),
      ] as Array<[string, (h: string) => string]>) {
        const result = applyEditedHtml(docx, reshapeHtml(html));
        expect({ name, variant, changed: result.changed }).toEqual({ name, variant, changed: false });
      }
    }
  });
});

describe('applyEditedHtml: a generated contract', () => {
  test('the template filled in Word and the template HTML filled as text are the same document', async () => {
    for (const { name, docx } of await buildContractCorpus()) {
      const html = fillPlaceholders(await docxToEditorHtml(docx), CORPUS_VALUES).html;
      const filled = fillDocx(docx, CORPUS_VALUES).docx;
      const result = applyEditedHtml(filled, html);
      expect({ name, changed: result.changed }).toEqual({ name, changed: false });
    }
  });
});

describe('applyEditedHtml: every corpus contract takes edits', () => {
  test('a word changed in a paragraph, a list item and a table cell of each contract; nothing else moves', async () => {
    for (const { name, docx } of await buildContractCorpus()) {
      const html = await docxToEditorHtml(docx);
      let edited = html;
      // The last character of some paragraph, list item and cell: each gets a marker after it.
      for (const pattern of [
        /(<p>[^<]{8,}?)(<\/p>)/,
        /(<li>[^<]{4,}?)(<\/li>|<[ou]l)/,
        /(<td[^>]*><p>[^<]{2,}?)(<\/p>)/,
      ]) {
        expect({ name, pattern: String(pattern), found: pattern.test(edited) }).toEqual({
          name,
          pattern: String(pattern),
          found: true,
        });
        edited = edited.replace(pattern, '$1 ✎$2');
      }
      const result = applyEditedHtml(docx, edited);
      expect({ name, changed: result.changed }).toEqual({ name, changed: true });
      expectOnlyDocumentChanged(docx, result.docx);
      const again = await docxToEditorHtml(result.docx);
      expect({ name, marks: again.match(/ ✎/g)?.length }).toEqual({ name, marks: 3 });
      expect({ name, same: applyEditedHtml(result.docx, again).changed }).toEqual({ name, same: false });
      // Only three paragraphs differ.
      const before = documentXml(docx);
      const after = documentXml(result.docx);
      expect({ name, grown: after.length - before.length }).toEqual({ name, grown: ' ✎'.length * 3 });
    }
  });
});

describe('applyEditedHtml: an edit lands exactly where it was made', () => {
  test('one word changed in a Lao paragraph; the bold, italic and underlined runs of that paragraph kept', async () => {
    const { region, html, xml } = await edit((h) => h.replace('ຈ່າຍຄ່າເຊົ່າ', 'ຊຳລະຄ່າເຊົ່າ'));
    expect(region.paragraphs).toHaveLength(1);
    expect(xmlText(region.paragraphs[0] as string)).toContain(LAO_CLAUSE);
    expect(html).toContain(
      `<p>ຜູ້ເຊົ່າຕ້ອງຊຳລະຄ່າເຊົ່າທຸກເດືອນ <strong>${LAO_BOLD}</strong><em> ແລະ </em><u>ຂີດກ້ອງ</u></p>`,
    );
    // Only the changed characters differ (Lao has no spaces: the middle of the word, not the whole paragraph).
    expect(region.before.length).toBeLessThan(40);
    expect(xml).toContain(`<w:b/><w:bCs/></w:rPr><w:t xml:space="preserve">${LAO_BOLD}</w:t>`);
  });

  test('a word made bold gets w:b and w:bCs, the rest of its paragraph untouched', async () => {
    const { region, html, xml } = await edit((h) =>
      h.replace('Signed in Vientiane', 'Signed in <strong>Vientiane</strong>'),
    );
    expect(region.paragraphs).toHaveLength(1);
    expect(xmlText(region.paragraphs[0] as string)).toBe('Signed in Vientiane');
    expect(html).toContain('<p>Signed in <strong>Vientiane</strong></p>');
    expect(xml).toMatch(/<w:r><w:rPr><w:b\/><w:bCs\/><\/w:rPr><w:t>Vientiane<\/w:t><\/w:r>/);
  });

  test('a clause added after clause 3 becomes a numbered paragraph shaped like clause 3', async () => {
    const docx = await buildFixtureOnce();
    const { html, xml } = await edit((h) =>
      h.replace(
        '<li>Third clause: the rent</li>',
        '<li>Third clause: the rent</li><li>Clause three and a half</li>',
      ),
    );
    const added =
      /<w:p><w:pPr>(?:(?!<w:p>).)*?Clause three and a half<\/w:t><\/w:r><\/w:p>/.exec(xml)?.[0] ?? '';
    expect(added).toMatch(/<w:numPr><w:ilvl w:val="0"\/><w:numId w:val="\d+"\/><\/w:numPr>/);
    // The document is the old one with this paragraph added after clause 3.
    expect(xml.replace(added, '')).toBe(documentXml(docx));
    expect(xml.indexOf(added)).toBeGreaterThan(xml.indexOf('Third clause: the rent'));
    expect(xml.indexOf(added)).toBeLessThan(xml.indexOf('Fourth clause'));
    expect(html).toContain(
      '<li>Third clause: the rent</li><li>Clause three and a half</li><li>Fourth clause',
    );
  });

  test('a deleted paragraph is removed, nothing else', async () => {
    const docx = await buildFixtureOnce();
    const { html, xml } = await edit((h) => h.replace(`<p>${CHINESE}</p>`, ''));
    const before = documentXml(docx);
    const removed = new RegExp(`<w:p>(?:(?!<w:p>).)*?${CHINESE}</w:t></w:r></w:p>`).exec(before)?.[0] ?? '';
    expect(removed).not.toBe('');
    expect(before.replace(removed, '')).toBe(xml);
    expect(html).not.toContain(CHINESE);
  });

  test('a table cell edited in place, bold kept', async () => {
    const { region, html } = await edit((h) => h.replace('Deposit 9,000,000', 'Deposit 10,000,000'));
    expect(region.paragraphs).toHaveLength(1);
    expect(region.before).toBe('9');
    expect(region.after).toBe('10');
    expect(xmlText(region.paragraphs[0] as string)).toBe('Deposit 9,000,000');
    expect(html).toContain('<p><strong>4,500,000</strong> LAK</p>');
    expect(html).toContain('<p>Deposit 10,000,000</p>');
  });

  test('a nested list item edited; it stays nested', async () => {
    const { region, html } = await edit((h) =>
      h.replace('Rule one point two', 'Rule one point two (amended)'),
    );
    expect(region.paragraphs).toHaveLength(1);
    expect(region.before).toBe('');
    expect(html).toContain(
      '<li>Rule one<ul><li>Rule one point one</li><li>Rule one point two (amended)</li></ul></li>',
    );
  });

  test('text typed into an empty cell goes into that cell', async () => {
    const { html } = await edit((h) => h.replace(/(LAK<\/p><\/td><td[^>]*>)<p><br \/><\/p>/, '$1<p>N/A</p>'));
    expect(html).toMatch(/LAK<\/p><\/td><td[^>]*><p>N\/A<\/p><\/td><\/tr>/);
  });

  test('a line added in a cell and one after the table, in one save: each lands in its place', async () => {
    const { html } = await edit((h) =>
      h.replace(
        'after nested</p></td></tr></tbody></table>',
        'after nested</p><p>cell extra</p></td></tr></tbody></table><p>after the table</p>',
      ),
    );
    expect(html).toContain(
      `after nested</p><p>cell extra</p></td></tr></tbody></table><p>after the table</p><p>${CHINESE}`,
    );
  });

  test('a soft-broken line edited, the break kept', async () => {
    const { region, html } = await edit((h) => h.replace('Line two', 'Line 2'));
    expect(region.paragraphs).toHaveLength(1);
    expect(html).toContain('<p>Line one<br />Line 2</p>');
  });

  test('several edits in one save, in the editor’s own shape (flat lists, cells without <p>)', async () => {
    const { html } = await edit((h) =>
      unwrapCells(flattenLists(h))
        .replace('Sub clause b', 'Sub clause B')
        .replace('Monthly', 'Every month')
        .replace('Rule two', 'Rule 2')
        .replace('after tab', 'after the tab'),
    );
    expect(html).toContain('<li>Sub clause B</li>');
    expect(html).toContain('<p>Rent</p><p>Every month</p>');
    expect(html).toContain('<li>Rule 2<ul><li>Rule two point one</li></ul></li>');
    expect(html).toContain('after the tab');
  });
});

describe('applyEditedHtml: harder edits', () => {
  test('markup characters and Chinese typed before the title become a plain first paragraph', async () => {
    const { html, xml } = await edit((h) => h.replace('<h1>', '<p>甲方 &lt;A&gt; &amp; 乙方 "B"</p><h1>'));
    expect(html.startsWith('<p>甲方 &lt;A&gt; &amp; 乙方 "B"</p><h1>Lease contract</h1>')).toBe(true);
    expect(xml).toContain('<w:t>甲方 &lt;A&gt; &amp; 乙方 "B"</w:t>');
  });

  test('a paragraph split in two (Enter in its middle) and two clauses joined', async () => {
    const { html } = await edit((h) =>
      h
        .replace('<p>Signed in Vientiane</p>', '<p>Signed in</p><p>Vientiane</p>')
        .replace(
          '<li>First clause: the parties</li><li>Second clause: the house',
          '<li>First clause: the parties Second clause: the house',
        ),
    );
    expect(html).toContain('<p>Signed in</p><p>Vientiane</p>');
    expect(html).toContain('<li>First clause: the parties Second clause: the house<ol type="a">');
  });

  test('everything deleted: text goes, pictures, tables and the section stay', async () => {
    const docx = await buildFixtureOnce();
    const result = applyEditedHtml(docx, '<p><br></p>');
    expect(result.changed).toBe(true);
    expectOnlyDocumentChanged(docx, result.docx);
    const html = await docxToEditorHtml(result.docx);
    expect(html.replace(/<[^>]+>/g, '')).toBe('');
    expect(html.match(/<img /g)).toHaveLength(2);
    expect(html.match(/<table/g)).toHaveLength(2);
    expect(documentXml(result.docx)).toContain('<w:headerReference');
  });

  test('hostile HTML: scripts are not text, a large paste stays fast, a huge one is refused', async () => {
    const docx = await buildFixtureOnce();
    const html = await docxToEditorHtml(docx);
    expect(applyEditedHtml(docx, `${html}<script>alert(1)</script><style>p{}</style>`).changed).toBe(false);
    const started = process.cpuUsage();
    const large = applyEditedHtml(docx, `${html}${'<p>pasted line</p>'.repeat(5000)}`);
    const used = process.cpuUsage(started);
    expect(large.changed).toBe(true);
    expect((used.user + used.system) / 1000).toBeLessThan(5000);
    expect(() => applyEditedHtml(docx, '<p>spam</p>'.repeat(20001))).toThrow(/more than 20000 lines/);
  });
});

/** The fixture with its body replaced by what Word writes and the docx package does not: fields, tracked changes, hidden text, content controls, a text box, smart tags. */
async function wordOnlyFixture(): Promise<Buffer> {
  const docx = await buildFixtureOnce();
  const zip = new PizZip(docx);
  const xml = zip.file('word/document.xml')?.asText() ?? '';
  const body = [
    '<w:p><w:pPr><w:pStyle w:val="Heading2"/></w:pPr><w:bookmarkStart w:id="0" w:name="top"/><w:r><w:t xml:space="preserve">Page </w:t></w:r><w:fldSimple w:instr="PAGE"><w:r><w:t>1</w:t></w:r></w:fldSimple><w:bookmarkEnd w:id="0"/></w:p>',
    '<w:p><w:r><w:t xml:space="preserve">Kept </w:t></w:r><w:ins w:id="1" w:author="a" w:date="2024-01-01T00:00:00Z"><w:r><w:t>inserted</w:t></w:r></w:ins><w:del w:id="2" w:author="a" w:date="2024-01-01T00:00:00Z"><w:r><w:delText>deleted</w:delText></w:r></w:del><w:r><w:rPr><w:vanish/></w:rPr><w:t>hidden</w:t></w:r><w:r><w:t xml:space="preserve"> end</w:t></w:r></w:p>',
    '<w:sdt><w:sdtPr><w:alias w:val="c"/></w:sdtPr><w:sdtContent><w:p><w:r><w:t>In a content control</w:t></w:r></w:p></w:sdtContent></w:sdt>',
    '<w:p><w:r><w:t xml:space="preserve">Before box </w:t></w:r><w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wp:anchor distT="0" distB="0" distL="0" distR="0" simplePos="0" relativeHeight="1" behindDoc="0" locked="0" layoutInCell="1" allowOverlap="1"><wp:simplePos x="0" y="0"/><wp:positionH relativeFrom="column"><wp:posOffset>0</wp:posOffset></wp:positionH><wp:positionV relativeFrom="paragraph"><wp:posOffset>0</wp:posOffset></wp:positionV><wp:extent cx="914400" cy="914400"/><wp:wrapNone/><wp:docPr id="9" name="Box"/><a:graphic xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><a:graphicData uri="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"><wps:wsp><wps:txbx><w:txbxContent><w:p><w:r><w:t>Box text</w:t></w:r></w:p></w:txbxContent></wps:txbx><wps:bodyPr/></wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing></mc:Choice><mc:Fallback/></mc:AlternateContent></w:r><w:r><w:t xml:space="preserve"> after box</w:t></w:r></w:p>',
    '<w:p><w:smartTag w:uri="urn:x" w:element="place"><w:r><w:t>Smart tag text</w:t></w:r></w:smartTag></w:p>',
    '<w:p><w:r><w:t xml:space="preserve">Dated </w:t></w:r><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> DATE </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>2024-01-01</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>',
  ].join('');
  zip.file('word/document.xml', xml.replace(/<w:body>[\s\S]*?(<w:sectPr>)/, `<w:body>${body}$1`));
  return zip.generate({ type: 'nodebuffer' });
}

describe('applyEditedHtml: what Word writes', () => {
  test('fields, tracked changes, hidden text, content controls, text boxes and smart tags: shown as Word shows them, kept when edited around', async () => {
    const docx = await wordOnlyFixture();
    const html = await docxToEditorHtml(docx);
    expect(html).toBe(
      '<h2>Page 1</h2><p>Kept inserted end</p><p>In a content control</p><p>Before box\u00a0 after box</p><p>Smart tag text</p><p>Dated 2024-01-01</p>',
    );
    expect(applyEditedHtml(docx, html).changed).toBe(false);
    const edited = applyEditedHtml(
      docx,
      html
        .replace('Kept inserted end', 'Kept inserted end, signed')
        .replace('In a content control', 'In a content control, edited')
        .replace('Before box', 'Before the box')
        .replace('Dated 2024', 'Dated on 2024'),
    );
    expect(edited.changed).toBe(true);
    const xml = documentXml(edited.docx);
    for (const kept of [
      '<w:delText>deleted</w:delText>',
      '<w:vanish/></w:rPr><w:t>hidden</w:t>',
      '<w:t>Box text</w:t>',
      '<w:instrText xml:space="preserve"> DATE </w:instrText>',
      '<w:fldSimple w:instr="PAGE">',
      '<w:smartTag',
    ]) {
      expect(xml).toContain(kept);
    }
    expect(await docxToEditorHtml(edited.docx)).toBe(
      '<h2>Page 1</h2><p>Kept inserted end, signed</p><p>In a content control, edited</p><p>Before the box\u00a0 after box</p><p>Smart tag text</p><p>Dated on 2024-01-01</p>',
    );
  });
});

describe('applyEditedHtml: a long contract', () => {
  // How fast is measured by `scripts/bench-contracts.mjs` (recorded in docs/benchmarks.md),
  // not here: a timed test on a shared machine fails on load, not on the code.
  test('a 1,500-paragraph contract round-trips unchanged, and one edited clause is written', async () => {
    const docx = await buildLongFixture();
    const html = await docxToEditorHtml(docx);
    const same = applyEditedHtml(docx, html);
    const edited = applyEditedHtml(docx, html.replace('clause 701<', 'clause seven hundred and one<'));
    expect(same.changed).toBe(false);
    expect(edited.changed).toBe(true);
    expect(documentXml(edited.docx)).toContain('clause seven hundred and one');
  });
});
