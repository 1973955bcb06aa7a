import { type Document, type Element, type Node, XMLSerializer } from '@xmldom/xmldom';
import { type Atom, type DocxLine, readParagraphContent } from './docx-units';
import { commonEnds, MARK_B, MARK_I, MARK_S, MARK_U, type NormalizedLine } from './docx-units-text';
import { childElements, createW, docOf, isW, localOf, setWAttr, W_NS, wChild, wChildVal } from './docx-xml';
import { type DocxPackage, styleMarks } from './docx-xml-package';
import type { XElement } from './docx-xml-tree';

/**
 * Edits inside one paragraph: a line's changed middle replaced by new runs that
 * keep the formatting of the run around them, lines removed or added. Everything
 * outside the changed middle keeps its nodes.
 */

/** Atoms and lines of a paragraph parsed with xmldom: their nodes are xmldom nodes. */
type DomAtom = Omit<Atom, 'node' | 'run'> & { node: Element; run: Element };
type DomLine = Omit<DocxLine, 'atoms' | 'endBreak' | 'startBreak'> & {
  atoms: DomAtom[];
  endBreak?: DomAtom;
  startBreak?: DomAtom;
};

function domContent(pkg: DocxPackage, p: Element): { atoms: DomAtom[]; lines: DomLine[] } {
  return readParagraphContent(pkg, p) as unknown as { atoms: DomAtom[]; lines: DomLine[] };
}

function child(node: Node, localName: string): Element | undefined {
  return wChild(node, localName) as unknown as Element | undefined;
}

function children(node: Node): Element[] {
  return childElements(node) as unknown as Element[];
}

/** Run properties in the order the schema wants them (Word refuses some documents with them out of order). */
const RPR_ORDER = [
  'rStyle',
  'rFonts',
  'b',
  'bCs',
  'i',
  'iCs',
  'caps',
  'smallCaps',
  'strike',
  'dstrike',
  'outline',
  'shadow',
  'emboss',
  'imprint',
  'noProof',
  'snapToGrid',
  'vanish',
  'webHidden',
  'color',
  'spacing',
  'w',
  'kern',
  'position',
  'sz',
  'szCs',
  'highlight',
  'u',
  'effect',
  'bdr',
  'shd',
  'fitText',
  'vertAlign',
  'rtl',
  'cs',
  'em',
  'lang',
  'eastAsianLayout',
  'specVanish',
  'oMath',
  'rPrChange',
];

/** What a run or paragraph-mark property list may not carry into a new run. */
const NOT_FOR_NEW_RUNS = new Set(['ins', 'del', 'moveFrom', 'moveTo', 'rPrChange', 'vanish', 'specVanish']);

function insertInOrder(rPr: Element, el: Element): void {
  const rank = RPR_ORDER.indexOf(localOf(el));
  for (const child of children(rPr)) {
    const other = RPR_ORDER.indexOf(localOf(child));
    if (child.namespaceURI === W_NS && other > rank) {
      rPr.insertBefore(el, child);
      return;
    }
  }
  rPr.appendChild(el);
}

function onOff(doc: Document, name: string, on: boolean): Element {
  const el = createW(doc, name);
  if (!on) setWAttr(doc, el, 'val', '0');
  return el;
}

const MARK_ELEMENTS: Array<{ mark: number; key: 'b' | 'i' | 'u' | 's'; names: string[] }> = [
  { mark: MARK_B, key: 'b', names: ['b', 'bCs'] },
  { mark: MARK_I, key: 'i', names: ['i', 'iCs'] },
  { mark: MARK_U, key: 'u', names: ['u'] },
  { mark: MARK_S, key: 's', names: ['strike', 'dstrike'] },
];

/** The marks of a run's properties (direct, then its character style). */
function currentMarks(pkg: DocxPackage, rPr: Element): number {
  const styled = styleMarks(pkg, wChildVal(rPr, 'rStyle'));
  let marks = 0;
  for (const { mark, key, names } of MARK_ELEMENTS) {
    let direct: boolean | undefined;
    for (const name of names) {
      const el = child(rPr, name);
      if (!el) continue;
      const val = el.getAttributeNS(W_NS, 'val');
      const on = !val || !/^(false|0|off|none)$/i.test(val);
      direct = (direct ?? false) || on;
    }
    if (direct ?? styled[key]) marks |= mark;
  }
  return marks;
}

