// biome-ignore-all lint/suspicious/noTemplateCurlyInString: `${name}` is the templates' own placeholder syntax
import { DOMParser } from '@xmldom/xmldom';
import { Document, Packer, Paragraph, Table, TableCell, TableRow, TextRun } from 'docx';
import PizZip from 'pizzip';
import { buildDocx } from '../../../routes/pact/__tests__/docx-fixture';
import { buildContractCorpus, CORPUS_VALUES } from '../../../testing/contract-corpus';
import { inspectDocx } from '../../../testing/docx-inspect';
import { docxPlaceholders, fillDocx } from '../docx-fill';

/** A .docx whose paragraphs are the given runs, written as Word splits them. */
async function docxOfRuns(
  paragraphs: Array<Array<string | { text: string; bold?: boolean }>>,
): Promise<Buffer> {
  const document = new Document({
    sections: [
      {
        children: paragraphs.map(
          (runs) =>
            new Paragraph({
              children: runs.map((run) => new TextRun(typeof run === 'string' ? { text: run } : run)),
            }),
        ),
      },
    ],
  });
  return Packer.toBuffer(document);
}

/** document.xml of a .docx, parsed strictly: a broken escape fails the test. */
function strictDocumentXml(docx: Buffer): string {
  const xml = new PizZip(docx).file('word/document.xml')?.asText() ?? '';
  new DOMParser({
    onError: (level, message) => {
      if (level !== 'warning') throw new Error(message);
    },
  }).parseFromString(xml, 'text/xml');
  return xml;
}

