import type { Element } from '@xmldom/xmldom';
import { type HtmlLine, readHtmlLines } from './docx-html-units';
import { alignLines, type DocxUnit, docxUnits } from './docx-patch-align';
import {
  buildRuns,
  canRemoveParagraph,
  deleteLine,
  fillParagraph,
  insertLinesAfter,
  paragraphBaseRPr,
  patchLine,
} from './docx-patch-runs';
import { type DocxParagraph, readBody } from './docx-units';
import {
  childElements,
  createW,
  docOf,
  isW,
  localOf,
  parseFragment,
  rootNamespaces,
  serializeFragment,
  setWAttr,
  spliceText,
  W_NS,
  wChild,
} from './docx-xml';
import { type DocxPackage, openDocx } from './docx-xml-package';
import type { TreeElement, XElement } from './docx-xml-tree';

/**
 * Applies the editor's HTML back into the .docx it was made from
 * (docxToEditorHtml), touching only what the edit changed: equal lines keep
 * their XML byte for byte, a changed line gets new runs for its changed middle
 * only, new lines become paragraphs shaped like their neighbour, removed lines
 * go. Headers, footers, styles, numbering, media and sections are never touched;
 * pictures, breaks and empty spacing paragraphs are never removed. When nothing
 * differs, the input bytes come back unchanged.
 */

const MAX_LINES = 20_000;

interface ParagraphOps {
  changes: Map<number, HtmlLine>;
  deletes: Set<number>;
  insertsAfter: Map<number, HtmlLine[]>;
  fill?: HtmlLine;
}

interface InsertGroup {
  anchor: XElement;
  where: 'after' | 'before';
  items: Array<{ line: HtmlLine; template: DocxParagraph }>;
}

type Cursor =
  | { kind: 'unit'; unit: DocxUnit }
  | { kind: 'new'; group: InsertGroup; template: DocxParagraph; cellKey: string };

function cellDepth(cellKey: string): number {
  return cellKey ? cellKey.split('/').length - 1 : 0;
}

class PatchPlan {
  readonly ops = new Map<XElement, ParagraphOps>();
  readonly groups: InsertGroup[] = [];
  private readonly filled = new Set<DocxUnit>();

  constructor(
    private readonly paragraphs: DocxParagraph[],
    private readonly units: DocxUnit[],
  ) {}

  op(p: XElement): ParagraphOps {
    let ops = this.ops.get(p);
    if (!ops) {
      ops = { changes: new Map(), deletes: new Set(), insertsAfter: new Map() };
      this.ops.set(p, ops);
    }
    return ops;
  }

  /** Where a new paragraph for a line of `cellKey` goes, next to `para`: beside it in the same cell, beside the table around it, or in the line's own cell. */
  private target(
    para: DocxParagraph,
    cellKey: string,
    where: 'after' | 'before',
  ): { anchor: XElement; template: DocxParagraph } {
    if (para.cellKey === cellKey) return { anchor: para.p, template: para };
    if (para.cellKey.startsWith(cellKey)) {
      let levels = cellDepth(para.cellKey) - cellDepth(cellKey);
      for (let node = para.p.parentNode; node; node = node.parentNode) {
        if (isW(node, 'tbl') && --levels === 0) return { anchor: node, template: para };
      }
    }
    const inCell = this.paragraphs.filter((other) => other.cellKey === cellKey);
    const beside = where === 'after' ? inCell[inCell.length - 1] : inCell[0];
    return beside ? { anchor: beside.p, template: beside } : { anchor: para.p, template: para };
  }

  private group(anchor: XElement, where: 'after' | 'before'): InsertGroup {
    const group: InsertGroup = { anchor, where, items: [] };
    this.groups.push(group);
    return group;
  }

  private placeNew(
    line: HtmlLine,
    cursor: Cursor | undefined,
    next: DocxUnit | undefined,
  ): Cursor | undefined {
    if (cursor?.kind === 'new') {
      if (cursor.cellKey === line.cellKey) {
        cursor.group.items.push({ line, template: cursor.template });
        return cursor;
      }
      // The next new line is in another cell (or out of the table): placed from the last new paragraph's neighbour.
      const { anchor, template } = this.target(cursor.template, line.cellKey, 'after');
      const group = this.group(anchor, 'after');
      group.items.push({ line, template });
      return { kind: 'new', group, template, cellKey: line.cellKey };
    }
    if (cursor) {
      const { unit } = cursor;
      // Between two lines of one paragraph: a new line of that paragraph.
      if (unit.line && next?.line && next.para === unit.para && line.cellKey === unit.para.cellKey) {
        const after = this.op(unit.para.p).insertsAfter;
        after.set(unit.line.index, [...(after.get(unit.line.index) ?? []), line]);
        return cursor;
      }
      const { anchor, template } = this.target(unit.para, line.cellKey, 'after');
      const group = this.group(anchor, 'after');
      group.items.push({ line, template });
      return { kind: 'new', group, template, cellKey: line.cellKey };
    }
    const first = next?.para ?? this.paragraphs[0];
    if (!first) return undefined;
    const { anchor, template } = this.target(first, line.cellKey, 'before');
    const group = this.group(anchor, 'before');
    group.items.push({ line, template });
    return { kind: 'new', group, template, cellKey: line.cellKey };
  }

