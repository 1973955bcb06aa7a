import {
  AlignmentType,
  Document,
  ExternalHyperlink,
  Footer,
  Header,
  HeadingLevel,
  ImageRun,
  LevelFormat,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import PizZip from 'pizzip';
import { PNG } from 'pngjs';

/** A small red PNG. */
export function pngBytes(width = 4, height = 3): Buffer {
  const png = new PNG({ width, height });
  png.data.fill(0);
  for (let i = 0; i < png.data.length; i += 4) {
    png.data[i] = 200;
    png.data[i + 3] = 255;
  }
  return PNG.sync.write(png);
}

export const LAO_CLAUSE = 'ຜູ້ເຊົ່າຕ້ອງຈ່າຍຄ່າເຊົ່າທຸກເດືອນ';
export const LAO_BOLD = 'ກ່ອນວັນທີ 5';
export const CHINESE = '租户应当按时支付租金并保持房屋整洁。';

function cell(
  children: Array<Paragraph | Table>,
  options: { columnSpan?: number; rowSpan?: number } = {},
): TableCell {
  return new TableCell({ children, ...options, width: { size: 2000, type: WidthType.DXA } });
}

/** A contract with everything the editor must keep: Word numbering, nested lists, merged cells, a nested table, marks, breaks, images, a link, header and footer, Lao and Chinese. */
export async function buildFixture(): Promise<Buffer> {
  const nested = new Table({
    rows: [new TableRow({ children: [cell([new Paragraph('Inner A')]), cell([new Paragraph('Inner B')])] })],
  });
  const table = new Table({
    width: { size: 9000, type: WidthType.DXA },
    rows: [
      new TableRow({
        children: [
          cell([new Paragraph({ children: [new TextRun({ text: 'Item', bold: true })] })]),
          cell([new Paragraph({ children: [new TextRun({ text: 'Amount', bold: true })] })], {
            columnSpan: 2,
          }),
        ],
      }),
      new TableRow({
        children: [
          cell([new Paragraph('Rent'), new Paragraph('Monthly')], { rowSpan: 2 }),
          cell([
            new Paragraph({
              children: [new TextRun({ text: '4,500,000', bold: true }), new TextRun(' LAK')],
            }),
          ]),
          cell([new Paragraph('')]),
        ],
      }),
      new TableRow({
        children: [cell([new Paragraph('Deposit 9,000,000')]), cell([nested, new Paragraph('after nested')])],
      }),
    ],
  });
  const clause = (text: string, level = 0) =>
    new Paragraph({ text, numbering: { reference: 'clauses', level } });
  const rule = (text: string, level = 0) => new Paragraph({ text, bullet: { level } });
  const doc = new Document({
    numbering: {
      config: [
        {
          reference: 'clauses',
          levels: [
            { level: 0, format: LevelFormat.DECIMAL, text: '%1.', alignment: AlignmentType.LEFT },
            { level: 1, format: LevelFormat.LOWER_LETTER, text: '%2)', alignment: AlignmentType.LEFT },
          ],
        },
      ],
    },
    sections: [
      {
        headers: { default: new Header({ children: [new Paragraph('Letterhead Agency')] }) },
        footers: { default: new Footer({ children: [new Paragraph('Confidential')] }) },
        children: [
          new Paragraph({ text: 'Lease contract', heading: HeadingLevel.HEADING_1 }),
          new Paragraph({
            children: [
              new ImageRun({ type: 'png', data: pngBytes(), transformation: { width: 40, height: 30 } }),
            ],
          }),
          new Paragraph({
            children: [
              new TextRun(`${LAO_CLAUSE} `),
              new TextRun({ text: LAO_BOLD, bold: true }),
              new TextRun({ text: ' ແລະ ', italics: true }),
              new TextRun({ text: 'ຂີດກ້ອງ', underline: {} }),
            ],
          }),
          new Paragraph(''),
          clause('First clause: the parties'),
          clause('Second clause: the house'),
          clause('Sub clause a', 1),
          clause('Sub clause b', 1),
          clause('Third clause: the rent'),
          clause('Fourth clause: the end'),
          new Paragraph(''),
          rule('Rule one'),
          rule('Rule one point one', 1),
          rule('Rule one point two', 1),
          rule('Rule two'),
          rule('Rule two point one', 1),
          new Paragraph({ children: [new TextRun('Line one'), new TextRun({ text: 'Line two', break: 1 })] }),
          new Paragraph({
            children: [new TextRun({ text: 'Struck out', strike: true }), new TextRun('\tafter tab')],
          }),
          table,
          new Paragraph(CHINESE),
          new Paragraph({
            children: [
              new TextRun('See '),
              new ExternalHyperlink({
                link: 'https://example.com/terms',
                children: [new TextRun('the terms')],
              }),
              new TextRun(' online.'),
            ],
          }),
          new Paragraph({
            children: [
              new ImageRun({ type: 'png', data: pngBytes(6, 2), transformation: { width: 60, height: 20 } }),
            ],
          }),
          new Paragraph('Signed in Vientiane'),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

/** A long contract: about 50 pages, 1,500 paragraphs of clauses. */
export async function buildLongFixture(paragraphs = 1500): Promise<Buffer> {
  const children: Paragraph[] = [];
  for (let i = 0; i < paragraphs; i++) {
    children.push(
      i % 10 === 0
        ? new Paragraph({ text: `Chapter ${i / 10 + 1}`, heading: HeadingLevel.HEADING_2 })
        : new Paragraph({
            children: [
              new TextRun(`${i}. ${LAO_CLAUSE} `),
              new TextRun({ text: LAO_BOLD, bold: true }),
              new TextRun(` ${CHINESE} clause ${i}`),
            ],
          }),
    );
  }
  return Packer.toBuffer(new Document({ sections: [{ children }] }));
}

/** Every part of a .docx, uncompressed. */
export function docxParts(docx: Buffer): Map<string, Buffer> {
  const zip = new PizZip(docx);
  const out = new Map<string, Buffer>();
  for (const [name, file] of Object.entries(zip.files)) {
    if (!file.dir) out.set(name, Buffer.from(file.asUint8Array()));
  }
  return out;
}

export function documentXml(docx: Buffer): string {
  return docxParts(docx).get('word/document.xml')?.toString('utf8') ?? '';
}

/** The visible text of a piece of WordprocessingML. */
export function xmlText(xml: string): string {
  return [...xml.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join('');
}

/**
 * Where two document.xml texts differ: the XML of the paragraphs of `before`
 * that hold the differing stretch (the outermost paragraphs it touches), and
 * the stretch in both.
 */
export function changedRegion(
  before: string,
  after: string,
): { before: string; after: string; paragraphs: string[] } {
  let start = 0;
  while (start < before.length && before[start] === after[start]) start++;
  let end = 0;
  while (
    end < before.length - start &&
    end < after.length - start &&
    before[before.length - 1 - end] === after[after.length - 1 - end]
  )
    end++;
  const ranges = scanElementRanges(before, ['w:p']).get('w:p') ?? [];
  const touched = ranges.filter((r) => r.end >= start && r.start <= before.length - end);
  const outer = touched.filter((r) => !touched.some((o) => o !== r && o.start <= r.start && o.end >= r.end));
  return {
    before: before.slice(start, before.length - end),
    after: after.slice(start, after.length - end),
    paragraphs: outer.map((r) => before.slice(r.start, r.end)),
  };
}

/** The `[start, end)` character ranges of every element with one of these qualified names, in document order (the order of their start tags). */
function scanElementRanges(
  xml: string,
  qnames: string[],
): Map<string, Array<{ start: number; end: number }>> {
  const ranges = new Map<string, Array<{ start: number; end: number }>>();
  const open = new Map<string, Array<{ start: number; end: number }>>();
  for (const name of qnames) {
    ranges.set(name, []);
    open.set(name, []);
  }
  // Comments, CDATA and processing instructions are skipped; attribute values may hold `>`.
  const token =
    /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<\?[\s\S]*?\?>|<(\/?)([^\s/>!?]+)(?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*\s*(\/?)>/g;
  for (let match = token.exec(xml); match; match = token.exec(xml)) {
    const name = match[2];
    if (!name || !ranges.has(name)) continue;
    const list = ranges.get(name) as Array<{ start: number; end: number }>;
    const stack = open.get(name) as Array<{ start: number; end: number }>;
    const end = match.index + match[0].length;
    if (match[1]) {
      const range = stack.pop();
      if (range) range.end = end;
    } else {
      const range = { start: match.index, end };
      list.push(range);
      if (!match[3]) stack.push(range);
    }
  }
  return ranges;
}
