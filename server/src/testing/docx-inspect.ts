import { DOMParser, type Element } from '@xmldom/xmldom';
import PizZip from 'pizzip';

/**
 * A .docx read into a plain summary that tests compare (source against download):
 * texts, lists and their numbering formats, tables with merged cells and nested
 * tables, images, header/footer texts, run marks, links, page sizes and page breaks.
 */

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const WP = 'http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing';

export interface RunMarks {
  b: number;
  bCs: number;
  i: number;
  iCs: number;
  u: number;
  strike: number;
}

export interface CellSummary {
  text: string;
  gridSpan: number;
  /** `restart` starts a vertical merge, `continue` is covered by the cell above. */
  vMerge: 'restart' | 'continue' | null;
  /** The cell's shading fill colour, if any. */
  shading: string | null;
  /** Some run of the cell is bold. */
  bold: boolean;
  tables: TableSummary[];
}

export interface TableSummary {
  rows: number;
  /** Columns of the table grid. */
  columns: number;
  /** The table sets borders of its own. */
  borders: boolean;
  cells: CellSummary[][];
}

export interface ListItemSummary {
  text: string;
  numId: string;
  ilvl: number;
  /** The level's `w:numFmt` (decimal, chineseCounting, lowerLetter, bullet...). */
  format: string | null;
  /** The level's `w:lvlText` (`第%1条`, `%1.%2`, `%3)`...). */
  levelText: string | null;
}

export interface ImageSummary {
  part: 'body' | 'header' | 'footer';
  /** Size in EMU. */
  cx: number;
  cy: number;
}

export interface SectionSummary {
  width: number | null;
  height: number | null;
  orientation: 'portrait' | 'landscape';
  headers: string[];
  footers: string[];
}

export interface DocxSummary {
  /** Every paragraph of the body outside tables, in document order. */
  paragraphs: string[];
  /** Numbered or bulleted paragraphs anywhere in the body (tables included). */
  listItems: ListItemSummary[];
  /** Each numbering the list items use (first use first), with the format of every level it defines. */
  numbering: Array<{
    numId: string;
    levels: Array<{ ilvl: number; format: string; levelText: string | null }>;
  }>;
  /** Top-level tables (nested ones inside their cells). */
  tables: TableSummary[];
  /** All tables, nested ones included. */
  tableCount: number;
  images: ImageSummary[];
  /** Texts of the header and footer parts the sections use (distinct, in order). */
  headers: string[];
  footers: string[];
  /** PAGE / NUMPAGES fields in headers and footers. */
  pageFields: number;
  /** Runs of the body carrying each mark. */
  marks: RunMarks;
  hyperlinks: Array<{ text: string; target: string }>;
  sections: SectionSummary[];
  pageBreaks: number;
  /** `dc:title` of docProps/core.xml. */
  title: string | null;
}

type Parts = { zip: PizZip; rels: Map<string, string> };

const parser = () => new DOMParser({ onError: () => {} });

function parse(zip: PizZip, path: string): Element | null {
  const file = zip.file(path);
  if (!file) return null;
  return parser().parseFromString(file.asText(), 'text/xml').documentElement as Element | null;
}

function elements(node: Element, localName: string): Element[] {
  return Array.from(node.getElementsByTagNameNS(W, localName)) as Element[];
}

function children(node: Element, localName: string, ns = W): Element[] {
  return (Array.from(node.childNodes) as Element[]).filter(
    (child) => child.nodeType === 1 && child.localName === localName && child.namespaceURI === ns,
  );
}

const child = (node: Element, localName: string) => children(node, localName)[0] ?? null;
const wAttr = (node: Element | null, name: string) => node?.getAttributeNS(W, name) || null;

/** A toggle property (`<w:b/>`, `<w:b w:val="1"/>`) that is on. */
function isOn(properties: Element | null, localName: string): boolean {
  const element = properties ? child(properties, localName) : null;
  if (!element) return false;
  const value = wAttr(element, 'val');
  if (localName === 'u') return value !== 'none';
  return value == null || !['0', 'false', 'off'].includes(value);
}

/** A paragraph's text: `w:t`, tabs and soft line breaks (`\n`), hyperlinks and inserted runs included. */
export function paragraphText(paragraph: Element): string {
  let text = '';
  const walk = (node: Element) => {
    for (const item of Array.from(node.childNodes) as Element[]) {
      if (item.nodeType !== 1 || item.namespaceURI !== W) {
        if (item.nodeType === 1) walk(item);
        continue;
      }
      if (item.localName === 't') text += item.textContent ?? '';
      else if (item.localName === 'tab' && node.localName === 'r') text += '\t';
      else if (item.localName === 'br' && !wAttr(item, 'type')) text += '\n';
      else if (!['pPr', 'rPr', 'instrText', 'delText', 'txbxContent'].includes(item.localName ?? ''))
        walk(item);
    }
  };
  walk(paragraph);
  return text;
}

