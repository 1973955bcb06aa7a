import PizZip from 'pizzip';
import { childElements, isOn, isW, wAttr, wChild, wChildVal } from './docx-xml';
import { parseXmlTree, type TreeElement, type XElement } from './docx-xml-tree';

/** What a run's formatting says about the four marks the editor edits. */
export interface MarkFlags {
  b?: boolean;
  i?: boolean;
  u?: boolean;
  s?: boolean;
}

interface StyleInfo {
  name: string;
  basedOn?: string;
  marks: MarkFlags;
  numId?: string;
  ilvl?: number;
}

export interface ListLevelInfo {
  format: string;
  start: number;
}

export interface Relationship {
  type: string;
  target: string;
  external: boolean;
}

/** A .docx opened for reading: the zip, the main document and what is needed to read it. */
export interface DocxPackage {
  zip: PizZip;
  documentPath: string;
  documentXml: string;
  /** The main document's root element (read-only tree with source offsets). */
  root: TreeElement;
  relationships: Map<string, Relationship>;
  styles: Map<string, StyleInfo>;
  /** numId -> level -> format */
  numbering: Map<string, Map<number, ListLevelInfo>>;
}

function partText(zip: PizZip, path: string): string | undefined {
  return zip.file(path)?.asText();
}

function dirOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? '' : path.slice(0, slash + 1);
}

/** Resolves a relationship target against the folder of the part that holds it ("media/x.png", "../x", "/word/x"). */
export function resolvePartPath(fromPart: string, target: string): string {
  const parts = (target.startsWith('/') ? target.slice(1) : dirOf(fromPart) + target).split('/');
  const out: string[] = [];
  for (const part of parts) {
    if (part === '..') out.pop();
    else if (part && part !== '.') out.push(part);
  }
  return out.join('/');
}

function relsPathOf(part: string): string {
  return `${dirOf(part)}_rels/${part.slice(dirOf(part).length)}.rels`;
}

function readRelationships(zip: PizZip, part: string): Map<string, Relationship> {
  const out = new Map<string, Relationship>();
  const xml = partText(zip, relsPathOf(part));
  if (!xml) return out;
  for (const rel of childElements(parseXmlTree(xml))) {
    const id = rel.localName === 'Relationship' ? rel.getAttribute('Id') : null;
    if (!id) continue;
    out.set(id, {
      type: rel.getAttribute('Type') ?? '',
      target: rel.getAttribute('Target') ?? '',
      external: rel.getAttribute('TargetMode') === 'External',
    });
  }
  return out;
}

function readMarks(rPr: XElement | undefined): MarkFlags {
  if (!rPr) return {};
  const either = (a: string, b?: string) => {
    const x = isOn(wChild(rPr, a));
    const y = b ? isOn(wChild(rPr, b)) : undefined;
    return x === undefined && y === undefined ? undefined : !!(x || y);
  };
  return { b: either('b', 'bCs'), i: either('i', 'iCs'), u: either('u'), s: either('strike', 'dstrike') };
}

function readStyles(zip: PizZip, path: string | undefined): Map<string, StyleInfo> {
  const out = new Map<string, StyleInfo>();
  const xml = path ? partText(zip, path) : undefined;
  if (!xml) return out;
  const root = parseXmlTree(xml);
  for (const style of childElements(root)) {
    if (!isW(style, 'style')) continue;
    const id = wAttr(style, 'styleId');
    if (!id) continue;
    const pPr = wChild(style, 'pPr');
    const numPr = pPr ? wChild(pPr, 'numPr') : undefined;
    out.set(id, {
      name: (wChildVal(style, 'name') ?? id).toLowerCase(),
      basedOn: wChildVal(style, 'basedOn') ?? undefined,
      marks: readMarks(wChild(style, 'rPr')),
      numId: numPr ? (wChildVal(numPr, 'numId') ?? undefined) : undefined,
      ilvl: numPr ? Number(wChildVal(numPr, 'ilvl') ?? 0) : undefined,
    });
  }
  return out;
}

