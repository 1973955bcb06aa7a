import {
  lineKey,
  MARK_B,
  MARK_I,
  MARK_S,
  MARK_U,
  type NormalizedLine,
  normalizeLine,
} from './docx-units-text';
import {
  A_NS,
  childElements,
  isElement,
  isOn,
  isW,
  MC_NS,
  R_NS,
  V_NS,
  W_NS,
  WP_NS,
  wAttr,
  wChild,
  wChildVal,
} from './docx-xml';
import { type DocxPackage, readMarks, styleMarks, styleName, styleNumbering } from './docx-xml-package';
import type { XElement } from './docx-xml-tree';

/**
 * One walk of a document's body shared by the HTML conversion and the patcher,
 * so that both see exactly the same paragraphs, in the same order, with the same
 * text: what the editor shows is what an edit is compared against.
 */

/** A character of a paragraph's visible text, or a soft line break, and the node it lives in. */
export interface Atom {
  kind: 'char' | 'break';
  ch: string;
  marks: number;
  /** w:t (offset = index in its text), w:tab, w:br, w:cr, w:noBreakHyphen */
  node: XElement;
  offset: number;
  run: XElement;
}

export type InlineItem =
  | { kind: 'text'; text: string; marks: number; href?: string; vertAlign?: string }
  | { kind: 'break' }
  | { kind: 'image'; relId: string; widthPx?: number; heightPx?: number; alt?: string };

/** A visible line of a paragraph: `index` counts every line, empty ones too. */
export interface DocxLine extends NormalizedLine {
  index: number;
  key: string;
  atoms: Atom[];
  /** The break after the line, when another line follows. */
  endBreak?: Atom;
  /** The break before the line, when it is not the first. */
  startBreak?: Atom;
}

export interface DocxParagraph {
  p: XElement;
  /** '' in the body; `/table.row.cell` for each table around the paragraph. */
  cellKey: string;
  list?: { numId: string; ilvl: number };
  heading?: number;
  align?: string;
  items: InlineItem[];
  /** The non-empty lines; none for an empty paragraph. */
  lines: DocxLine[];
}

export interface DocxCell {
  tc: XElement;
  colspan: number;
  rowspan: number;
  blocks: DocxBlock[];
}

export type DocxBlock =
  | { kind: 'paragraph'; para: DocxParagraph }
  | { kind: 'table'; tbl: XElement; rows: DocxCell[][] };

export interface DocxBody {
  blocks: DocxBlock[];
  /** Every paragraph the editor shows, in document order. */
  paragraphs: DocxParagraph[];
}

function runMarks(pkg: DocxPackage, run: XElement): number {
  const rPr = wChild(run, 'rPr');
  const direct = readMarks(rPr);
  const styled = styleMarks(pkg, rPr ? wChildVal(rPr, 'rStyle') : undefined);
  let marks = 0;
  if (direct.b ?? styled.b) marks |= MARK_B;
  if (direct.i ?? styled.i) marks |= MARK_I;
  if (direct.u ?? styled.u) marks |= MARK_U;
  if (direct.s ?? styled.s) marks |= MARK_S;
  return marks;
}