  /** Places the HTML lines between two aligned units: typed into empty paragraphs of the same cell, else new paragraphs. */
  placeGap(
    prev: DocxUnit | undefined,
    next: DocxUnit | undefined,
    gap: HtmlLine[],
    inserted: Set<HtmlLine>,
  ): void {
    if (!gap.some((line) => inserted.has(line))) return;
    const from = prev ? prev.order + 1 : 0;
    const to = next ? next.order : this.units.length;
    const empties = this.units.slice(from, to).filter((unit) => !unit.line && !this.filled.has(unit));
    let cursor: Cursor | undefined = prev ? { kind: 'unit', unit: prev } : undefined;
    const fill = (line: HtmlLine, unit: DocxUnit) => {
      this.filled.add(unit);
      this.op(unit.para.p).fill = line;
      cursor = { kind: 'unit', unit };
    };
    if (gap.length === empties.length) {
      gap.forEach((line, i) => {
        const unit = empties[i] as DocxUnit;
        if (!inserted.has(line)) cursor = { kind: 'unit', unit };
        else if (unit.para.cellKey === line.cellKey) fill(line, unit);
        else cursor = this.placeNew(line, cursor, next);
      });
      return;
    }
    let at = 0;
    for (const line of gap) {
      const found = empties.findIndex((unit, i) => i >= at && unit.para.cellKey === line.cellKey);
      if (!inserted.has(line)) {
        if (found >= 0) {
          cursor = { kind: 'unit', unit: empties[found] as DocxUnit };
          at = found + 1;
        }
      } else if (line.cellKey && found >= 0) {
        fill(line, empties[found] as DocxUnit);
        at = found + 1;
      } else {
        cursor = this.placeNew(line, cursor, next);
      }
    }
  }
}

function domChild(node: Element, localName: string): Element | undefined {
  return wChild(node, localName) as unknown as Element | undefined;
}

function removeChildren(parent: Element, names: string[]): void {
  for (const child of childElements(parent)) {
    if (child.namespaceURI === W_NS && names.includes(localOf(child)))
      parent.removeChild(child as unknown as Element);
  }
}

/** The paragraph a new one is shaped like: parsed once, however many lines follow it. */
interface Template {
  dom: Element;
  baseRPr: Element | undefined;
  heading: number | undefined;
}

/** A new paragraph for an inserted line: the neighbour's paragraph properties (list level and heading as in the HTML), runs from its last run's formatting. */
function newParagraph(
  pkg: DocxPackage,
  { dom: template, baseRPr, heading: templateHeading }: Template,
  line: HtmlLine,
): Element {
  const doc = docOf(template);
  const p = createW(doc, 'p');
  const source = domChild(template, 'pPr');
  const pPr = source ? (source.cloneNode(true) as Element) : createW(doc, 'pPr');
  removeChildren(pPr, ['sectPr', 'pPrChange']);
  const markRPr = domChild(pPr, 'rPr');
  if (markRPr) removeChildren(markRPr, ['ins', 'del', 'moveFrom', 'moveTo', 'rPrChange']);
  const numPr = domChild(pPr, 'numPr');
  if (numPr && !line.listDepth) pPr.removeChild(numPr);
  if (numPr && line.listDepth) {
    const ilvl = domChild(numPr, 'ilvl') ?? createW(doc, 'ilvl');
    setWAttr(doc, ilvl, 'val', String(Math.min(line.listDepth - 1, 8)));
    if (!ilvl.parentNode) numPr.insertBefore(ilvl, numPr.firstChild);
  }
  if (line.heading !== templateHeading) {
    const pStyle = domChild(pPr, 'pStyle');
    if (pStyle && templateHeading) pPr.removeChild(pStyle);
    const headingId = line.heading
      ? [...pkg.styles.entries()].find(([, style]) => style.name === `heading ${line.heading}`)?.[0]
      : undefined;
    if (headingId) {
      const style = createW(doc, 'pStyle');
      setWAttr(doc, style, 'val', headingId);
      pPr.insertBefore(style, pPr.firstChild);
    }
  }
  if (pPr.firstChild) p.appendChild(pPr);
  for (const run of buildRuns(pkg, doc, baseRPr, line.text, line.marks)) p.appendChild(run);
  return p;
}

