// biome-ignore-all lint/suspicious/noTemplateCurlyInString: `${name}` is the templates' own placeholder syntax
import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  Footer,
  Header,
  HeadingLevel,
  ImageRun,
  LevelFormat,
  Packer,
  PageBreak,
  PageNumber,
  PageOrientation,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { PNG } from 'pngjs';
import { CORPUS_TEXTS, type CorpusLanguage, type CorpusTexts } from './contract-corpus-texts';

/**
 * Real-looking agency contracts built as Word would save them (the `docx` package):
 * letterhead header with a logo, "Confidential" footer with page numbers, clauses in
 * Word numbering (第一条 / Article 1, 1.1, a)), a nested house-rules list, tables with
 * merged cells, borders, shading and a nested table, bold runs in cells, underline,
 * italic, strike, a hyperlink, a signature image, A4 pages, a page break and a
 * landscape annex. Placeholders `{{name}}` and `${name}` are in the body, tables,
 * header and footer, and `{{tenantName}}` is split across two runs as Word does.
 */

/** A4 in twips. */
export const A4 = { width: 11906, height: 16838 } as const;

/** The placeholders every corpus contract holds (document order, headers/footers apart). */
export const CORPUS_PLACEHOLDERS = [
  'landlordName',
  'tenantName',
  'houseName',
  'houseAddress',
  'rent',
  'contractDate',
  'deposit',
] as const;
/** In the letterhead and the footer. */
export const CORPUS_HEADER_PLACEHOLDERS = ['agencyPhone', 'agencyName'] as const;

/** Values for the corpus placeholders (Lao, as a filled Lao lease would hold). */
export const CORPUS_VALUES: Record<string, string> = {
  landlordName: 'ທ້າວ ສົມພອນ ວົງສະຫວັນ',
  tenantName: 'ນາງ ແກ້ວ ສີສຸວັນ',
  houseName: 'ເຮືອນ A-12',
  houseAddress: 'ບ້ານໂພນສີນວນ, ນະຄອນຫຼວງວຽງຈັນ',
  rent: '4,500,000 LAK',
  contractDate: '2026-12-01',
  deposit: '9,000,000 LAK',
  agencyPhone: '021 555 888',
  agencyName: 'ບໍລິສັດ ລາວ ອະສັງຫາລິມະຊັບ ຈຳກັດ',
};

interface ContractSpec {
  name: string;
  lang: CorpusLanguage;
  title: string;
  /** Extra line after the parties (e.g. the car being leased). */
  subject?: string;
  /** How many times the clause block repeats: 1, or about 50 A4 pages for the long contract. */
  chapters?: number;
}

const CONTRACTS: ContractSpec[] = [
  { name: 'lo-house-lease', lang: 'lo', title: 'ສັນຍາເຊົ່າເຮືອນ' },
  {
    name: 'lo-car-lease',
    lang: 'lo',
    title: 'ສັນຍາເຊົ່າລົດ',
    subject: 'ລົດ ${brand} {{model}}, ປ້າຍທະບຽນ {{plateNumber}}',
  },
  { name: 'lo-shop-lease', lang: 'lo', title: 'ສັນຍາເຊົ່າຮ້ານຄ້າ' },
  { name: 'lo-house-sale', lang: 'lo', title: 'ສັນຍາຊື້ຂາຍເຮືອນ' },
  { name: 'zh-house-lease', lang: 'zh', title: '房屋租赁合同' },
  {
    name: 'zh-car-lease',
    lang: 'zh',
    title: '汽车租赁合同',
    subject: '车辆：${brand} {{model}}，车牌号 {{plateNumber}}',
  },
  { name: 'zh-property-management', lang: 'zh', title: '物业管理服务合同' },
  { name: 'en-house-lease', lang: 'en', title: 'House Lease Agreement' },
  {
    name: 'en-car-rental',
    lang: 'en',
    title: 'Car Rental Agreement',
    subject: 'Vehicle: ${brand} {{model}}, plate {{plateNumber}}',
  },
  { name: 'en-exclusive-agency', lang: 'en', title: 'Exclusive Agency Agreement' },
  { name: 'en-long-commercial-lease', lang: 'en', title: 'Commercial Lease Agreement', chapters: 28 },
];