/** The first picture of a drawing, VML picture or object (mc:AlternateContent: its first choice). */
function findImage(
  el: XElement,
): { relId: string; widthPx?: number; heightPx?: number; alt?: string } | undefined {
  const stack: XElement[] = [el];
  let widthPx: number | undefined;
  let heightPx: number | undefined;
  let alt: string | undefined;
  while (stack.length) {
    const node = stack.pop() as XElement;
    if (node.namespaceURI === MC_NS && node.localName === 'AlternateContent') {
      const choice = childElements(node)[0];
      if (choice) stack.push(choice);
      continue;
    }
    if (node.namespaceURI === WP_NS && node.localName === 'extent') {
      widthPx = Math.round(Number(node.getAttribute('cx')) / 9525) || undefined;
      heightPx = Math.round(Number(node.getAttribute('cy')) / 9525) || undefined;
    }
    if (node.namespaceURI === WP_NS && node.localName === 'docPr')
      alt = node.getAttribute('descr') || undefined;
    if (node.namespaceURI === A_NS && node.localName === 'blip') {
      const relId = node.getAttributeNS(R_NS, 'embed');
      if (relId) return { relId, widthPx, heightPx, alt };
    }
    if (node.namespaceURI === V_NS && node.localName === 'imagedata') {
      const relId = node.getAttributeNS(R_NS, 'id');
      if (relId) return { relId, widthPx, heightPx, alt };
    }
    // Text boxes are not part of the paragraph's text (the editor does not show them, an edit never reaches them).
    if (isW(node, 'txbxContent')) continue;
    const children = childElements(node);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as XElement);
  }
  return undefined;
}

function readRun(pkg: DocxPackage, run: XElement, href: string | undefined, reader: ContentReader): void {
  const { items } = reader;
  const rPr = wChild(run, 'rPr');
  if (rPr && (isOn(wChild(rPr, 'vanish')) || wChild(rPr, 'del'))) return;
  const marks = runMarks(pkg, run);
  const vertAlign = rPr ? (wChildVal(rPr, 'vertAlign') ?? undefined) : undefined;
  const text = (value: string) => {
    const last = items[items.length - 1];
    if (last?.kind === 'text' && last.marks === marks && last.href === href && last.vertAlign === vertAlign) {
      last.text += value;
    } else {
      items.push({ kind: 'text', text: value, marks, href, vertAlign });
    }
  };
  for (const child of childElements(run)) {
    if (child.namespaceURI !== W_NS) {
      if (child.namespaceURI === MC_NS) {
        const image = findImage(child);
        if (image) items.push({ kind: 'image', ...image });
      }
      continue;
    }
    switch (child.localName) {
      case 't': {
        const value = child.textContent ?? '';
        reader.chars(value, marks, child, run);
        if (value) text(value);
        break;
      }
      case 'tab':
      case 'ptab':
        reader.chars('\t', marks, child, run);
        text('\u2003');
        break;
      case 'noBreakHyphen':
        reader.chars('\u2011', marks, child, run);
        text('\u2011');
        break;
      case 'br': {
        const type = wAttr(child, 'type');
        if (type && type !== 'textWrapping') break;
        reader.lineBreak(child, run);
        items.push({ kind: 'break' });
        break;
      }
      case 'cr':
        reader.lineBreak(child, run);
        items.push({ kind: 'break' });
        break;
      case 'drawing':
      case 'pict':
      case 'object': {
        const image = findImage(child);
        if (image) items.push({ kind: 'image', ...image });
        break;
      }
      default:
        break;
    }
  }
}

/** Runs of a paragraph, also inside hyperlinks, insertions, smart tags, content controls and simple fields; deletions and moved-away text are not visible. */
function readRuns(pkg: DocxPackage, parent: XElement, href: string | undefined, reader: ContentReader): void {
  for (const child of childElements(parent)) {
    if (child.namespaceURI !== W_NS) continue;
    switch (child.localName) {
      case 'r':
        readRun(pkg, child, href, reader);
        break;
      case 'hyperlink': {
        const relId = child.getAttributeNS(R_NS, 'id');
        const rel = relId ? pkg.relationships.get(relId) : undefined;
        readRuns(pkg, child, rel?.external ? rel.target : href, reader);
        break;
      }
      case 'sdt': {
        const content = wChild(child, 'sdtContent');
        if (content) readRuns(pkg, content, href, reader);
        break;
      }
      case 'ins':
      case 'moveTo':
      case 'smartTag':
      case 'customXml':
      case 'fldSimple':
      case 'dir':
      case 'bdo':
        readRuns(pkg, child, href, reader);
        break;
      default:
        break;
    }
  }
}