/** Sets the four editor marks on run properties, changing only the marks that differ (bold and italic with their complex-script twins, for Lao). */
function setMarks(pkg: DocxPackage, rPr: Element, marks: number): void {
  const doc = docOf(rPr);
  const styled = styleMarks(pkg, wChildVal(rPr, 'rStyle'));
  const now = currentMarks(pkg, rPr);
  for (const { mark, key, names } of MARK_ELEMENTS) {
    const want = (marks & mark) !== 0;
    if (((now & mark) !== 0) === want) continue;
    for (const name of names) {
      const el = child(rPr, name);
      if (el) rPr.removeChild(el);
    }
    if (want === !!styled[key]) continue;
    if (key === 'u') {
      const u = createW(doc, 'u');
      setWAttr(doc, u, 'val', want ? 'single' : 'none');
      insertInOrder(rPr, u);
    } else if (key === 's') {
      insertInOrder(rPr, onOff(doc, 'strike', want));
    } else {
      for (const name of names) insertInOrder(rPr, onOff(doc, name, want));
    }
  }
}

/** A copy of run properties fit for new text (no tracked-change or hidden-text markers). */
function cleanRunProperties(doc: Document, source: Element | undefined): Element {
  const rPr = createW(doc, 'rPr');
  if (!source) return rPr;
  for (const child of children(source)) {
    if (child.namespaceURI === W_NS && NOT_FOR_NEW_RUNS.has(localOf(child))) continue;
    rPr.appendChild(child.cloneNode(true));
  }
  return rPr;
}

function textElement(doc: Document, text: string): Element {
  const t = createW(doc, 't');
  if (/^\s|\s$|\s\s/.test(text)) t.setAttribute('xml:space', 'preserve');
  t.appendChild(doc.createTextNode(text));
  return t;
}

/** New runs for text with marks: one run for each stretch of equal marks, on copies of `baseRPr`. */
export function buildRuns(
  pkg: DocxPackage,
  doc: Document,
  baseRPr: Element | undefined,
  text: string,
  marks: number[],
): Element[] {
  const runs: Element[] = [];
  // A space takes the marks around it, so "bold words" stays one bold run.
  const effective = marks.map((mark, i) => (/\s/.test(text.charAt(i)) ? -1 : mark));
  for (let i = 0; i < effective.length; i++) {
    if (effective[i] === -1) effective[i] = i > 0 ? (effective[i - 1] as number) : -1;
  }
  for (let i = effective.length - 1; i >= 0; i--) {
    if (effective[i] === -1) effective[i] = i + 1 < effective.length ? (effective[i + 1] as number) : 0;
  }
  let start = 0;
  for (let i = 1; i <= text.length; i++) {
    if (i < text.length && effective[i] === effective[start]) continue;
    const run = createW(doc, 'r');
    const rPr = cleanRunProperties(doc, baseRPr);
    setMarks(pkg, rPr, effective[start] ?? 0);
    if (rPr.firstChild) run.appendChild(rPr);
    run.appendChild(textElement(doc, text.slice(start, i)));
    runs.push(run);
    start = i;
  }
  return runs;
}

/** Makes `atom` the first content of its run: splits its w:t and its run when needed. */
function splitBefore(atom: DomAtom): void {
  const doc = docOf(atom.node);
  let node = atom.node;
  if (atom.kind === 'char' && isW(node, 't') && atom.offset > 0) {
    const text = node.textContent ?? '';
    const rest = node.cloneNode(false) as Element;
    rest.appendChild(doc.createTextNode(text.slice(atom.offset)));
    while (node.firstChild) node.removeChild(node.firstChild);
    node.appendChild(doc.createTextNode(text.slice(0, atom.offset)));
    for (const t of [node, rest]) {
      if (/^\s|\s$/.test(t.textContent ?? '')) t.setAttribute('xml:space', 'preserve');
    }
    node.parentNode?.insertBefore(rest, node.nextSibling);
    node = rest;
  }
  const run = atom.run;
  let before = false;
  for (let child = node.previousSibling; child; child = child.previousSibling) {
    if (child.nodeType === 1 && !isW(child, 'rPr')) before = true;
  }
  if (!before) return;
  const second = run.cloneNode(false) as Element;
  const rPr = child(run, 'rPr');
  if (rPr) second.appendChild(rPr.cloneNode(true));
  let move: typeof node | null = node;
  while (move) {
    const next = move.nextSibling as Element | null;
    second.appendChild(move);
    move = next;
  }
  run.parentNode?.insertBefore(second, run.nextSibling);
}

/** A run left with nothing but properties (and layout caches) is removed. */
function removeIfEmpty(run: Element): void {
  for (const child of children(run)) {
    if (!isW(child, 'rPr') && !isW(child, 'lastRenderedPageBreak')) return;
  }
  run.parentNode?.removeChild(run);
}