function relationships(zip: PizZip, partPath: string): Map<string, string> {
  const slash = partPath.lastIndexOf('/');
  const relsPath = `${partPath.slice(0, slash)}/_rels/${partPath.slice(slash + 1)}.rels`;
  const root = parse(zip, relsPath);
  const map = new Map<string, string>();
  if (!root) return map;
  for (const rel of Array.from(root.getElementsByTagName('Relationship')) as Element[]) {
    map.set(rel.getAttribute('Id') ?? '', rel.getAttribute('Target') ?? '');
  }
  return map;
}

function numberingLevels(
  zip: PizZip,
): (numId: string, ilvl: number) => { format: string | null; text: string | null } {
  const root = parse(zip, 'word/numbering.xml');
  const abstracts = new Map<string, Element>();
  const nums = new Map<string, Element>();
  if (root) {
    for (const abstract of children(root, 'abstractNum'))
      abstracts.set(wAttr(abstract, 'abstractNumId') ?? '', abstract);
    for (const num of children(root, 'num')) nums.set(wAttr(num, 'numId') ?? '', num);
  }
  return (numId, ilvl) => {
    const num = nums.get(numId);
    const override = num
      ? children(num, 'lvlOverride').find((item) => wAttr(item, 'ilvl') === String(ilvl))
      : undefined;
    const overrideLevel = override ? child(override, 'lvl') : null;
    const abstract = num ? abstracts.get(wAttr(child(num, 'abstractNumId'), 'val') ?? '') : undefined;
    const level =
      overrideLevel ??
      (abstract ? children(abstract, 'lvl').find((item) => wAttr(item, 'ilvl') === String(ilvl)) : null);
    return {
      format: level ? wAttr(child(level, 'numFmt'), 'val') : null,
      text: level ? wAttr(child(level, 'lvlText'), 'val') : null,
    };
  };
}

/** Paragraph styles that carry numbering (`w:numPr` in the style's `w:pPr`). */
function styleNumbering(zip: PizZip): Map<string, { numId: string; ilvl: number }> {
  const root = parse(zip, 'word/styles.xml');
  const map = new Map<string, { numId: string; ilvl: number }>();
  if (!root) return map;
  for (const style of children(root, 'style')) {
    const pPr = child(style, 'pPr');
    const numPr = pPr ? child(pPr, 'numPr') : null;
    const numId = numPr ? wAttr(child(numPr, 'numId'), 'val') : null;
    if (numPr && numId)
      map.set(wAttr(style, 'styleId') ?? '', {
        numId,
        ilvl: Number(wAttr(child(numPr, 'ilvl'), 'val') ?? 0),
      });
  }
  return map;
}

function tableSummary(table: Element): TableSummary {
  const grid = child(table, 'tblGrid');
  const tblPr = child(table, 'tblPr');
  const rows = children(table, 'tr');
  return {
    rows: rows.length,
    columns: grid ? children(grid, 'gridCol').length : 0,
    borders: Boolean(tblPr && child(tblPr, 'tblBorders')),
    cells: rows.map((row) =>
      children(row, 'tc').map((tc) => {
        const tcPr = child(tc, 'tcPr');
        const vMerge = tcPr ? child(tcPr, 'vMerge') : null;
        const shading = tcPr ? child(tcPr, 'shd') : null;
        const fill = wAttr(shading, 'fill');
        return {
          text: children(tc, 'p').map(paragraphText).join('\n'),
          gridSpan: Number(wAttr(tcPr ? child(tcPr, 'gridSpan') : null, 'val') ?? 1),
          vMerge: vMerge ? (wAttr(vMerge, 'val') === 'restart' ? 'restart' : 'continue') : null,
          shading: fill && fill !== 'auto' ? fill.toUpperCase() : null,
          bold: elements(tc, 'r').some((run) => isOn(child(run, 'rPr'), 'b')),
          tables: children(tc, 'tbl').map(tableSummary),
        };
      }),
    ),
  };
}

function partText(root: Element): string {
  return elements(root, 'p').map(paragraphText).join('\n');
}

function images(root: Element, part: ImageSummary['part']): ImageSummary[] {
  const found: ImageSummary[] = [];
  for (const drawing of elements(root, 'drawing')) {
    const extent = drawing.getElementsByTagNameNS(WP, 'extent')[0];
    found.push({
      part,
      cx: Number(extent?.getAttribute('cx') ?? 0),
      cy: Number(extent?.getAttribute('cy') ?? 0),
    });
  }
  // Legacy VML pictures (old Word files) have no extent in EMU.
  const legacy = root.getElementsByTagName('v:imagedata').length;
  for (let index = 0; index < legacy; index += 1) found.push({ part, cx: 0, cy: 0 });
  return found;
}

const pageFieldCount = (root: Element) =>
  elements(root, 'instrText').filter((item) =>
    /\b(PAGE|NUMPAGES|SECTIONPAGES)\b/.test(item.textContent ?? ''),
  ).length +
  elements(root, 'fldSimple').filter((item) =>
    /\b(PAGE|NUMPAGES|SECTIONPAGES)\b/.test(wAttr(item, 'instr') ?? ''),
  ).length;