/**
 * Collects a paragraph's lines as its runs are read: text and marks of each line,
 * and, for a paragraph about to be edited, the atoms (one a character, with its node).
 */
class ContentReader {
  readonly items: InlineItem[] = [];
  readonly lines: DocxLine[] = [];
  readonly atoms: Atom[] = [];
  private text = '';
  private marks: number[] = [];
  private lineStart = 0;
  private index = 0;
  private startBreak: Atom | undefined;

  constructor(private readonly withAtoms: boolean) {}

  chars(value: string, marks: number, node: XElement, run: XElement): void {
    this.text += value;
    for (let i = 0; i < value.length; i++) {
      this.marks.push(marks);
      if (this.withAtoms) this.atoms.push({ kind: 'char', ch: value.charAt(i), marks, node, offset: i, run });
    }
  }

  lineBreak(node: XElement, run: XElement): void {
    const atom: Atom = { kind: 'break', ch: '\n', marks: 0, node, offset: 0, run };
    this.endLine(atom);
    if (this.withAtoms) this.atoms.push(atom);
    this.lineStart = this.atoms.length;
  }

  endLine(endBreak?: Atom): void {
    const normalized = normalizeLine(this.text, this.marks);
    if (normalized.text) {
      const atoms = this.withAtoms ? this.atoms.slice(this.lineStart) : [];
      this.lines.push({
        ...normalized,
        index: this.index,
        key: lineKey(normalized),
        atoms,
        endBreak,
        startBreak: this.startBreak,
      });
    }
    this.startBreak = endBreak;
    this.text = '';
    this.marks = [];
    this.index++;
  }
}

/** Reads a paragraph's visible text (lines; atoms when asked) and what the editor shows of it (items). */
export function readParagraphContent(
  pkg: DocxPackage,
  p: XElement,
  withAtoms = true,
): { atoms: Atom[]; items: InlineItem[]; lines: DocxLine[] } {
  const reader = new ContentReader(withAtoms);
  readRuns(pkg, p, undefined, reader);
  reader.endLine();
  return { atoms: reader.atoms, items: reader.items, lines: reader.lines };
}

const HEADING = /^heading ([1-6])$/;

function readParagraph(pkg: DocxPackage, p: XElement, cellKey: string): DocxParagraph {
  const pPr = wChild(p, 'pPr');
  const styleId = pPr ? wChildVal(pPr, 'pStyle') : undefined;
  const numPr = pPr ? wChild(pPr, 'numPr') : undefined;
  let list: DocxParagraph['list'];
  const directNumId = numPr ? wChildVal(numPr, 'numId') : undefined;
  if (directNumId !== undefined && directNumId !== null) {
    if (directNumId !== '0') {
      const styled = styleNumbering(pkg, styleId);
      list = { numId: directNumId, ilvl: Number(wChildVal(numPr as XElement, 'ilvl') ?? styled?.ilvl ?? 0) };
    }
  } else {
    const styled = styleNumbering(pkg, styleId);
    if (styled && styled.numId !== '0') {
      list = { numId: styled.numId, ilvl: Number((numPr && wChildVal(numPr, 'ilvl')) ?? styled.ilvl) };
    }
  }
  const name = styleName(pkg, styleId);
  const headingMatch = HEADING.exec(name);
  const heading = headingMatch ? Number(headingMatch[1]) : name === 'title' ? 1 : undefined;
  const jc = pPr ? wChildVal(pPr, 'jc') : undefined;
  const align =
    jc === 'center'
      ? 'center'
      : jc === 'right' || jc === 'end'
        ? 'right'
        : jc === 'both' || jc === 'distribute'
          ? 'justify'
          : undefined;
  const content = readParagraphContent(pkg, p);
  return {
    p,
    cellKey,
    list: list && Number.isFinite(list.ilvl) ? list : undefined,
    heading,
    align,
    ...content,
  };
}

interface WalkState {
  tables: number;
  paragraphs: DocxParagraph[];
}