function readNumbering(zip: PizZip, path: string | undefined): Map<string, Map<number, ListLevelInfo>> {
  const out = new Map<string, Map<number, ListLevelInfo>>();
  const xml = path ? partText(zip, path) : undefined;
  if (!xml) return out;
  const root = parseXmlTree(xml);
  const abstracts = new Map<string, Map<number, ListLevelInfo>>();
  const readLevels = (parent: XElement, into: Map<number, ListLevelInfo>) => {
    for (const lvl of childElements(parent)) {
      if (!isW(lvl, 'lvl')) continue;
      into.set(Number(wAttr(lvl, 'ilvl') ?? 0), {
        format: wChildVal(lvl, 'numFmt') ?? 'decimal',
        start: Number(wChildVal(lvl, 'start') ?? 1),
      });
    }
  };
  for (const el of childElements(root)) {
    if (!isW(el, 'abstractNum')) continue;
    const levels = new Map<number, ListLevelInfo>();
    readLevels(el, levels);
    abstracts.set(wAttr(el, 'abstractNumId') ?? '', levels);
  }
  for (const el of childElements(root)) {
    if (!isW(el, 'num')) continue;
    const levels = new Map(abstracts.get(wChildVal(el, 'abstractNumId') ?? '') ?? []);
    for (const override of childElements(el)) {
      if (!isW(override, 'lvlOverride')) continue;
      const lvl = wChild(override, 'lvl');
      if (lvl) readLevels(override, levels);
    }
    out.set(wAttr(el, 'numId') ?? '', levels);
  }
  return out;
}

const OFFICE_DOCUMENT = /\/officeDocument$/;

/** Opens a .docx (already checked by assertSafeDocx) and reads its main document, styles and numbering. */
export function openDocx(bytes: Buffer): DocxPackage {
  const zip = new PizZip(bytes);
  const rootRels = readRelationships(zip, '');
  let documentPath = 'word/document.xml';
  for (const rel of rootRels.values()) {
    if (OFFICE_DOCUMENT.test(rel.type) && !rel.external) documentPath = resolvePartPath('', rel.target);
  }
  const documentXml = partText(zip, documentPath);
  if (documentXml === undefined) throw new Error('The file has no Word document part');
  const relationships = readRelationships(zip, documentPath);
  const partOf = (suffix: string) => {
    for (const rel of relationships.values()) {
      if (rel.type.endsWith(suffix) && !rel.external) return resolvePartPath(documentPath, rel.target);
    }
    return undefined;
  };
  return {
    zip,
    documentPath,
    documentXml,
    root: parseXmlTree(documentXml),
    relationships,
    styles: readStyles(zip, partOf('/styles')),
    numbering: readNumbering(zip, partOf('/numbering')),
  };
}

/** The marks a character style gives (following basedOn, nearest definition wins). */
export function styleMarks(pkg: DocxPackage, styleId: string | null | undefined): MarkFlags {
  const out: MarkFlags = {};
  const seen = new Set<string>();
  for (let id = styleId; id && !seen.has(id); id = pkg.styles.get(id)?.basedOn) {
    seen.add(id);
    const marks = pkg.styles.get(id)?.marks ?? {};
    for (const key of ['b', 'i', 'u', 's'] as const) {
      if (out[key] === undefined && marks[key] !== undefined) out[key] = marks[key];
    }
  }
  return out;
}

/** The style's list numbering (numId, ilvl), following basedOn. */
export function styleNumbering(
  pkg: DocxPackage,
  styleId: string | null | undefined,
): { numId: string; ilvl: number } | undefined {
  const seen = new Set<string>();
  for (let id = styleId; id && !seen.has(id); id = pkg.styles.get(id)?.basedOn) {
    seen.add(id);
    const style = pkg.styles.get(id);
    if (style?.numId !== undefined) return { numId: style.numId, ilvl: style.ilvl ?? 0 };
  }
  return undefined;
}

export function styleName(pkg: DocxPackage, styleId: string | null | undefined): string {
  return styleId ? (pkg.styles.get(styleId)?.name ?? styleId.toLowerCase()) : '';
}

export { readMarks };