function sections(body: Element, parts: Parts, headerFooter: Map<string, Element>): SectionSummary[] {
  const sectPrs = elements(body, 'sectPr');
  return sectPrs.map((sectPr) => {
    const size = child(sectPr, 'pgSz');
    const width = wAttr(size, 'w');
    const height = wAttr(size, 'h');
    const texts = (kind: 'headerReference' | 'footerReference') =>
      children(sectPr, kind).map((ref) => {
        const target = parts.rels.get(ref.getAttributeNS(R, 'id') ?? '') ?? '';
        const root = headerFooter.get(target);
        return root ? partText(root) : '';
      });
    return {
      width: width ? Number(width) : null,
      height: height ? Number(height) : null,
      orientation: wAttr(size, 'orient') === 'landscape' ? 'landscape' : 'portrait',
      headers: texts('headerReference'),
      footers: texts('footerReference'),
    };
  });
}

/** Reads a .docx (Buffer) into a plain, comparable summary. */
export function inspectDocx(docx: Buffer): DocxSummary {
  const zip = new PizZip(docx);
  const document = parse(zip, 'word/document.xml');
  const body = document ? child(document, 'body') : null;
  if (!body) throw new Error('no word/document.xml body');
  const parts: Parts = { zip, rels: relationships(zip, 'word/document.xml') };
  const levelOf = numberingLevels(zip);
  const styled = styleNumbering(zip);

  const headerFooter = new Map<string, Element>();
  const headers: string[] = [];
  const footers: string[] = [];
  const headerImages: ImageSummary[] = [];
  let pageFields = 0;
  const seen = new Set<string>();
  for (const ref of [...elements(body, 'headerReference'), ...elements(body, 'footerReference')]) {
    const target = parts.rels.get(ref.getAttributeNS(R, 'id') ?? '');
    if (!target || seen.has(target)) continue;
    seen.add(target);
    const root = parse(zip, `word/${target.replace(/^\/?word\//, '')}`);
    if (!root) continue;
    headerFooter.set(target, root);
    const isHeader = ref.localName === 'headerReference';
    const text = partText(root);
    const list = isHeader ? headers : footers;
    if (!list.includes(text)) list.push(text);
    headerImages.push(...images(root, isHeader ? 'header' : 'footer'));
    pageFields += pageFieldCount(root);
  }

  const listItems: ListItemSummary[] = [];
  let pageBreaks = 0;
  for (const paragraph of elements(body, 'p')) {
    const pPr = child(paragraph, 'pPr');
    const numPr = pPr ? child(pPr, 'numPr') : null;
    const fromStyle = styled.get(wAttr(pPr ? child(pPr, 'pStyle') : null, 'val') ?? '');
    const numId = (numPr ? wAttr(child(numPr, 'numId'), 'val') : null) ?? fromStyle?.numId ?? null;
    if (numId && numId !== '0') {
      const ilvl = Number((numPr ? wAttr(child(numPr, 'ilvl'), 'val') : null) ?? fromStyle?.ilvl ?? 0);
      const level = levelOf(numId, ilvl);
      listItems.push({
        text: paragraphText(paragraph),
        numId,
        ilvl,
        format: level.format,
        levelText: level.text,
      });
    }
    if (isOn(pPr, 'pageBreakBefore')) pageBreaks += 1;
  }
  pageBreaks += elements(body, 'br').filter((br) => wAttr(br, 'type') === 'page').length;

  const marks: RunMarks = { b: 0, bCs: 0, i: 0, iCs: 0, u: 0, strike: 0 };
  for (const run of elements(body, 'r')) {
    const rPr = child(run, 'rPr');
    for (const mark of Object.keys(marks) as Array<keyof RunMarks>) if (isOn(rPr, mark)) marks[mark] += 1;
  }

  const hyperlinks = elements(body, 'hyperlink').map((link) => {
    const id = link.getAttributeNS(R, 'id');
    const anchor = wAttr(link, 'anchor');
    return {
      text: paragraphText(link),
      target: id ? (parts.rels.get(id) ?? '') : anchor ? `#${anchor}` : '',
    };
  });

  const numbering = [...new Set(listItems.map((item) => item.numId))].map((numId) => ({
    numId,
    levels: Array.from({ length: 9 }, (_, ilvl) => ({ ilvl, ...levelOf(numId, ilvl) }))
      .filter((level): level is { ilvl: number; format: string; text: string | null } => level.format != null)
      .map(({ ilvl, format, text }) => ({ ilvl, format, levelText: text })),
  }));

  const core = parse(zip, 'docProps/core.xml');
  const titleNode = core
    ? core.getElementsByTagNameNS('http://purl.org/dc/elements/1.1/', 'title')[0]
    : undefined;

  return {
    paragraphs: children(body, 'p').map(paragraphText),
    listItems,
    numbering,
    tables: children(body, 'tbl').map(tableSummary),
    tableCount: elements(body, 'tbl').length,
    images: [...images(body, 'body'), ...headerImages],
    headers,
    footers,
    pageFields,
    marks,
    hyperlinks,
    sections: sections(body, parts, headerFooter),
    pageBreaks,
    title: titleNode ? (titleNode.textContent ?? '') : null,
  };
}