/** Rows of a table (also inside content controls). */
function tableRows(tbl: XElement): XElement[] {
  const rows: XElement[] = [];
  const visit = (parent: XElement) => {
    for (const child of childElements(parent)) {
      if (isW(child, 'tr')) rows.push(child);
      else if (isW(child, 'sdt')) {
        const content = wChild(child, 'sdtContent');
        if (content) visit(content);
      } else if (isW(child, 'customXml')) visit(child);
    }
  };
  visit(tbl);
  return rows;
}

function rowCells(tr: XElement): XElement[] {
  const cells: XElement[] = [];
  const visit = (parent: XElement) => {
    for (const child of childElements(parent)) {
      if (isW(child, 'tc')) cells.push(child);
      else if (isW(child, 'sdt')) {
        const content = wChild(child, 'sdtContent');
        if (content) visit(content);
      } else if (isW(child, 'customXml')) visit(child);
    }
  };
  visit(tr);
  return cells;
}

function readTable(pkg: DocxPackage, tbl: XElement, cellKey: string, state: WalkState): DocxBlock {
  const ordinal = state.tables++;
  const rows: DocxCell[][] = [];
  // The cell that starts a vertical merge, by the grid column it starts at.
  const mergeOrigins = new Map<number, DocxCell>();
  for (const tr of tableRows(tbl)) {
    const trPr = wChild(tr, 'trPr');
    let column = Number((trPr && wChildVal(trPr, 'gridBefore')) ?? 0) || 0;
    const row: DocxCell[] = [];
    const rowIndex = rows.length;
    rows.push(row);
    for (const tc of rowCells(tr)) {
      const tcPr = wChild(tc, 'tcPr');
      const colspan = Math.max(1, Number((tcPr && wChildVal(tcPr, 'gridSpan')) ?? 1) || 1);
      const vMerge = tcPr ? wChild(tcPr, 'vMerge') : undefined;
      const continues = !!vMerge && wAttr(vMerge, 'val') !== 'restart';
      const origin = continues ? mergeOrigins.get(column) : undefined;
      if (origin) {
        origin.rowspan++;
      } else {
        const cell: DocxCell = { tc, colspan, rowspan: 1, blocks: [] };
        const key = `${cellKey}/${ordinal}.${rowIndex}.${row.length}`;
        row.push(cell);
        cell.blocks = readBlocks(pkg, tc, key, state);
        if (vMerge) mergeOrigins.set(column, cell);
        else mergeOrigins.delete(column);
      }
      column += colspan;
    }
  }
  return { kind: 'table', tbl, rows };
}

function readBlocks(pkg: DocxPackage, parent: XElement, cellKey: string, state: WalkState): DocxBlock[] {
  const blocks: DocxBlock[] = [];
  for (const child of childElements(parent)) {
    if (!isElement(child) || child.namespaceURI !== W_NS) continue;
    if (child.localName === 'p') {
      const para = readParagraph(pkg, child, cellKey);
      state.paragraphs.push(para);
      blocks.push({ kind: 'paragraph', para });
    } else if (child.localName === 'tbl') {
      blocks.push(readTable(pkg, child, cellKey, state));
    } else if (child.localName === 'sdt') {
      const content = wChild(child, 'sdtContent');
      if (content) blocks.push(...readBlocks(pkg, content, cellKey, state));
    } else if (child.localName === 'customXml' || child.localName === 'ins' || child.localName === 'moveTo') {
      blocks.push(...readBlocks(pkg, child, cellKey, state));
    }
  }
  return blocks;
}

/** The body of the main document as blocks, and its paragraphs in order. */
export function readBody(pkg: DocxPackage): DocxBody {
  const state: WalkState = { tables: 0, paragraphs: [] };
  const body = wChild(pkg.root, 'body');
  const blocks = body ? readBlocks(pkg, body, '', state) : [];
  return { blocks, paragraphs: state.paragraphs };
}