describe('fillDocx / docxPlaceholders', () => {
  let corpus: Array<{ name: string; docx: Buffer }>;
  const contract = (name: string) => corpus.find((item) => item.name === name)?.docx as Buffer;

  beforeAll(async () => {
    corpus = await buildContractCorpus();
  });

  it('lists the placeholders of header, body, tables and footer once each, in order', () => {
    expect(docxPlaceholders(contract('lo-car-lease'))).toEqual([
      'agencyPhone',
      'landlordName',
      'tenantName',
      'brand',
      'model',
      'plateNumber',
      'houseName',
      'houseAddress',
      'rent',
      'contractDate',
      'deposit',
      'agencyName',
    ]);
  });

  it('fills both syntaxes in body, split runs, tables, header and footer, keeping the unknown ones as written', () => {
    const source = contract('lo-car-lease');
    const { docx, unfilled } = fillDocx(source, { ...CORPUS_VALUES, brand: 'Toyota' });
    expect(unfilled).toEqual(['model', 'plateNumber']);
    const after = inspectDocx(docx);
    const before = inspectDocx(source);
    expect(after.paragraphs[1]).toContain(CORPUS_VALUES.tenantName); // was split across two runs
    expect(after.paragraphs[2]).toBe('ລົດ Toyota {{model}}, ປ້າຍທະບຽນ {{plateNumber}}');
    expect(after.paragraphs.join('\n')).toContain(`ຜູ້ໃຫ້ເຊົ່າຕົກລົງໃຫ້ເຊົ່າ ${CORPUS_VALUES.houseName} ຕັ້ງຢູ່`);
    expect(after.tables[0]?.cells[2]?.[2]?.text).toBe(CORPUS_VALUES.rent);
    expect(after.tables[1]?.cells[0]?.[1]?.text).toBe(CORPUS_VALUES.deposit);
    expect(after.headers.join()).toContain(CORPUS_VALUES.agencyPhone);
    expect(after.footers.join()).toContain(CORPUS_VALUES.agencyName);
    expect(after.paragraphs.join()).not.toMatch(
      /\{\{(tenantName|landlordName|houseAddress|contractDate)\}\}/,
    );
    // Everything else of the Word document is untouched.
    expect(after.listItems.map((item) => [item.ilvl, item.levelText])).toEqual(
      before.listItems.map((item) => [item.ilvl, item.levelText]),
    );
    expect(after.sections).toEqual(
      before.sections.map((section, index) => ({
        ...section,
        headers: after.sections[index]?.headers,
        footers: after.sections[index]?.footers,
      })),
    );
    expect(after.images).toEqual(before.images);
    expect(after.tableCount).toBe(before.tableCount);
    expect(after.marks).toEqual(before.marks);
  });

  it('fills placeholders whose delimiters Word split into separate runs', async () => {
    const source = await docxOfRuns([
      ['Rent: ', '{', '{ren', { text: 't}', bold: true }, '}', ' a month'],
      ['House: ', '$', '{house', 'Name', '}', '.'],
    ]);
    expect(docxPlaceholders(source)).toEqual(['rent', 'houseName']);
    const { docx, unfilled } = fillDocx(source, { rent: '100 USD', houseName: 'A-12' });
    expect(unfilled).toEqual([]);
    expect(inspectDocx(docx).paragraphs).toEqual(['Rent: 100 USD a month', 'House: A-12.']);
  });

  it('escapes values and turns their newlines into line breaks', () => {
    const source = buildDocx(['Tenant: {{tenantName}}', 'Address: ${houseAddress}']);
    const { docx } = fillDocx(source, { tenantName: 'A & <B> "C"', houseAddress: 'Line 1\nLine 2' });
    const xml = strictDocumentXml(docx);
    expect(xml).toContain('A &amp; &lt;B&gt;');
    expect(xml).toContain('<w:br/>');
    expect(inspectDocx(docx).paragraphs).toEqual(['Tenant: A & <B> "C"', 'Address: Line 1\nLine 2']);
  });

  it('takes names with colons and spaces around them', () => {
    const source = buildDocx(['Product: {{ product:P01:name }} at {{product:P01:price}}; ${ today }']);
    expect(docxPlaceholders(source)).toEqual(['product:P01:name', 'product:P01:price', 'today']);
    const { docx } = fillDocx(source, {
      'product:P01:name': 'Cleaning',
      'product:P01:price': '10 USD',
      today: '2026-12-01',
    });
    expect(inspectDocx(docx).paragraphs).toEqual(['Product: Cleaning at 10 USD; 2026-12-01']);
  });

  it('never reads a value as a placeholder', () => {
    const { docx, unfilled } = fillDocx(buildDocx(['{{a}} ${b}']), { a: '{{b}}', b: '${a}' });
    expect(unfilled).toEqual([]);
    expect(inspectDocx(docx).paragraphs).toEqual(['{{b}} ${a}']);
  });

  it('keeps an empty value as a visible, unfilled placeholder', () => {
    const { docx, unfilled } = fillDocx(buildDocx(['{{ tenantName }} / ${rent}']), {
      tenantName: '',
      rent: '',
    });
    expect(unfilled).toEqual(['tenantName', 'rent']);
    expect(inspectDocx(docx).paragraphs).toEqual(['{{ tenantName }} / ${rent}']);
  });

  it('fills what it can in a document with loop syntax and odd braces, without failing', () => {
    const odd = [
      '{{#items}} each {{/items}} and {{^none}}',
      '{{@rawXml}} stays text',
      'open {{ never closed',
      'closed }} never opened',
      '{ single } and {=[[ ]]=} and {{}} and ${}',
      'Tenant {{tenantName}} pays ${rent} }}',
      '$ {not} and {{{triple}}}',
      'Markup: {{xmlish}}',
    ];
    const values = { tenantName: 'Kham', rent: '5 USD', rawXml: '<w:p/>', xmlish: '</w:t><w:p/>' };
    const { docx, unfilled } = fillDocx(buildDocx(odd), values);
    const paragraphs = inspectDocx(docx).paragraphs;
    expect(paragraphs).toHaveLength(odd.length); // no placeholder reached across paragraphs
    expect(paragraphs[5]).toBe('Tenant Kham pays 5 USD }}');
    expect(paragraphs[7]).toBe('Markup: </w:t><w:p/>'); // a value is text, never raw XML
    for (const index of [0, 1, 2, 3, 4, 6]) expect(paragraphs[index]).toBe(odd[index]);
    expect(unfilled).toEqual(expect.arrayContaining(['#items', '/items', '^none', '@rawXml']));
    expect(strictDocumentXml(docx)).toContain('&lt;/w:t&gt;&lt;w:p/&gt;');
  });

  it('never fails nor changes text on random brace soup', () => {
    const pieces = ['{', '}', '{{', '}}', '$', '${', '#', '/', '@', 'a', ' ', 'x:y'];
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    // Each paragraph starts with a letter (`# ` would make the fixture a heading); some end
    // with a brace so that a `{{` or `}}` straddles two paragraphs.
    const soup = () =>
      `p${Array.from({ length: 12 }, () => pieces[Math.floor(random() * pieces.length)]).join('')}`;
    for (let round = 0; round < 60; round += 1) {
      const paragraphs = [`${soup()}{`, `{${soup()}}`, `}${soup()}`];
      const { docx } = fillDocx(buildDocx(paragraphs), {});
      expect(inspectDocx(docx).paragraphs).toEqual(paragraphs);
    }
  });

  it('fills inside table cells', async () => {
    const source = await Packer.toBuffer(
      new Document({
        sections: [
          {
            children: [
              new Table({
                rows: [
                  new TableRow({
                    children: [
                      new TableCell({
                        children: [
                          new Paragraph({ children: [new TextRun({ text: '{{deposit}}', bold: true })] }),
                        ],
                      }),
                    ],
                  }),
                ],
              }),
            ],
          },
        ],
      }),
    );
    const { docx } = fillDocx(source, { deposit: '9,000,000 LAK' });
    expect(inspectDocx(docx).tables[0]?.cells[0]?.[0]).toMatchObject({ text: '9,000,000 LAK', bold: true });
  });
});
