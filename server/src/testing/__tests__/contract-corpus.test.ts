// biome-ignore-all lint/suspicious/noTemplateCurlyInString: `${name}` is the templates' own placeholder syntax
import { assertSafeDocx } from '../../services/docx/safe-zip';
import { A4, buildContractCorpus, CORPUS_PLACEHOLDERS } from '../contract-corpus';
import { type DocxSummary, inspectDocx } from '../docx-inspect';

describe('contract corpus and docx inspector', () => {
  let corpus: Array<{ name: string; docx: Buffer }>;
  const summary = (name: string): DocxSummary => {
    const found = corpus.find((item) => item.name === name);
    if (!found) throw new Error(`no corpus contract ${name}`);
    return inspectDocx(found.docx);
  };

  beforeAll(async () => {
    corpus = await buildContractCorpus();
  });

  it('builds eleven distinct contracts in Lao, Chinese and English that pass the zip check', async () => {
    expect(corpus).toHaveLength(11);
    expect(new Set(corpus.map((item) => item.name)).size).toBe(11);
    for (const prefix of ['lo-', 'zh-', 'en-']) {
      expect(corpus.filter((item) => item.name.startsWith(prefix)).length).toBeGreaterThanOrEqual(3);
    }
    for (const item of corpus) await expect(assertSafeDocx(item.docx)).resolves.toBeUndefined();
  });

  it('reads the Lao lease as Word holds it', () => {
    const lo = summary('lo-house-lease');
    expect(lo.title).toBe('ສັນຍາເຊົ່າເຮືອນ');
    // The split placeholder reads whole once its runs are joined.
    expect(lo.paragraphs[1]).toContain('{{tenantName}}');
    const body = lo.paragraphs.join('\n');
    for (const name of CORPUS_PLACEHOLDERS.filter(
      (item) => item !== 'houseName' && item !== 'deposit' && item !== 'rent',
    )) {
      expect(body).toContain(`{{${name}}}`);
    }
    expect(body).toContain('${houseName}');

    // Clauses: ມາດຕາ %1 / %1.%2 / %3); house rules: 9 bullets with 9 nested ones.
    const clauses = lo.listItems.filter((item) => item.levelText !== '•' && item.levelText !== '◦');
    expect(clauses.filter((item) => item.ilvl === 0).map((item) => item.levelText)).toEqual(
      Array(5).fill('ມາດຕາ %1'),
    );
    expect(clauses.filter((item) => item.ilvl === 1)).toHaveLength(15);
    expect(clauses.find((item) => item.ilvl === 1)).toMatchObject({ format: 'decimal', levelText: '%1.%2' });
    expect(clauses.filter((item) => item.ilvl === 2).map((item) => item.format)).toEqual(
      Array(3).fill('lowerLetter'),
    );
    const rules = lo.listItems.filter((item) => item.format === 'bullet');
    expect(rules.filter((item) => item.ilvl === 0)).toHaveLength(9);
    expect(rules.filter((item) => item.ilvl === 1)).toHaveLength(9);

    // Tables: schedule (merged both ways, shaded, bold cells), details with a nested table, signatures, annex.
    expect(lo.tables).toHaveLength(4);
    expect(lo.tableCount).toBe(5);
    const [schedule, details] = lo.tables;
    expect(schedule?.borders).toBe(true);
    expect(schedule?.cells[0]?.[0]).toMatchObject({ gridSpan: 4, shading: 'D9E2F3', bold: true });
    expect(schedule?.cells.map((row) => row[3]?.vMerge ?? null)).toEqual([
      null,
      null,
      'restart',
      'continue',
      'continue',
      null,
    ]);
    expect(schedule?.cells[2]?.[2]?.text).toBe('{{rent}}');
    expect(schedule?.cells[5]?.[0]).toMatchObject({ gridSpan: 2, bold: true });
    expect(details?.cells[1]?.[1]?.tables[0]).toMatchObject({ rows: 2, columns: 2 });
    expect(details?.cells[1]?.[1]?.tables[0]?.cells[0]?.[0]).toMatchObject({ text: '2026', bold: true });

    // Logo in each section's header, signature in the body.
    expect(lo.images.filter((image) => image.part === 'body')).toHaveLength(1);
    expect(lo.images.filter((image) => image.part === 'header').length).toBeGreaterThanOrEqual(1);
    expect(lo.headers.join()).toContain('ບໍລິສັດ ລາວ ອະສັງຫາລິມະຊັບ ຈຳກັດ');
    expect(lo.headers.join()).toContain('{{agencyPhone}}');
    expect(lo.footers.join()).toContain('ຄວາມລັບ');
    expect(lo.pageFields).toBeGreaterThanOrEqual(2);

    // Lao bold is complex-script bold too.
    expect(lo.marks.b).toBeGreaterThan(10);
    expect(lo.marks.bCs).toBe(lo.marks.b);
    expect(lo.marks).toMatchObject({ i: 1, iCs: 1, u: 1, strike: 1 });
    expect(lo.hyperlinks).toEqual([
      { text: 'agency.example.la/contracts', target: 'https://agency.example.la/contracts' },
    ]);
    expect(lo.sections.map((section) => [section.width, section.height, section.orientation])).toEqual([
      [A4.width, A4.height, 'portrait'],
      [A4.height, A4.width, 'landscape'],
    ]);
    expect(lo.pageBreaks).toBe(1);
  });

  it('reads Chinese clause numbering and the long contract', () => {
    const zh = summary('zh-house-lease');
    expect(zh.listItems.find((item) => item.ilvl === 0)).toMatchObject({
      text: '合同目的',
      format: 'chineseCounting',
      levelText: '第%1条',
    });
    expect(zh.footers.join()).toContain('机密');
    const clauses = zh.numbering.find((item) => item.levels[0]?.format === 'chineseCounting');
    expect(clauses?.levels.slice(0, 3)).toEqual([
      { ilvl: 0, format: 'chineseCounting', levelText: '第%1条' },
      { ilvl: 1, format: 'decimal', levelText: '%1.%2' },
      { ilvl: 2, format: 'lowerLetter', levelText: '%3)' },
    ]);
    expect(zh.numbering.some((item) => item.levels[0]?.format === 'bullet')).toBe(true);
    const long = summary('en-long-commercial-lease');
    expect(long.paragraphs.length).toBeGreaterThan(900);
    expect(long.pageBreaks).toBeGreaterThan(2);
  });
});