function lineAt(pkg: DocxPackage, p: Element, index: number): DomLine | undefined {
  return domContent(pkg, p).lines.find((line) => line.index === index);
}

function breaksOf(pkg: DocxPackage, p: Element): DomAtom[] {
  return domContent(pkg, p).atoms.filter((atom) => atom.kind === 'break');
}

/** Replaces the changed middle of line `index` of a paragraph with the new line's middle. */
export function patchLine(pkg: DocxPackage, p: Element, index: number, next: NormalizedLine): void {
  const doc = docOf(p);
  let line = lineAt(pkg, p, index);
  if (!line) return;
  const n = line.text.length;
  const { prefix, suffix } = commonEnds(line, next);
  // Removing a whole line takes its surrounding spaces too.
  const start = !next.text ? 0 : prefix > 0 ? (line.ends[prefix - 1] as number) : (line.starts[0] as number);
  const end = !next.text
    ? line.atoms.length
    : suffix > 0
      ? (line.starts[n - suffix] as number)
      : (line.ends[n - 1] as number);
  const text = next.text.slice(prefix, next.text.length - suffix);
  const marks = next.marks.slice(prefix, next.marks.length - suffix);
  const base = (line.atoms[start - 1] ?? line.atoms[start] ?? line.atoms[0]) as DomAtom;
  const baseRPr = child(base.run, 'rPr')?.cloneNode(true) as Element | undefined;
  const boundary = (atoms: DomAtom[], at: number, endBreak?: DomAtom) => atoms[at] ?? endBreak;
  const endAtom = boundary(line.atoms, end, line.endBreak);
  if (endAtom) splitBefore(endAtom);
  line = lineAt(pkg, p, index) as DomLine;
  const startAtom = boundary(line.atoms, start, line.endBreak);
  if (startAtom) splitBefore(startAtom);
  line = lineAt(pkg, p, index) as DomLine;
  const middle = line.atoms.slice(start, end);
  const runs = text ? buildRuns(pkg, doc, baseRPr, text, marks) : [];
  const before = line.atoms[start - 1];
  if (before) {
    let after = before.run.nextSibling;
    for (const run of runs) {
      before.run.parentNode?.insertBefore(run, after);
      after = run.nextSibling;
    }
  } else {
    const first = (line.atoms[start] ?? line.atoms[0]) as DomAtom;
    for (const run of runs) first.run.parentNode?.insertBefore(run, first.run);
  }
  const touched = new Set<Element>();
  for (const atom of middle) {
    if (atom.node.parentNode) atom.node.parentNode.removeChild(atom.node);
    touched.add(atom.run);
  }
  for (const run of touched) removeIfEmpty(run);
  // Runs split only to make room join again when their formatting is the same.
  for (const run of [before?.run, ...runs]) if (run?.parentNode) joinNeighbours(run);
}

/** The only w:t of a run that holds nothing else but its properties. */
function soleText(run: Node | null): Element | undefined {
  if (!isW(run, 'r')) return undefined;
  let text: Element | undefined;
  for (const child of children(run)) {
    if (isW(child, 't') && !text) text = child;
    else if (!isW(child, 'rPr')) return undefined;
  }
  return text;
}

function sameProperties(a: Element, b: Element): boolean {
  const props = (run: Element) => {
    const rPr = child(run, 'rPr');
    return rPr ? new XMLSerializer().serializeToString(rPr) : '';
  };
  return props(a) === props(b);
}

function setText(t: Element, text: string): void {
  while (t.firstChild) t.removeChild(t.firstChild);
  t.appendChild(docOf(t).createTextNode(text));
  if (/^\s|\s$|\s\s/.test(text)) t.setAttribute('xml:space', 'preserve');
}

function elementSibling(node: Element, direction: 'previousSibling' | 'nextSibling'): Node | null {
  let sibling = node[direction];
  while (sibling && sibling.nodeType !== 1) sibling = sibling[direction];
  return sibling;
}

/** Joins a plain text run with the plain text runs beside it that have the same properties. */
function joinNeighbours(run: Element): void {
  let current = run;
  const text = soleText(current);
  if (!text) return;
  const prev = elementSibling(current, 'previousSibling');
  const prevText = soleText(prev);
  if (prevText && sameProperties(prev as Element, current)) {
    setText(prevText, (prevText.textContent ?? '') + (text.textContent ?? ''));
    current.parentNode?.removeChild(current);
    current = prev as Element;
  }
  const currentText = soleText(current) as Element;
  for (;;) {
    const next = elementSibling(current, 'nextSibling');
    const nextText = soleText(next);
    if (!nextText || !sameProperties(next as Element, current)) return;
    setText(currentText, (currentText.textContent ?? '') + (nextText.textContent ?? ''));
    next?.parentNode?.removeChild(next);
  }
}