/** A solid PNG with a band, made with pngjs (real image bytes, not a placeholder). */
function logoPng(): Buffer {
  const png = new PNG({ width: 240, height: 80 });
  for (let y = 0; y < png.height; y += 1) {
    for (let x = 0; x < png.width; x += 1) {
      const i = (png.width * y + x) << 2;
      const band = y > 50 && y < 60;
      png.data[i] = band ? 255 : 20 + (x >> 2);
      png.data[i + 1] = band ? 255 : 60 + (y >> 1);
      png.data[i + 2] = band ? 255 : 160;
      png.data[i + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

/** A handwritten-looking stroke on white. */
function signaturePng(): Buffer {
  const png = new PNG({ width: 300, height: 90 });
  png.data.fill(255);
  for (let x = 10; x < 290; x += 1) {
    const center = 45 + Math.round(25 * Math.sin(x / 17) * Math.cos(x / 41));
    for (let y = center - 1; y <= center + 1; y += 1) {
      const i = (png.width * y + x) << 2;
      png.data[i] = 20;
      png.data[i + 1] = 30;
      png.data[i + 2] = 120;
    }
  }
  return PNG.sync.write(png);
}

const LOGO = logoPng();
const SIGNATURE = signaturePng();

const CLAUSE_LEVEL0: Record<
  CorpusLanguage,
  { format: (typeof LevelFormat)[keyof typeof LevelFormat]; text: string }
> = {
  zh: { format: LevelFormat.CHINESE_COUNTING, text: '第%1条' },
  lo: { format: LevelFormat.DECIMAL, text: 'ມາດຕາ %1' },
  en: { format: LevelFormat.DECIMAL, text: 'Article %1.' },
};

function numbering(lang: CorpusLanguage) {
  return {
    config: [
      {
        reference: 'clauses',
        levels: [
          { level: 0, ...CLAUSE_LEVEL0[lang], alignment: AlignmentType.LEFT },
          {
            level: 1,
            format: LevelFormat.DECIMAL,
            text: '%1.%2',
            isLegalNumberingStyle: true,
            alignment: AlignmentType.LEFT,
            style: { paragraph: { indent: { left: 720, hanging: 432 } } },
          },
          {
            level: 2,
            format: LevelFormat.LOWER_LETTER,
            text: '%3)',
            alignment: AlignmentType.LEFT,
            style: { paragraph: { indent: { left: 1224, hanging: 360 } } },
          },
        ],
      },
      {
        reference: 'rules',
        levels: [
          {
            level: 0,
            format: LevelFormat.BULLET,
            text: '•',
            style: { paragraph: { indent: { left: 720, hanging: 360 } } },
          },
          {
            level: 1,
            format: LevelFormat.BULLET,
            text: '◦',
            style: { paragraph: { indent: { left: 1440, hanging: 360 } } },
          },
        ],
      },
    ],
  };
}

const BORDER = { style: BorderStyle.SINGLE, size: 6, color: '404040' } as const;
const TABLE_BORDERS = {
  top: BORDER,
  bottom: BORDER,
  left: BORDER,
  right: BORDER,
  insideHorizontal: BORDER,
  insideVertical: BORDER,
};
const NO_BORDER = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' } as const;
const SHADED = { type: ShadingType.CLEAR, color: 'auto', fill: 'D9E2F3' } as const;

const text = (value: string, options: { bold?: boolean } = {}) =>
  new Paragraph({ children: [new TextRun({ text: value, bold: options.bold })] });

const cell = (
  value: string,
  options: { bold?: boolean; columnSpan?: number; rowSpan?: number; shaded?: boolean } = {},
) =>
  new TableCell({
    children: [text(value, options)],
    columnSpan: options.columnSpan,
    rowSpan: options.rowSpan,
    shading: options.shaded ? SHADED : undefined,
  });

/** The payment schedule: a title cell across four columns, a note cell down three rows, a bold total across two. */
function scheduleTable(t: CorpusTexts): Table {
  return new Table({
    width: { size: 9000, type: WidthType.DXA },
    columnWidths: [1400, 3000, 2400, 2200],
    borders: TABLE_BORDERS,
    rows: [
      new TableRow({
        children: [cell(t.scheduleTitle, { bold: true, columnSpan: 4, shaded: true })],
        tableHeader: true,
      }),
      new TableRow({ children: t.scheduleHead.map((head) => cell(head, { bold: true, shaded: true })) }),
      new TableRow({
        children: [cell('1'), cell(t.periods[0]), cell('{{rent}}'), cell(t.items[0], { rowSpan: 3 })],
      }),
      new TableRow({ children: [cell('2'), cell(t.periods[1]), cell('{{rent}}')] }),
      new TableRow({ children: [cell('3'), cell(t.periods[2]), cell('{{rent}}')] }),
      new TableRow({
        children: [
          cell(t.total, { bold: true, columnSpan: 2 }),
          cell('27,000,000 LAK', { bold: true }),
          cell(''),
        ],
      }),
    ],
  });
}

/** Two label/value rows, the second value being a table of its own (a nested table). */
function detailsTable(t: CorpusTexts): Table {
  const nested = new Table({
    width: { size: 4000, type: WidthType.DXA },
    columnWidths: [2000, 2000],
    borders: TABLE_BORDERS,
    rows: [
      new TableRow({ children: [cell('2026', { bold: true }), cell('HL-0042')] }),
      new TableRow({ children: [cell('2027', { bold: true }), cell('HL-0043')] }),
    ],
  });
  return new Table({
    width: { size: 9000, type: WidthType.DXA },
    columnWidths: [3000, 6000],
    borders: TABLE_BORDERS,
    rows: [
      new TableRow({
        children: [cell(t.detailsLabels[0], { bold: true, shaded: true }), cell('{{deposit}}')],
      }),
      new TableRow({
        children: [
          cell(t.detailsLabels[1], { bold: true, shaded: true }),
          new TableCell({ children: [text(t.detailsTitle, { bold: true }), nested, text('')] }),
        ],
      }),
    ],
  });
}

/** Signature block: two borderless cells, the tenant's holding the signature image. */
function signatureTable(t: CorpusTexts): Table {
  const borders = { top: NO_BORDER, bottom: NO_BORDER, left: NO_BORDER, right: NO_BORDER };
  return new Table({
    width: { size: 9000, type: WidthType.DXA },
    columnWidths: [4500, 4500],
    rows: [
      new TableRow({
        children: [
          new TableCell({
            borders,
            children: [text(t.signatures[0], { bold: true }), text(''), text('{{landlordName}}')],
          }),
          new TableCell({
            borders,
            children: [
              text(t.signatures[1], { bold: true }),
              new Paragraph({
                children: [
                  new ImageRun({ type: 'png', data: SIGNATURE, transformation: { width: 150, height: 45 } }),
                ],
              }),
              text('{{tenantName}}'),
            ],
          }),
        ],
      }),
    ],
  });
}

function annexTable(t: CorpusTexts): Table {
  return new Table({
    width: { size: 14000, type: WidthType.DXA },
    columnWidths: [1200, 4800, 2000, 3000, 3000],
    borders: TABLE_BORDERS,
    rows: [
      new TableRow({ children: t.annexHead.map((head) => cell(head, { bold: true, shaded: true })) }),
      ...t.annexRows.map(
        (row, index) =>
          new TableRow({ children: [cell(String(index + 1)), cell(row), cell('1'), cell('✓'), cell('')] }),
      ),
    ],
  });
}

/** One block of numbered clauses: each clause, its 1.1 sub-clauses, and a) items under the payment one. */
function clauseBlock(t: CorpusTexts, fillers: number): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  t.clauseTitles.forEach((title, index) => {
    paragraphs.push(
      new Paragraph({
        numbering: { reference: 'clauses', level: 0 },
        children: [new TextRun({ text: title, bold: true })],
      }),
    );
    for (const sentence of t.subClauses) {
      paragraphs.push(
        new Paragraph({ numbering: { reference: 'clauses', level: 1 }, children: [new TextRun(sentence)] }),
      );
    }
    if (index === 1) {
      for (const item of t.items) {
        paragraphs.push(
          new Paragraph({ numbering: { reference: 'clauses', level: 2 }, children: [new TextRun(item)] }),
        );
      }
    }
    for (let i = 0; i < fillers; i += 1) {
      paragraphs.push(
        new Paragraph({
          alignment: AlignmentType.JUSTIFIED,
          children: [new TextRun(`${t.filler} ${t.filler}`)],
        }),
      );
    }
  });
  return paragraphs;
}

function houseRules(t: CorpusTexts): Paragraph[] {
  return t.rules.flatMap((rule) => [
    new Paragraph({ numbering: { reference: 'rules', level: 0 }, children: [new TextRun(rule.text)] }),
    ...rule.nested.map(
      (nested) =>
        new Paragraph({ numbering: { reference: 'rules', level: 1 }, children: [new TextRun(nested)] }),
    ),
  ]);
}

function body(spec: ContractSpec, t: CorpusTexts): Array<Paragraph | Table> {
  const chapters = spec.chapters ?? 1;
  const content: Array<Paragraph | Table> = [
    new Paragraph({
      heading: HeadingLevel.TITLE,
      alignment: AlignmentType.CENTER,
      children: [new TextRun(spec.title)],
    }),
    // Word splits a placeholder when part of it is retyped or formatted: `{{tenant` and `Name}}` are two runs.
    new Paragraph({
      children: [
        new TextRun(t.parties),
        new TextRun({ text: '{{tenant' }),
        new TextRun({ text: 'Name}}', bold: true }),
        new TextRun('.'),
      ],
    }),
  ];
  if (spec.subject)
    content.push(new Paragraph({ children: [new TextRun({ text: spec.subject, italics: true })] }));
  content.push(
    new Paragraph({
      heading: HeadingLevel.HEADING_1,
      children: [new TextRun({ text: t.boldHeading, bold: true })],
    }),
  );
  for (let chapter = 0; chapter < chapters; chapter += 1) {
    content.push(...clauseBlock(t, chapters > 1 ? 2 : 1));
    if (chapters > 1 && chapter % 8 === 7) content.push(new Paragraph({ children: [new PageBreak()] }));
  }
  content.push(
    new Paragraph({
      children: [
        new TextRun({ text: t.note, underline: {} }),
        new TextRun(' '),
        new TextRun({ text: t.items[0], italics: true }),
        new TextRun(' '),
        new TextRun({ text: t.items[1], strike: true }),
      ],
    }),
    new Paragraph({
      children: [
        new TextRun(`${t.website}: `),
        new ExternalHyperlink({
          link: 'https://agency.example.la/contracts',
          children: [new TextRun({ text: 'agency.example.la/contracts', style: 'Hyperlink' })],
        }),
      ],
    }),
    new Paragraph({
      heading: HeadingLevel.HEADING_2,
      children: [new TextRun({ text: t.rulesTitle, bold: true })],
    }),
    ...houseRules(t),
    new Paragraph({
      heading: HeadingLevel.HEADING_2,
      children: [new TextRun({ text: t.scheduleTitle, bold: true })],
    }),
    scheduleTable(t),
    text(''),
    detailsTable(t),
    new Paragraph({ children: [new PageBreak()] }),
    signatureTable(t),
  );
  return content;
}

function letterhead(t: CorpusTexts): Header {
  return new Header({
    children: [
      new Paragraph({
        children: [
          new ImageRun({ type: 'png', data: LOGO, transformation: { width: 120, height: 40 } }),
          new TextRun({ text: `  ${t.agency}`, bold: true, size: 28 }),
        ],
      }),
      new Paragraph({ children: [new TextRun({ text: `${t.address} · {{agencyPhone}}`, size: 18 })] }),
    ],
  });
}

function footer(t: CorpusTexts): Footer {
  return new Footer({
    children: [
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [
          new TextRun({ text: `${t.confidential} · {{agencyName}} · `, italics: true }),
          new TextRun({ children: [`${t.page} `, PageNumber.CURRENT, ` ${t.of} `, PageNumber.TOTAL_PAGES] }),
        ],
      }),
    ],
  });
}

async function buildContract(spec: ContractSpec): Promise<Buffer> {
  const t = CORPUS_TEXTS[spec.lang];
  const headers = { default: letterhead(t) };
  const footers = { default: footer(t) };
  const document = new Document({
    title: spec.title,
    creator: t.agency,
    numbering: numbering(spec.lang),
    styles: {
      default: {
        document: {
          run: {
            size: 22,
            font: {
              ascii: 'Times New Roman',
              hAnsi: 'Times New Roman',
              cs: 'Phetsarath OT',
              eastAsia: 'SimSun',
            },
          },
        },
      },
    },
    sections: [
      { properties: { page: { size: { ...A4 } } }, headers, footers, children: body(spec, t) },
      {
        properties: { page: { size: { ...A4, orientation: PageOrientation.LANDSCAPE } } },
        headers,
        footers,
        children: [
          new Paragraph({
            heading: HeadingLevel.HEADING_1,
            children: [new TextRun({ text: t.annexTitle, bold: true })],
          }),
          annexTable(t),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}

/** The eleven corpus contracts (Lao, Chinese, English; one about 50 pages long). */
export async function buildContractCorpus(): Promise<Array<{ name: string; docx: Buffer }>> {
  return Promise.all(CONTRACTS.map(async (spec) => ({ name: spec.name, docx: await buildContract(spec) })));
}

/** The corpus's long contract (about 50 A4 pages), for benchmarks. */
export function buildLongContract(): Promise<Buffer> {
  return buildContract(CONTRACTS.find((spec) => spec.chapters) as ContractSpec);
}

/** The Lao house-lease template: letterhead header, numbered sub-clauses, placeholders. */
export function buildLaoLeaseTemplate(): Promise<Buffer> {
  return buildContract(CONTRACTS[0] as ContractSpec);
}