function applyParagraphOps(pkg: DocxPackage, p: Element, ops: ParagraphOps): void {
  const indices = [...new Set([...ops.changes.keys(), ...ops.deletes, ...ops.insertsAfter.keys()])].sort(
    (a, b) => b - a,
  );
  for (const index of indices) {
    const inserts = ops.insertsAfter.get(index);
    if (inserts) insertLinesAfter(pkg, p, index, inserts);
    const change = ops.changes.get(index);
    if (change) patchLine(pkg, p, index, change);
    else if (ops.deletes.has(index)) deleteLine(pkg, p, index);
  }
  if (ops.fill) fillParagraph(pkg, p, ops.fill);
}

/** Applies edited editor HTML to the .docx it came from (already checked by assertSafeDocx). */
export function applyEditedHtml(docx: Buffer, html: string): { docx: Buffer; changed: boolean } {
  const pkg = openDocx(docx);
  const body = readBody(pkg);
  const units = docxUnits(body.paragraphs);
  const lines = readHtmlLines(html);
  // Far beyond any contract (a 50-page one has 1,500): refused before the work grows with it.
  if (lines.length > MAX_LINES) throw new Error(`The edited document has more than ${MAX_LINES} lines`);
  const alignment = alignLines(units, lines);
  if (!alignment) return { docx, changed: false };

  const plan = new PatchPlan(body.paragraphs, units);
  for (const { unit, line } of alignment.changed) {
    plan.op(unit.para.p).changes.set((unit.line as { index: number }).index, line);
  }
  for (const unit of alignment.deleted)
    plan.op(unit.para.p).deletes.add((unit.line as { index: number }).index);
  let prev: DocxUnit | undefined;
  let gap: HtmlLine[] = [];
  for (const line of [...lines, undefined]) {
    const unit = line ? alignment.counterpart.get(line) : undefined;
    if (line && !unit) {
      gap.push(line);
      continue;
    }
    plan.placeGap(prev, unit, gap, alignment.inserted);
    gap = [];
    prev = unit ?? prev;
  }

  // Each changed paragraph is parsed alone with xmldom, patched, and written back over its own text.
  const namespaces = rootNamespaces(pkg.root);
  const source = (el: XElement) => {
    const { start, end } = el as TreeElement;
    return { start, end, xml: pkg.documentXml.slice(start, end) };
  };
  const edits: Array<{ start: number; end: number; text: string }> = [];
  const byElement = new Map(body.paragraphs.map((para) => [para.p, para]));
  for (const [p, ops] of plan.ops) {
    const para = byElement.get(p) as DocxParagraph;
    const { start, end, xml } = source(p);
    const removable =
      ops.deletes.size === para.lines.length &&
      !ops.changes.size &&
      !ops.insertsAfter.size &&
      canRemoveParagraph(p);
    if (removable) {
      edits.push({ start, end, text: '' });
      continue;
    }
    const dom = parseFragment(xml, namespaces);
    applyParagraphOps(pkg, dom, ops);
    edits.push({ start, end, text: serializeFragment(dom, namespaces) });
  }
  const templates = new Map<XElement, Template>();
  const templateOf = (para: DocxParagraph) => {
    let template = templates.get(para.p);
    if (!template) {
      const dom = parseFragment(source(para.p).xml, namespaces);
      template = { dom, baseRPr: paragraphBaseRPr(pkg, dom), heading: para.heading };
      templates.set(para.p, template);
    }
    return template;
  };
  for (const group of plan.groups) {
    const nodes = group.items.map(({ line, template }) => newParagraph(pkg, templateOf(template), line));
    const { start, end } = source(group.anchor);
    const at = group.where === 'after' ? end : start;
    edits.push({
      start: at,
      end: at,
      text: nodes.map((node) => serializeFragment(node, namespaces)).join(''),
    });
  }

  const xml = spliceText(pkg.documentXml, edits);
  if (xml === pkg.documentXml) return { docx, changed: false };
  pkg.zip.file(pkg.documentPath, xml);
  return { docx: pkg.zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' }), changed: true };
}