/** Removes line `index` of a paragraph with one of the soft breaks around it. */
export function deleteLine(pkg: DocxPackage, p: Element, index: number): void {
  patchLine(pkg, p, index, { text: '', marks: [], starts: [], ends: [] });
  const breaks = breaksOf(pkg, p);
  const br = breaks[index] ?? breaks[index - 1];
  if (!br) return;
  br.node.parentNode?.removeChild(br.node);
  removeIfEmpty(br.run);
}

/** Adds lines after line `index` of a paragraph, each after a soft break. */
export function insertLinesAfter(pkg: DocxPackage, p: Element, index: number, lines: NormalizedLine[]): void {
  const doc = docOf(p);
  let line = lineAt(pkg, p, index);
  if (!line) return;
  if (line.endBreak) splitBefore(line.endBreak);
  line = lineAt(pkg, p, index) as DomLine;
  const last = line.atoms[line.atoms.length - 1] as DomAtom;
  const baseRPr = child(last.run, 'rPr');
  const runs: Element[] = [];
  for (const next of lines) {
    const br = createW(doc, 'r');
    const rPr = cleanRunProperties(doc, baseRPr);
    if (rPr.firstChild) br.appendChild(rPr);
    br.appendChild(createW(doc, 'br'));
    runs.push(br, ...buildRuns(pkg, doc, baseRPr, next.text, next.marks));
  }
  let after = last.run.nextSibling;
  for (const run of runs) {
    last.run.parentNode?.insertBefore(run, after);
    after = run.nextSibling;
  }
}

/** The run properties new text in a paragraph starts from: its last run's, else its paragraph mark's. */
export function paragraphBaseRPr(pkg: DocxPackage, p: Element): Element | undefined {
  const { atoms } = domContent(pkg, p);
  const last = atoms.filter((atom) => atom.kind === 'char').pop();
  if (last) return child(last.run, 'rPr');
  const pPr = child(p, 'pPr');
  return pPr ? child(pPr, 'rPr') : undefined;
}

/** Writes text into a paragraph that had none (typed into an empty cell or line). */
export function fillParagraph(pkg: DocxPackage, p: Element, next: NormalizedLine): void {
  const runs = buildRuns(pkg, docOf(p), paragraphBaseRPr(pkg, p), next.text, next.marks);
  for (const run of runs) p.appendChild(run);
}

const DELETABLE_RUN_CHILDREN = new Set([
  'rPr',
  't',
  'tab',
  'br',
  'cr',
  'noBreakHyphen',
  'softHyphen',
  'lastRenderedPageBreak',
]);
const DELETABLE_PARAGRAPH_CHILDREN = new Set(['pPr', 'proofErr', 'bookmarkStart', 'bookmarkEnd']);
const RUN_CONTAINERS = new Set(['hyperlink', 'ins', 'smartTag', 'customXml', 'dir', 'bdo']);

function onlyText(parent: XElement): boolean {
  for (const item of childElements(parent)) {
    if (item.namespaceURI !== W_NS) return false;
    const name = localOf(item);
    if (name === 'r') {
      for (const part of childElements(item)) {
        if (part.namespaceURI !== W_NS || !DELETABLE_RUN_CHILDREN.has(localOf(part))) return false;
        if (
          localOf(part) === 'br' &&
          part.getAttributeNS(W_NS, 'type') &&
          part.getAttributeNS(W_NS, 'type') !== 'textWrapping'
        ) {
          return false;
        }
      }
    } else if (RUN_CONTAINERS.has(name)) {
      if (!onlyText(item)) return false;
    } else if (name === 'pPr') {
      if (wChild(item, 'sectPr')) return false;
    } else if (!DELETABLE_PARAGRAPH_CHILDREN.has(name)) {
      return false;
    }
  }
  return true;
}

/**
 * A paragraph may go only when it holds nothing but text (no picture, field,
 * note, comment, page or section break) and another paragraph follows it in its
 * cell, content control or body (Word wants each of them to end with a paragraph).
 */
export function canRemoveParagraph(p: XElement): boolean {
  // A paragraph must follow it in the same container: cells and the body end with one.
  let laterParagraph = false;
  for (let next = p.nextSibling; next && !laterParagraph; next = next.nextSibling)
    laterParagraph = isW(next, 'p');
  return laterParagraph && onlyText(p);
}
